import { AccessExpired, CursorExpired, NotThere, ProviderBusy, ProviderDown } from "../calendar-connections/provider-errors";
import { readCapped, SyncFailure } from "../subscriptions/calendar-source";
import type { GoogleApiError } from "./google-wire";

/** The same budget as any calendar read: a slow Google never holds a request or the cron for long. */
const GOOGLE_TIMEOUT_MS = 10_000;
/** Google's quota errors say to wait; when they do not say how long, this. */
const DEFAULT_RETRY_AFTER_SECONDS = 30;
const RATE_LIMIT_REASONS = new Set(["rateLimitExceeded", "userRateLimitExceeded"]);

/** Retry-After in seconds (a number or an HTTP date), or the default. */
export function retryAfterSeconds(header: string | null, now: number): number {
  if (header === null) return DEFAULT_RETRY_AFTER_SECONDS;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? DEFAULT_RETRY_AFTER_SECONDS : Math.max(0, Math.ceil((date - now) / 1000));
}

async function errorReason(response: Response): Promise<{ reason: string | null; message: string | null }> {
  try {
    const body = JSON.parse(await readCapped(response)) as Partial<GoogleApiError>;
    return { reason: body.error?.errors?.[0]?.reason ?? null, message: body.error?.message ?? null };
  } catch {
    return { reason: null, message: null };
  }
}

/** The failure an answer that is not 2xx stands for. `gone`: what a 410 means for this call. */
async function failureOf(response: Response, gone: "cursor" | "event"): Promise<SyncFailure> {
  const { status } = response;
  if (status === 401) return new AccessExpired("Google refused Hangout's access token.");
  if (status === 410) return gone === "cursor" ? new CursorExpired("Google asked for a full sync.") : new NotThere("The event is already gone.");
  if (status === 404) return new NotThere("Google does not know this calendar or event.");
  const { reason, message } = await errorReason(response);
  if (status === 429 || (status === 403 && reason !== null && RATE_LIMIT_REASONS.has(reason))) {
    return new ProviderBusy("Google asked Hangout to slow down; it tries again shortly.", retryAfterSeconds(response.headers.get("retry-after"), Date.now()));
  }
  if (status >= 500) return new ProviderDown(`Google answered ${status}; Hangout tries again shortly.`);
  return new SyncFailure(`Google refused the request (${status}${message ? `: ${message}` : ""}).`);
}

/**
 * One request to Google within the time budget; the answer's JSON (held to a calendar's size limit),
 * or the failure it stands for. A 204 answers null.
 */
export async function googleJson<T>(url: string, init: RequestInit, gone: "cursor" | "event" = "event"): Promise<T | null> {
  const signal = AbortSignal.timeout(GOOGLE_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal, redirect: "manual" });
  } catch {
    throw new ProviderDown(signal.aborted ? `Google did not answer within ${GOOGLE_TIMEOUT_MS / 1000} seconds.` : "Google could not be reached.");
  }
  if (response.status < 200 || response.status >= 300) {
    const failure = await failureOf(response, gone);
    throw failure;
  }
  if (response.status === 204) return null;
  const text = await readCapped(response);
  if (text.trim() === "") return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new SyncFailure("Google's answer could not be read.");
  }
}

export const bearer = (accessToken: string): Record<string, string> => ({ authorization: `Bearer ${accessToken}` });
