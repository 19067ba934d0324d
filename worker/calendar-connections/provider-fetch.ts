import { readCapped, SyncFailure } from "../subscriptions/calendar-source";
import { ProviderDown } from "./provider-errors";

/** The same budget as any calendar read: a slow provider never holds a request or the cron for long. */
const PROVIDER_TIMEOUT_MS = 10_000;
/** Quota errors say to wait; when they do not say how long, this. */
const DEFAULT_RETRY_AFTER_SECONDS = 30;

/** Retry-After in seconds (a number or an HTTP date), or the default. */
export function retryAfterSeconds(header: string | null, now: number): number {
  if (header === null) return DEFAULT_RETRY_AFTER_SECONDS;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? DEFAULT_RETRY_AFTER_SECONDS : Math.max(0, Math.ceil((date - now) / 1000));
}

/** An error answer's JSON body, or null when it has none that reads. */
export async function errorBody<T>(response: Response): Promise<Partial<T> | null> {
  try {
    return JSON.parse(await readCapped(response)) as Partial<T>;
  } catch {
    return null;
  }
}

/**
 * One request to a provider within the time budget; the answer's JSON (held to a calendar's size
 * limit), or the failure `failureOf` reads from an answer that is not 2xx. A 204 answers null.
 */
export async function providerJson<T>(providerName: string, url: string, init: RequestInit, failureOf: (response: Response) => Promise<SyncFailure>): Promise<T | null> {
  const signal = AbortSignal.timeout(PROVIDER_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal, redirect: "manual" });
  } catch {
    throw new ProviderDown(signal.aborted ? `${providerName} did not answer within ${PROVIDER_TIMEOUT_MS / 1000} seconds.` : `${providerName} could not be reached.`);
  }
  if (response.status < 200 || response.status >= 300) throw await failureOf(response);
  if (response.status === 204) return null;
  const text = await readCapped(response);
  if (text.trim() === "") return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new SyncFailure(`${providerName}'s answer could not be read.`);
  }
}

export const bearer = (accessToken: string): Record<string, string> => ({ authorization: `Bearer ${accessToken}` });
