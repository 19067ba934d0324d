import { type SQL, sql } from "drizzle-orm";
import { d1Statement } from "../db/d1-statements";
import { LEAD_TIME_EDGES, type InsightRange } from "../domain/insight-range";
import { type InsightScope, scopeAccess, scopedBookings } from "./insight-scope";

/*
 * Insights' reads (docs/INSIGHTS.md): each statement aggregates in SQL and answers a few rows, and all
 * of them go to D1 in one batch — one round trip for any range and team size. Every count follows one
 * rule: a booking counts once, by its start in the host's zone, in its final state (a reschedule moves
 * the row; a cancellation flips its status). "Booked" is every booking that was made (confirmed or
 * cancelled); requests still pending and declined ones are counted apart.
 */

/*
 * Status conditions are written `+b.status`: the unary plus keeps SQLite from reading them through the
 * (status, decision_deadline) index, which would visit every booking of that status in the database
 * rather than the scope's range of starts (docs/INSIGHTS.md, Query plans).
 */
const BOOKED = sql`+b.status in ('confirmed', 'cancelled')`;
/** The over-time stack a booking is in; declined requests are in none. */
const CATEGORY = (now: number) => sql`case when b.status = 'pending' then 'pending' when b.status = 'cancelled' then 'cancelled'
  when b.no_show is not null then 'no_show' when b.end_time <= ${now} then 'completed' else 'upcoming' end`;

/**
 * The booking's start as a local wall clock in epoch ms (start + the zone's offset then): the offsets
 * are the worker's own numbers (Temporal's), written into the statement as integer literals.
 */
function localStart(range: InsightRange): SQL {
  const whens = range.segments.slice(0, -1).map((segment) => `when b.start_time < ${Math.trunc(segment.end)} then ${Math.trunc(segment.offset)}`);
  const last = Math.trunc(range.segments.at(-1)?.offset ?? 0);
  return sql.raw(whens.length === 0 ? `(b.start_time + ${last})` : `(b.start_time + case ${whens.join(" ")} else ${last} end)`);
}

const DAY = 86_400_000;
/** The local day (epoch day) of the start; a week's bucket is its Monday (epoch day 4 was a Monday). */
const localDay = (range: InsightRange) => sql`(${localStart(range)} / ${sql.raw(String(DAY))})`;
const bucketOf = (range: InsightRange) => (range.bucket === "week" ? sql`(${localDay(range)} - ((${localDay(range)} + 3) % 7))` : localDay(range));

export interface InsightQuery {
  scope: InsightScope;
  viewerId: number;
  /** The session's token version, checked in the same batch (worker/auth/session-claims.ts). */
  tokenVersion: number;
  range: InsightRange;
  now: number;
}

const current = (query: InsightQuery) => scopedBookings(query.scope, query.viewerId, { start: query.range.start, end: query.range.end });

/** Whether the session still holds and what the viewer may read of the scope. */
const accessStatement = ({ scope, viewerId, tokenVersion }: InsightQuery) => sql`
  select (select 1 from users where id = ${viewerId} and token_version = ${tokenVersion}) as session_ok, ${scopeAccess(scope, viewerId)} as access`;

/** What the viewer can pick: their personal types, and each team they own or administer with its types and hosts (json(): a subquery's JSON stays JSON). */
const scopesStatement = ({ viewerId }: InsightQuery) => sql`
  select json_object(
    'types', json((select json_group_array(json_object('id', id, 'title', title)) from (select id, title from event_types where user_id = ${viewerId} and team_id is null order by title, id))),
    'teams', json((select json_group_array(json_object('id', t.id, 'name', t.name,
        'types', json((select json_group_array(json_object('id', id, 'title', title)) from (select id, title from event_types where team_id = t.id order by title, id))),
        'hosts', json((select json_group_array(json_object('id', id, 'username', username)) from (
          select u.id, u.username from team_members m join users u on u.id = m.user_id where m.team_id = t.id order by u.username)))))
      from teams t join team_members own on own.team_id = t.id and own.user_id = ${viewerId} and own.role in ('owner', 'admin')))) as scopes`;

/** The headline figures of the range and of the period before it, one row each. */
const totalsStatement = (query: InsightQuery) => sql`
  select case when b.start_time >= ${query.range.start} then 'current' else 'previous' end as period,
    coalesce(sum(${BOOKED}), 0) as booked,
    coalesce(sum(b.status = 'confirmed' and b.no_show is null and b.end_time <= ${query.now}), 0) as completed,
    coalesce(sum(b.status = 'confirmed' and b.no_show is null and b.end_time > ${query.now}), 0) as upcoming,
    coalesce(sum(b.status = 'cancelled'), 0) as cancelled,
    coalesce(sum(b.status = 'cancelled' and b.cancelled_by = 'booker'), 0) as cancelled_by_booker,
    coalesce(sum(b.status = 'cancelled' and b.cancelled_by = 'host'), 0) as cancelled_by_host,
    coalesce(sum(${BOOKED} and b.reschedule_count > 0), 0) as rescheduled,
    coalesce(sum(b.status = 'confirmed' and b.no_show = 'booker'), 0) as no_show_booker,
    coalesce(sum(b.status = 'confirmed' and b.no_show = 'host'), 0) as no_show_host,
    coalesce(sum(b.status = 'pending'), 0) as pending,
    coalesce(sum(b.status = 'declined'), 0) as declined,
    coalesce(sum(b.status = 'confirmed' and b.seat_uid is not null), 0) as seats_filled
  from bookings b where ${scopedBookings(query.scope, query.viewerId, { start: query.range.previous.start, end: query.range.end })}
  group by period`;

/** Seats: each seated time's capacity (its type's seats), for the times that still hold a seat. */
const seatCapacityStatement = (query: InsightQuery) => sql`
  select period, coalesce(sum(capacity), 0) as capacity from (
    select case when min(b.start_time) >= ${query.range.start} then 'current' else 'previous' end as period, max(t.seats) as capacity
    from bookings b join event_types t on t.id = b.event_type_id
    where ${scopedBookings(query.scope, query.viewerId, { start: query.range.previous.start, end: query.range.end })}
      and b.seat_uid is not null and +b.status = 'confirmed'
    group by b.seat_uid)
  group by period`;

/** Bookings per local day or week, by final state. */
const overTimeStatement = (query: InsightQuery) => sql`
  select ${bucketOf(query.range)} as bucket, ${CATEGORY(query.now)} as category, count(*) as n
  from bookings b where ${current(query)} and +b.status <> 'declined'
  group by bucket, category`;

/** Per booking type: booked, cancelled and no-shows; the bookings of deleted types are one row without an id. */
const byTypeStatement = (query: InsightQuery) => sql`
  select b.event_type_id as type_id, t.title as title,
    sum(${BOOKED}) as booked, sum(b.status = 'cancelled') as cancelled, sum(b.status = 'confirmed' and b.no_show is not null) as no_show
  from bookings b left join event_types t on t.id = b.event_type_id
  where ${current(query)} and ${BOOKED}
  group by b.event_type_id order by booked desc, title`;

/** Per host (a collective booking counts for each of its hosts): booked, completed, cancelled and no-shows. */
const byHostStatement = (query: InsightQuery) => sql`
  with scoped as (select b.id, b.host_user_id, b.status, b.end_time, b.no_show from bookings b where ${current(query)} and ${BOOKED})
  select h.user_id as user_id, u.username as username, count(*) as booked,
    sum(h.status = 'confirmed' and h.no_show is null and h.end_time <= ${query.now}) as completed,
    sum(h.status = 'cancelled') as cancelled, sum(h.status = 'confirmed' and h.no_show is not null) as no_show
  from (select host_user_id as user_id, status, end_time, no_show from scoped
        union all select bh.user_id, s.status, s.end_time, s.no_show from scoped s join booking_hosts bh on bh.booking_id = s.id) h
  join users u on u.id = h.user_id
  group by h.user_id order by booked desc, username`;

/** Round-robin: what each host holds of each round-robin type (as assignment counts: bookings holding their time). */
const roundRobinHeldStatement = (query: InsightQuery) => sql`
  select b.event_type_id as type_id, b.host_user_id as user_id, count(*) as held
  from bookings b join event_types t on t.id = b.event_type_id and t.assignment = 'round-robin'
  where ${current(query)} and +b.status in ('confirmed', 'pending')
  group by b.event_type_id, b.host_user_id`;

/** Round-robin types' hosts and weights now (equal unless the type uses weights), for the types the scope's bookings are of. */
const roundRobinWeightsStatement = (query: InsightQuery) => sql`
  select h.event_type_id as type_id, h.user_id as user_id, case when t.use_weights then h.weight else 1 end as weight
  from event_type_hosts h join event_types t on t.id = h.event_type_id and t.assignment = 'round-robin'
  where h.event_type_id in (select distinct b.event_type_id from bookings b where ${current(query)} and +b.status in ('confirmed', 'pending'))`;

/** How long before the start people booked: a histogram over LEAD_TIME_EDGES. */
const leadTimeStatement = (query: InsightQuery) => {
  const lead = sql`(b.start_time - b.created_at)`;
  const whens = LEAD_TIME_EDGES.map((edge, index) => sql`when ${lead} < ${edge} then ${index}`);
  return sql`
    select case ${sql.join(whens, sql` `)} else ${LEAD_TIME_EDGES.length} end as bucket, count(*) as n
    from bookings b where ${current(query)} and ${BOOKED}
    group by bucket`;
};

/** Booked starts by local weekday (0 = Sunday) and hour. */
const heatmapStatement = (query: InsightQuery) => sql`
  select ((${localDay(query.range)} + 4) % 7) as weekday, ((${localStart(query.range)} % ${sql.raw(String(DAY))}) / 3600000) as hour, count(*) as n
  from bookings b where ${current(query)} and ${BOOKED}
  group by weekday, hour`;

/** A booking type's choice questions (single choice, checkbox): how often each answer was given. */
const answersStatement = (query: InsightQuery, typeId: number) => sql`
  select json_extract(a.value, '$.label') as question, json_extract(a.value, '$.value') as answer, count(*) as n
  from bookings b, json_each(b.answers) a
  where ${current(query)} and ${BOOKED}
    and json_extract(a.value, '$.label') in (select json_extract(q.value, '$.label') from event_types t, json_each(t.questions) q
      where t.id = ${typeId} and json_extract(q.value, '$.kind') in ('single_choice', 'checkbox'))
  group by question, answer order by question, n desc, answer`;

/** The batch's statements by name, in the order they run. */
export function insightStatements(d1: D1Database, query: InsightQuery) {
  const statements = {
    access: accessStatement(query),
    scopes: scopesStatement(query),
    totals: totalsStatement(query),
    seatCapacity: seatCapacityStatement(query),
    overTime: overTimeStatement(query),
    byType: byTypeStatement(query),
    byHost: byHostStatement(query),
    roundRobinHeld: roundRobinHeldStatement(query),
    roundRobinWeights: roundRobinWeightsStatement(query),
    leadTime: leadTimeStatement(query),
    heatmap: heatmapStatement(query),
    answers: query.scope.kind === "type" ? answersStatement(query, query.scope.typeId) : sql`select null as question, null as answer, 0 as n where 0`,
  };
  const names = Object.keys(statements) as (keyof typeof statements)[];
  return { names, statements: names.map((name) => d1Statement(d1, statements[name])) };
}
