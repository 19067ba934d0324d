import type { Connection } from "../scenarios/api";
import { appAt, testClientAddress } from "./accounts";
import { appUrl } from "./browser";
import { localServerFetch } from "./local-server-fetch";

/** The app this e2e run started, for the scenarios (test/scenarios/). */
export const app = (): Connection => appAt(appUrl());

/**
 * Seeds and reads through the running app's API, as the screens' own calls would: JSON or FormData
 * bodies, the session token when given, and an address of the test's own (see testClientAddress).
 * Throws with the status and body on anything but 2xx.
 */
export async function apiCall<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { "CF-Connecting-IP": testClientAddress() };
  if (token) headers["x-auth-token"] = token;
  if (body !== undefined && !(body instanceof FormData)) headers["content-type"] = "application/json";
  const payload = body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body);
  const response = await localServerFetch(new URL(path, appUrl()), { method, headers, body: payload });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}
