import { sql } from "drizzle-orm";
import { type BookingChange, hostsOfBooking } from "../booking-change/booking-change";
import { d1Statement } from "../db/d1-statements";
import type { WebhookEventType } from "../domain/webhook-payload";

const EVENT_OF_CHANGE: Record<BookingChange["kind"], WebhookEventType | null> = {
  created: "booking.created",
  rescheduled: "booking.rescheduled",
  cancelled: "booking.cancelled",
  no_show: "booking.no_show",
  // A request is no booking yet: its approval is its "booking.created".
  requested: null,
  declined: null,
};

/** Hangout-Event-Id: one per event, the same for every endpoint and every attempt. */
export const newWebhookEventId = () => `evt_${crypto.randomUUID().replaceAll("-", "")}`;

/** Endpoints that subscribed to `type`, by the alias `e`. */
const subscribed = (type: WebhookEventType) => sql`exists (select 1 from json_each(e.events) where json_each.value = ${type})`;

/** The booking's hosts, first host first, as `[{ username, email }]` for the payload. */
const hostList = sql`json((select json_group_array(json_object('username', hu.username, 'email', hu.email))
  from (select username, email from users where id in (${hostsOfBooking(sql`changed.id`)}) order by id) hu))`;

/**
 * The zone the payload's local times are in: the personal type's schedule's; for a team type, the
 * endpoint owner's schedule for it (their default one, the lowest id, when they chose none).
 */
const zoneOfEndpointHost = sql`case when t.team_id is null then coalesce(s.timezone, 'UTC') else coalesce(
  (select hs.timezone from schedules hs where hs.id = coalesce(
    (select eh.schedule_id from event_type_hosts eh where eh.event_type_id = t.id and eh.user_id = e.user_id),
    (select min(ds.id) from schedules ds where ds.user_id = e.user_id))), 'UTC') end`;

/**
 * A seat's time as the change left it (docs/SEATS.md): the seats holding it and the type's capacity;
 * null for a booking without seats. A seat is never a pending request (a type with seats cannot
 * require confirmation), so the confirmed ones are those holding the time.
 */
const seatCount = sql`case when changed.seat_uid is null then null else json_object(
  'taken', (select count(*) from bookings sb where sb.seat_uid = changed.seat_uid and sb.status = 'confirmed'),
  'capacity', t.seats) end`;

/**
 * The webhook deliveries of one booking change, for the change's own batch: one row per endpoint of
 * every host of the booking (and of the host it left, `formerHostUserId`) that subscribed to the event, with the booking as it is after the change
 * (the payload's facts, its hosts among them), written only where `change.bookingRow` finds the
 * booking, so a change that did not happen sends nothing. A booking is created and cancelled once:
 * a repeated cancellation writes no second event to an endpoint. The statements return no rows, so
 * they can follow any batch's RETURNING statements.
 */
export function webhookStatements(d1: D1Database, change: BookingChange): D1PreparedStatement[] {
  const type = EVENT_OF_CHANGE[change.kind];
  if (type === null) return [];
  const once =
    change.kind === "rescheduled" || change.kind === "no_show"
      ? sql`1`
      : sql`not exists (select 1 from webhook_deliveries d where d.booking_id = changed.id and d.event_type = ${type} and d.endpoint_id = e.id)`;
  return [
    d1Statement(d1, sql`
      insert into webhook_deliveries (endpoint_id, user_id, url, secret_sealed, booking_id, event_id, event_type, snapshot, next_attempt_at, created_at)
      select e.id, e.user_id, e.url, e.secret_sealed, changed.id, ${newWebhookEventId()}, ${type},
        json_object('created', ${change.now}, 'booking', json_object(
          'id', changed.id, 'status', changed.status, 'slug', t.slug, 'title', changed.title,
          'start', changed.start_time, 'end', changed.end_time, 'timeZone', ${zoneOfEndpointHost}, 'hosts', ${hostList},
          'bookerName', changed.booker_name, 'bookerEmail', changed.booker_email, 'answers', json(changed.answers),
          'previousStart', ${change.previous?.startTime ?? null}, 'previousEnd', ${change.previous?.endTime ?? null},
          'location', changed.location, 'locationKind', changed.location_kind, 'meetingUrl', changed.meeting_url,
          'seats', ${seatCount}${change.kind === "no_show" ? sql`, 'noShow', changed.no_show` : sql``})),
        ${change.now}, ${change.now}
      from (select * from bookings where ${change.bookingRow}) changed
      join webhook_endpoints e on e.user_id in (${hostsOfBooking(sql`changed.id`)}${change.formerHostUserId === undefined ? sql`` : sql` union select ${change.formerHostUserId}`})
      left join event_types t on t.id = changed.event_type_id
      left join schedules s on s.id = t.schedule_id
      where ${subscribed(type)} and ${once}`),
  ];
}

/** A `ping` for one endpoint ("Send test", or when it is added or resumed); returns the delivery's id. */
export function pingStatement(d1: D1Database, endpointId: number, now: number): D1PreparedStatement {
  return d1Statement(d1, sql`
    insert into webhook_deliveries (endpoint_id, user_id, url, secret_sealed, event_id, event_type, snapshot, next_attempt_at, created_at)
    select e.id, e.user_id, e.url, e.secret_sealed, ${newWebhookEventId()}, 'ping', json_object('created', ${now}, 'booking', null), ${now}, ${now}
    from webhook_endpoints e where e.id = ${endpointId}
    returning id`);
}
