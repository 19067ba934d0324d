import type { ChangeSet } from "../calendar-connections/provider-contract";
import { bearer } from "../calendar-connections/provider-fetch";
import { MAX_SUBSCRIPTION_BUSY } from "../domain/subscription-busy";
import type { Interval } from "../domain/intervals";
import { SyncFailure } from "../subscriptions/calendar-source";
import type { MicrosoftConfig } from "./microsoft-config";
import { busyOfGraphEvent } from "./microsoft-event-busy";
import { graphJson, graphLink } from "./microsoft-fetch";
import type { GraphEvent, GraphPage } from "./microsoft-wire";

/** Graph's page size for calendarView/delta is asked for with odata.maxpagesize. */
const PAGE_SIZE = 200;
/** Pages one sync reads: past the busy times a calendar may hold, it is refused like an over-busy subscription. */
const MAX_PAGES = Math.ceil(MAX_SUBSCRIPTION_BUSY / PAGE_SIZE) + 1;

/** Times come in UTC, so no Windows zone name needs reading for them. */
const PREFER = `outlook.timezone="UTC", odata.maxpagesize=${PAGE_SIZE}`;

/**
 * A calendar's events in `range` (full, when the delta link is null) or those changed since the delta
 * link (incremental), as busy changes: GET calendarView/delta, following @odata.nextLink to the last
 * page's @odata.deltaLink, the next sync's cursor. The delta link keeps the window it was started with,
 * which the daily full read moves on (calendar-connections/connection-sync.ts). CursorExpired on 410
 * or syncStateNotFound: the caller reads everything again.
 */
export async function readMicrosoftChanges(config: MicrosoftConfig, accessToken: string, calendarId: string, deltaLink: string | null, range: Interval): Promise<ChangeSet> {
  const changes: ChangeSet["changes"] = [];
  const query = new URLSearchParams({ startDateTime: new Date(range.start).toISOString(), endDateTime: new Date(range.end).toISOString() });
  let next = deltaLink === null ? `${config.graphUrl}/me/calendars/${encodeURIComponent(calendarId)}/calendarView/delta?${query}` : graphLink(config.graphUrl, deltaLink);
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await graphJson<GraphPage<GraphEvent>>(next, { headers: { ...bearer(accessToken), prefer: PREFER } }, "cursor");
    if (!answer || !Array.isArray(answer.value)) throw new SyncFailure("Microsoft's answer could not be read.");
    for (const event of answer.value) {
      if (typeof event.id === "string") changes.push({ externalId: event.id, busy: busyOfGraphEvent(event, range) });
    }
    const cursor = answer["@odata.deltaLink"];
    if (cursor) return { full: deltaLink === null, changes, cursor: graphLink(config.graphUrl, cursor) };
    const nextLink = answer["@odata.nextLink"];
    if (!nextLink) throw new SyncFailure("Microsoft's answer could not be read.");
    next = graphLink(config.graphUrl, nextLink);
  }
  throw new SyncFailure(`The calendar has more than ${MAX_SUBSCRIPTION_BUSY} busy times in the next 12 months.`);
}
