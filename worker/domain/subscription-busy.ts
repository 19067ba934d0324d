import { type CalendarEntry, calendarEntryOf } from "./calendar-entry";
import { busyFromEvents } from "./busy-from-events";
import type { ImportedEvent } from "./ics/ics-event-rows";
import { type Interval, mergeIntervals } from "./intervals";

/** Far above a busy real calendar over a year, far below what slows a booking page's read. */
export const MAX_SUBSCRIPTION_BUSY = 20_000;

export class SubscriptionTooBusy extends Error {
  constructor() {
    super(`The calendar has more than ${MAX_SUBSCRIPTION_BUSY} busy times in the next 12 months.`);
  }
}

/**
 * A subscribed calendar's event as a calendar entry: busy ones block, all-day ones included (a
 * day marked busy elsewhere is a day away); free (TRANSP:TRANSPARENT) ones never do. Cancelled
 * events never reach here: the reader drops them.
 */
const entryOf = (event: ImportedEvent): CalendarEntry => ({ ...calendarEntryOf(event, false), type: "blocked" });

/** The busy time a subscribed calendar's events add within `range`, merged; SubscriptionTooBusy past the bound. */
export function subscriptionBusy(events: readonly ImportedEvent[], range: Interval): Interval[] {
  const busy = mergeIntervals(busyFromEvents(events.map(entryOf), range));
  if (busy.length > MAX_SUBSCRIPTION_BUSY) throw new SubscriptionTooBusy();
  return busy;
}
