import { BOOKING_HORIZON_MS } from "../domain/booking-limits";
import { DAY_MS } from "../domain/calendar-days";
import type { Interval } from "../domain/intervals";

/** The cron syncs a calendar this long after its last attempt. */
export const SYNC_INTERVAL_MS = 15 * 60_000;
/** After this many failed syncs in a row the host is told (mail and banner), and told again when it recovers. */
export const FAILURES_BEFORE_WARNING = 3;
/** Busy time is kept from a day ago (a slot's read margin) to the booking horizon. */
export const busyRange = (now: number): Interval => ({ start: now - DAY_MS, end: now + BOOKING_HORIZON_MS });
