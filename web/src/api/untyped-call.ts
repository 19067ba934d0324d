import { authHeaders } from "./client";
import { ApiError, ensureOk, signOutIfUnauthorized } from "./errors";

const CALL_TIMEOUT_MS = 15_000;

/**
 * A JSON call whose shapes the caller states, for a route whose worker side does not yet take what
 * the shared contract says it takes; everything else goes through `call` and the typed client. Same
 * rules as `call`: the time limit, the 401 sign-out, the server's `{ error }` or the fallback.
 */
export async function untypedCall<T>(method: string, path: string, body: unknown, fallback: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? authHeaders() : { ...authHeaders(), "content-type": "application/json" },
      body: body === undefined ? null : JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(fallback, 0);
  }
  signOutIfUnauthorized(response);
  await ensureOk(response, fallback);
  return (await response.json()) as T;
}
