import type { ClientResponse } from "hono/client";
import { ApiError, ensureOk, signOutIfUnauthorized } from "./errors";

/** Deletes get 10 seconds; no call of the app should wait longer than this before it says so. */
const CALL_TIMEOUT_MS = 15_000;
/** A file upload (a 40 MB image, a 2 MB calendar) on a slow line takes longer than any other call. */
export const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/** The JSON a typed-client response resolves to (its success body, as the worker's route declares it). */
export type JsonOf<R> = R extends ClientResponse<infer T, number, "json"> ? T : never;

interface CallOptions {
  /** The fallback text shown when the server gives no usable `{ error }`. */
  fallback: string;
  /** What to show when the time limit passes; the fallback if not given. */
  timedOut?: string;
  timeoutMs?: number;
  /** What to show when the server cannot be reached; without it fetch's own error goes on, for screens that word it apart. */
  unreachable?: string;
  /** The caller's own abort (e.g. a newer month replaced this request): rethrown as the AbortError it is. */
  signal?: AbortSignal;
}

/**
 * The one way the SPA calls its API: `call((init) => api.x.$get({}, { init }), { fallback })`. It owns
 * the time limit, the 401 sign-out, the server's `{ error }` or the product's fallback text (as an
 * ApiError), and answers the route's typed JSON body.
 */
export async function call<R extends ClientResponse<unknown, number, "json">>(
  send: (init: RequestInit) => Promise<R>,
  { fallback, timedOut, timeoutMs = CALL_TIMEOUT_MS, signal, unreachable }: CallOptions,
): Promise<JsonOf<R>> {
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: R;
  try {
    response = await send({ signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (failure) {
    if (signal?.aborted) throw failure;
    if (timeout.aborted) throw new ApiError(timedOut ?? fallback, 0);
    if (unreachable !== undefined) throw new ApiError(unreachable, 0);
    throw failure;
  }
  signOutIfUnauthorized(response);
  await ensureOk(response, fallback);
  return (await response.json()) as JsonOf<R>;
}
