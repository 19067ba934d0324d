import { sql } from "drizzle-orm";
import { type BookingChange, hostsOfBooking } from "../booking-change/booking-change";
import { d1Statement } from "../db/d1-statements";

/**
 * For the booking change's own batch (created, rescheduled, cancelled alike): two statements, one calendar write per
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
    // The same for the host's connected provider calendars (docs/CALENDAR-PROVIDERS.md), a broken connection's too: its writes wait for the reconnect.
    d1Statement(d1, sql`
      with b as (select id from bookings where ${change.bookingRow})
      insert into provider_writes (booking_id, connection_id)
      select b.id, c.id from b join calendar_connections c on c.user_id in (${hostsOfBooking(sql`b.id`)})
      where c.write_calendar_id is not null
      union select b.id, e.connection_id from b join provider_events e on e.booking_id = b.id
      returning id`),
  ];
}

/** The ids calendarWriteStatements' statements returned, in their order (any number of changes): CalDAV writes, then provider writes, by turns. */
export function splitCalendarWriteIds(ids: readonly (readonly number[])[]): { caldav: number[]; provider: number[] } {
  return { caldav: ids.filter((_, index) => index % 2 === 0).flat(), provider: ids.filter((_, index) => index % 2 === 1).flat() };
}
