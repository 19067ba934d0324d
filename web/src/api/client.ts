import { hc } from "hono/client";
import type { AppType } from "../../../worker/app";
import { getToken } from "../auth/session-store";

/** The visitor pages' language, sent as Accept-Language so the API answers errors in it (docs/LANGUAGES.md). */
let apiLocale: string | null = null;

export const setApiLocale = (locale: string) => {
  apiLocale = locale;
};

/** Headers every call carries: the session token, when there is one, and the visitor pages' language. */
export function authHeaders(): Record<string, string> {
  const token = getToken();
  return { ...(token ? { "x-auth-token": token } : {}), ...(apiLocale ? { "Accept-Language": apiLocale } : {}) };
}

/**
 * The typed API client: request and response shapes come from the worker's routes.
 * Example: `const res = await api.admin.users.$get()`.
 */
export const api = hc<AppType>("/", { headers: authHeaders }).api;

/** A path parameter as the typed client needs it: hc puts `param` values into the path as they are. */
export const pathSegment = (value: string): string => encodeURIComponent(value);
