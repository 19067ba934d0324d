import { hostSlots, type HostSlotQuery } from "./host-slots";
import type { PageContext } from "./page-context";
import { teamSlots } from "./team-slots";

/** Slot starts of a booking page, personal or team, within the query's range. */
export function pageSlots(page: PageContext, query: HostSlotQuery): number[] {
  return page.kind === "personal" ? hostSlots(page.context, query) : teamSlots(page.context, query).map((slot) => slot.start);
}

/**
 * The zone a page shows times in when the visitor's is unknown: its host's schedule's; a team page's
 * first host's (UTC when it has none).
 */
export function pageZone(page: PageContext): string {
  return page.kind === "personal" ? page.context.schedule.timezone : (page.context.hosts[0]?.schedule.timezone ?? "UTC");
}
