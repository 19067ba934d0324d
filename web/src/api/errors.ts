import { setToken } from "../auth/session-store";

/** What these helpers need of a response: fetch's Response and the typed client's both fit. */
export interface ApiResponse {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}

/** The server's `{ error }` text of a failed response, or the given fallback text. */
export async function failureMessage(response: ApiResponse, fallback: string): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (typeof body === "object" && body !== null && "error" in body && typeof body.error === "string" && body.error) {
      return body.error;
    }
  } catch {
    // Not JSON (a proxy's HTML error page, an empty body): the fallback says it better.
  }
  return fallback;
}

/** An Error whose message is safe to show the user. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Throws an ApiError carrying failureMessage() unless the response is ok. */
export async function ensureOk<T extends ApiResponse>(response: T, fallback: string): Promise<T> {
  if (!response.ok) throw new ApiError(await failureMessage(response, fallback), response.status);
  return response;
}

/**
 * Signs the user out when the server no longer accepts the token (a 401 on fetching
 * events logs out). Returns true when it did, so the caller can stop there.
 */
export function signOutIfUnauthorized(response: ApiResponse): boolean {
  if (response.status !== 401) return false;
  setToken(null);
  return true;
}

/** A message for anything thrown while calling the API (network down, ApiError, bug). */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
