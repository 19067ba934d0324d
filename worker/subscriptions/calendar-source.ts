import { MAX_ICS_BYTES } from "../calendar/import-ics";

/*
 * Fetching a subscribed calendar's address: a 10 s budget for the whole exchange, the import's size
 * limit while streaming, at most three redirects (followed by hand, so a loop ends), and conditional
 * requests so an unchanged calendar costs one small response.
 */
const SYNC_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;

/** Why a sync failed, in words shown to the host on the connection. */
export class SyncFailure extends Error {}

export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

/** A changed calendar comes as one or more iCalendar texts (a CalDAV server answers one per event). */
export type SourceAnswer = { kind: "unchanged" } | ({ kind: "changed"; texts: string[] } & Validators);

/** webcal:// is https:// by another name (what Apple and Outlook links say). */
export const fetchableUrl = (address: string) => address.replace(/^webcal:\/\//i, "https://");

/** The response's text within the import's size limit; a SyncFailure past it or for text that is not UTF-8. */
export async function readCapped(response: Response): Promise<string> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > MAX_ICS_BYTES) throw new SyncFailure(`The calendar is larger than ${MAX_ICS_BYTES / 1024 / 1024} MB.`);
  const reader = response.body?.getReader();
  if (!reader) return "";
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ICS_BYTES) {
      await reader.cancel();
      throw new SyncFailure(`The calendar is larger than ${MAX_ICS_BYTES / 1024 / 1024} MB.`);
    }
    parts.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new SyncFailure("The address did not answer with a calendar (.ics).");
  }
}

async function fetchOnce(url: string, validators: Validators, signal: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { Accept: "text/calendar, */*;q=0.5", "User-Agent": "Hangout calendar sync" };
  if (validators.etag) headers["If-None-Match"] = validators.etag;
  if (validators.lastModified) headers["If-Modified-Since"] = validators.lastModified;
  try {
    return await fetch(url, { headers, redirect: "manual", signal });
  } catch {
    if (signal.aborted) throw new SyncFailure(`The calendar did not answer within ${SYNC_TIMEOUT_MS / 1000} seconds.`);
    throw new SyncFailure("The calendar's address could not be reached.");
  }
}

/** The calendar at `address`, or "unchanged" when the server says so; SyncFailure for anything else. */
export async function fetchCalendar(address: string, validators: Validators): Promise<SourceAnswer> {
  const signal = AbortSignal.timeout(SYNC_TIMEOUT_MS);
  let url = fetchableUrl(address);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const response = await fetchOnce(url, validators, signal);
    if (response.status === 304) return { kind: "unchanged" };
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url).toString();
      continue;
    }
    if (!response.ok) throw new SyncFailure(`The calendar's address answered ${response.status}.`);
    try {
      const text = await readCapped(response);
      return { kind: "changed", texts: [text], etag: response.headers.get("etag"), lastModified: response.headers.get("last-modified") };
    } catch (error) {
      if (signal.aborted) throw new SyncFailure(`The calendar did not answer within ${SYNC_TIMEOUT_MS / 1000} seconds.`);
      throw error;
    }
  }
  throw new SyncFailure("The calendar's address redirects too often.");
}
