import { errorBody, providerJson, retryAfterSeconds } from "../calendar-connections/provider-fetch";
import { AccessExpired, CursorExpired, NotThere, ProviderBusy, ProviderDown } from "../calendar-connections/provider-errors";
import { SyncFailure } from "../subscriptions/calendar-source";
import type { GraphError } from "./microsoft-wire";

/** Graph's answers to a delta link it no longer keeps (with 410 Gone). */
const CURSOR_GONE_CODES = new Set(["syncStateNotFound", "resyncRequired", "SyncStateNotFound"]);

/** The failure an answer that is not 2xx stands for. `gone`: what a 410 means for this call. */
async function failureOf(response: Response, gone: "cursor" | "event"): Promise<SyncFailure> {
  const { status } = response;
  if (status === 401) return new AccessExpired("Microsoft refused Hangout's access token.");
  const body = await errorBody<GraphError>(response);
  const code = body?.error?.code ?? null;
  if (gone === "cursor" && (status === 410 || (code !== null && CURSOR_GONE_CODES.has(code)))) return new CursorExpired("Microsoft asked for a full sync.");
  if (status === 404 || status === 410) return new NotThere("Microsoft does not know this calendar, event or subscription.");
  if (status === 429 || (status === 503 && response.headers.has("retry-after"))) {
    return new ProviderBusy("Microsoft asked Hangout to slow down; it tries again shortly.", retryAfterSeconds(response.headers.get("retry-after"), Date.now()));
  }
  if (status >= 500) return new ProviderDown(`Microsoft answered ${status}; Hangout tries again shortly.`);
  const message = body?.error?.message ?? null;
  return new SyncFailure(`Microsoft refused the request (${status}${message ? `: ${message}` : ""}).`);
}

/** One request to Microsoft Graph (calendar-connections/provider-fetch.ts). */
export const graphJson = <T>(url: string, init: RequestInit, gone: "cursor" | "event" = "event"): Promise<T | null> =>
  providerJson<T>("Microsoft", url, init, (response) => failureOf(response, gone));

/** Graph may only be handed addresses it gave out under its own base (next and delta links): the access token goes nowhere else. */
export function graphLink(graphUrl: string, link: string): string {
  if (!link.startsWith(`${graphUrl}/`)) throw new SyncFailure("Microsoft's answer pointed outside Microsoft Graph.");
  return link;
}
