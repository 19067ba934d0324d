import { createAccount, fetchCalendars } from "tsdav";
import { SyncFailure } from "../subscriptions/calendar-source";
import { type DavCredentials, davFetch, davHeaders } from "./dav-fetch";

export interface DiscoveredCalendar {
  url: string;
  name: string;
}

/** A calendar's name as the server gives it, else the last part of its address. */
function nameOf(displayName: unknown, url: string): string {
  if (typeof displayName === "string" && displayName.trim()) return displayName.trim().slice(0, 100);
  return decodeURIComponent(new URL(url).pathname.split("/").filter(Boolean).pop() ?? url).slice(0, 100);
}

/**
 * The account's calendars that hold events (RFC 6764 discovery from the server address: well-known
 * URL, principal, calendar home). A wrong password or an unreachable server is a SyncFailure in
 * words for the host.
 */
export async function discoverCalendars(credentials: DavCredentials): Promise<DiscoveredCalendar[]> {
  const fetch = davFetch();
  const headers = davHeaders(credentials);
  try {
    const account = await createAccount({ account: { serverUrl: credentials.serverUrl, accountType: "caldav" }, headers, fetch });
    const calendars = await fetchCalendars({ account, headers, fetch });
    return calendars
      .filter((calendar) => !calendar.components || calendar.components.includes("VEVENT"))
      .map((calendar) => ({ url: calendar.url, name: nameOf(calendar.displayName, calendar.url) }));
  } catch (error) {
    if (error instanceof SyncFailure) throw error;
    throw new SyncFailure("No CalDAV calendars were found at this address.");
  }
}
