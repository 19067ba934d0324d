import { fetchCalendarObjects, isCollectionDirty } from "tsdav";
import type { Interval } from "../domain/intervals";
import { type SourceAnswer, SyncFailure } from "../subscriptions/calendar-source";
import { type DavCredentials, davFetch, davHeaders } from "./dav-fetch";

/**
 * A CalDAV calendar's events over `range`, or "unchanged" when its CTag is the one seen last time:
 * an unchanged calendar costs one small PROPFIND. The events come in one calendar-query REPORT.
 */
export async function fetchCalDavCalendar(credentials: DavCredentials, calendarUrl: string, ctag: string | null, range: Interval): Promise<SourceAnswer> {
  const fetch = davFetch();
  const headers = davHeaders(credentials);
  try {
    const { isDirty, newCtag } = await isCollectionDirty({ collection: { url: calendarUrl, ctag: ctag ?? undefined }, headers, fetch });
    if (!isDirty) return { kind: "unchanged" };
    const objects = await fetchCalendarObjects({
      calendar: { url: calendarUrl },
      timeRange: { start: new Date(range.start).toISOString(), end: new Date(range.end).toISOString() },
      useMultiGet: false,
      headers,
      fetch,
    });
    const texts = objects.map((object) => object.data).filter((data): data is string => typeof data === "string");
    return { kind: "changed", texts, etag: newCtag ?? null, lastModified: null };
  } catch (error) {
    if (error instanceof SyncFailure) throw error;
    throw new SyncFailure("The CalDAV server's answer could not be read.");
  }
}
