import type { ChangeSet } from "../calendar-connections/provider-contract";
import { SyncFailure } from "../subscriptions/calendar-source";
import type { Interval } from "../domain/intervals";
import { MAX_SUBSCRIPTION_BUSY } from "../domain/subscription-busy";
import type { GoogleConfig } from "./google-config";
import { busyOfGoogleEvent } from "./google-event-busy";
import { bearer, googleJson } from "./google-fetch";
import type { GoogleEventsPage } from "./google-wire";

/** Google's largest page. */
const PAGE_SIZE = 2500;
/** Pages one sync reads: past the busy times a calendar may hold, it is refused like an over-busy subscription. */
const MAX_PAGES = Math.ceil(MAX_SUBSCRIPTION_BUSY / PAGE_SIZE) + 1;

const eventsUrl = (config: GoogleConfig, calendarId: string) => `${config.calendarApiUrl}/calendars/${encodeURIComponent(calendarId)}/events`;

/**
 * A calendar's events since `syncToken` (incremental), or all of them from `range.start` on (full, when
 * the token is null), as busy changes. Recurring events come expanded (`singleEvents=true`): each
 * occurrence, moved occurrence and cancelled occurrence is an event of its own, so exceptions need no
 * recurrence rules here. CursorExpired on 410 Gone: the caller reads everything again.
 */
export async function readGoogleChanges(config: GoogleConfig, accessToken: string, calendarId: string, syncToken: string | null, range: Interval): Promise<ChangeSet> {
  const changes: ChangeSet["changes"] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const query = new URLSearchParams({ singleEvents: "true", maxResults: String(PAGE_SIZE) });
    // Google refuses timeMin beside a syncToken: an incremental read answers every change.
    if (syncToken === null) query.set("timeMin", new Date(range.start).toISOString());
    else query.set("syncToken", syncToken);
    if (pageToken) query.set("pageToken", pageToken);
    const answer = await googleJson<GoogleEventsPage>(`${eventsUrl(config, calendarId)}?${query}`, { headers: bearer(accessToken) }, "cursor");
    if (!answer || !Array.isArray(answer.items)) throw new SyncFailure("Google's answer could not be read.");
    const zone = answer.timeZone ?? "UTC";
    for (const event of answer.items) {
      if (typeof event.id === "string") changes.push({ externalId: event.id, busy: busyOfGoogleEvent(event, zone, range) });
    }
    if (answer.nextSyncToken) return { full: syncToken === null, changes, cursor: answer.nextSyncToken };
    if (!answer.nextPageToken) throw new SyncFailure("Google's answer could not be read.");
    pageToken = answer.nextPageToken;
  }
  throw new SyncFailure(`The calendar has more than ${MAX_SUBSCRIPTION_BUSY} busy times in the next 12 months.`);
}
