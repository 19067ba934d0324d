import { authHeaders } from "./client";
import { ensureOk } from "./errors";

/**
 * A plain call for what the typed client cannot express (multipart uploads, routes still being
 * built). Sends the token, encodes a `json` body, throws ApiError(server error or fallback) on
 * failure, and resolves to the parsed JSON body.
 */
export async function fetchJson<T>(
  path: string,
  options: { method?: string; json?: unknown; body?: BodyInit; fallback: string; signal?: AbortSignal },
): Promise<T> {
  const headers: Record<string, string> = { ...authHeaders() };
  let body = options.body;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  const response = await fetch(path, { method: options.method ?? "GET", headers, body, signal: options.signal });
  await ensureOk(response, options.fallback);
  return (await response.json()) as T;
}
