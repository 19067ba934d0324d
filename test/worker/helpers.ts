import { type Member, signUp } from "../scenarios/accounts";
import { workerFetch } from "./worker-fetch";
import { worker } from "./client";

/** Per-file storage is shared by a file's tests: every helper makes unique users. */
let counter = 0;
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

export interface ApiResult<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * A raw request, for what the typed client (client.ts) cannot send: malformed or mistyped bodies,
 * odd headers, paths that are not routes.
 */
export async function api<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { token?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers["x-auth-token"] = options.token;
  let body = options.body;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  const response = await workerFetch(`http://hangout.test${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* non-JSON bodies (images, HTML) are returned as text */
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/** A signed-in member and the client address it registered and signed in from. */
export type TestUser = Member;

export const registerUser = (prefix = "user"): Promise<TestUser> => signUp(worker, prefix);
