import { sql } from "drizzle-orm";
import { type BookingChange, hostsOfBooking } from "../booking-change/booking-change";
import { d1Statement } from "../db/d1-statements";

/**
 * For the booking change's own batch (created, rescheduled, cancelled alike): one calendar write per
 * CalDAV account of every host of the booking that writes bookings, and per account that already
 * holds this booking's event (a host it moved away from included). Written only when the change took
 * effect; each statement returns the new rows' ids for the queue.
 */
export function calendarWriteStatements(d1: D1Database, change: BookingChange): D1PreparedStatement[] {
  return [
    d1Statement(d1, sql`
      with b as (select id from bookings where ${change.bookingRow})
      insert into caldav_writes (booking_id, account_id)
      select b.id, a.id from b join caldav_accounts a on a.user_id in (${hostsOfBooking(sql`b.id`)})
      where a.write_calendar_url is not null
      union select b.id, e.account_id from b join caldav_events e on e.booking_id = b.id
      returning id`),
  ];
}
