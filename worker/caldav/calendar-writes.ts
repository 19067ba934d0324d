import { sql } from "drizzle-orm";
import type { BookingChange } from "../booking-change/booking-change";
import { d1Statement } from "../db/d1-statements";

/**
 * For the booking change's own batch (created, rescheduled, cancelled alike): one calendar write per
 * CalDAV account of the host that writes bookings, or already holds this booking's event. Written
 * only when the change took effect; each statement returns the new rows' ids for the queue.
 */
export function calendarWriteStatements(d1: D1Database, change: BookingChange): D1PreparedStatement[] {
  return [
    d1Statement(d1, sql`
      insert into caldav_writes (booking_id, account_id)
      select b.id, a.id from (select id, host_user_id from bookings where ${change.bookingRow}) b
      join caldav_accounts a on a.user_id = b.host_user_id
      where a.write_calendar_url is not null
        or exists (select 1 from caldav_events e where e.booking_id = b.id and e.account_id = a.id)
      returning id`),
  ];
}
