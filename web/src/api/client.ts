import { hc } from "hono/client";
import type { AppType } from "../../../worker/app";
import { getToken } from "../auth/session-store";

/** Headers every call carries: the session token, when there is one. */
export function authHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { "x-auth-token": token } : {};
}

/**
 * The typed API client: request and response shapes come from the worker's routes.
 * Example: `const res = await api.admin.users.$get()`.
 */
export const api = hc<AppType>("/", { headers: authHeaders }).api;

/** A path parameter as the typed client needs it: hc puts `param` values into the path as they are. */
export const pathSegment = (value: string): string => encodeURIComponent(value);
