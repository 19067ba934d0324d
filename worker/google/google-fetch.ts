import { errorBody, providerJson, retryAfterSeconds } from "../calendar-connections/provider-fetch";
import { AccessExpired, CursorExpired, NotThere, ProviderBusy, ProviderDown } from "../calendar-connections/provider-errors";
import { SyncFailure } from "../subscriptions/calendar-source";
import type { GoogleApiError } from "./google-wire";

export { bearer } from "../calendar-connections/provider-fetch";

const RATE_LIMIT_REASONS = new Set(["rateLimitExceeded", "userRateLimitExceeded"]);

/** The failure an answer that is not 2xx stands for. `gone`: what a 410 means for this call. */
async function failureOf(response: Response, gone: "cursor" | "event"): Promise<SyncFailure> {
  const { status } = response;
  if (status === 401) return new AccessExpired("Google refused Hangout's access token.");
  if (status === 410) return gone === "cursor" ? new CursorExpired("Google asked for a full sync.") : new NotThere("The event is already gone.");
  if (status === 404) return new NotThere("Google does not know this calendar or event.");
  const body = await errorBody<GoogleApiError>(response);
  const reason = body?.error?.errors?.[0]?.reason ?? null;
  const message = body?.error?.message ?? null;
  if (status === 429 || (status === 403 && reason !== null && RATE_LIMIT_REASONS.has(reason))) {
    return new ProviderBusy("Google asked Hangout to slow down; it tries again shortly.", retryAfterSeconds(response.headers.get("retry-after"), Date.now()));
  }
  if (status >= 500) return new ProviderDown(`Google answered ${status}; Hangout tries again shortly.`);
  return new SyncFailure(`Google refused the request (${status}${message ? `: ${message}` : ""}).`);
}

/** One request to Google's Calendar API (calendar-connections/provider-fetch.ts). */
export const googleJson = <T>(url: string, init: RequestInit, gone: "cursor" | "event" = "event"): Promise<T | null> =>
  providerJson<T>("Google", url, init, (response) => failureOf(response, gone));
