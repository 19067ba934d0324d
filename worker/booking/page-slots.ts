import { type HostOffer, hostOffer, type HostSlotQuery } from "./host-slots";
import type { PageContext } from "./page-context";
import { teamSlots } from "./team-slots";

/** Slot starts of a booking page, personal or team, within the query's range; seats left at each for a seated type (only personal ones have seats). */
export function pageOffer(page: PageContext, query: HostSlotQuery): HostOffer {
  return page.kind === "personal" ? hostOffer(page.context, query) : { starts: teamSlots(page.context, query).map((slot) => slot.start) };
}

/** Slot starts of a booking page, personal or team, within the query's range. */
export const pageSlots = (page: PageContext, query: HostSlotQuery): number[] => pageOffer(page, query).starts;

/**
 * The zone a page shows times in when the visitor's is unknown: its host's schedule's; a team page's
 * first host's (UTC when it has none).
 */
export function pageZone(page: PageContext): string {
  return page.kind === "personal" ? page.context.schedule.timezone : (page.context.hosts[0]?.schedule.timezone ?? "UTC");
}
