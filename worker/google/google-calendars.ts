import type { ProviderCalendar } from "../calendar-connections/provider-contract";
import { SyncFailure } from "../subscriptions/calendar-source";
import type { GoogleConfig } from "./google-config";
import { bearer, googleJson } from "./google-fetch";
import type { GoogleCalendarList } from "./google-wire";

/** More calendars than anyone ticks; a bound on what one listing reads. */
const MAX_PAGES = 4;

/**
 * The account's address (its primary calendar's id is the account's address) and the calendars it
 * can read, primary first. Free/busy-only calendars are left out: their events cannot be synced.
 */
export async function googleAccount(config: GoogleConfig, accessToken: string): Promise<{ email: string; calendars: ProviderCalendar[] }> {
  const calendars: ProviderCalendar[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const query = new URLSearchParams({ minAccessRole: "reader", maxResults: "250" });
    if (pageToken) query.set("pageToken", pageToken);
    const answer = await googleJson<GoogleCalendarList>(`${config.calendarApiUrl}/users/me/calendarList?${query}`, { headers: bearer(accessToken) });
    if (!answer || !Array.isArray(answer.items)) throw new SyncFailure("Google's answer could not be read.");
    for (const entry of answer.items) {
      if (entry.deleted || entry.accessRole === "freeBusyReader") continue;
      calendars.push({
        id: entry.id,
        name: entry.summaryOverride ?? entry.summary,
        primary: entry.primary === true,
        writable: entry.accessRole === "writer" || entry.accessRole === "owner",
      });
    }
    pageToken = answer.nextPageToken;
    if (!pageToken) break;
  }
  const primary = calendars.find((calendar) => calendar.primary);
  if (!primary) throw new SyncFailure("Google did not name the account's primary calendar.");
  return { email: primary.id.toLowerCase(), calendars: [primary, ...calendars.filter((calendar) => calendar !== primary)] };
}
