import type { Interval } from "../domain/intervals";

/*
 * A connected calendar's busy time in subscription_busy, the one table the booking page reads it from
 * (its triggers bump the host's availability version). A whole-calendar sync replaces it; a
 * connection's incremental sync changes it one provider event (`externalId`) at a time.
 */

/** Rows per statement: one JSON parameter well inside D1's value size limit. */
const ROWS_PER_STATEMENT = 5000;

const INSERT_BUSY = `
  insert into subscription_busy (subscription_id, user_id, start_time, end_time, external_id)
  select ?1, ?2, json_extract(j.value, '$[0]'), json_extract(j.value, '$[1]'), json_extract(j.value, '$[2]') from json_each(?3) j`;

const DELETE_EVENTS = `
  delete from subscription_busy where subscription_id = ?1 and external_id in (select value from json_each(?2))`;

export type StoredBusy = Interval & { externalId: string | null };

function chunks<T>(items: readonly T[]): T[][] {
  const parts: T[][] = [];
  for (let from = 0; from < items.length; from += ROWS_PER_STATEMENT) parts.push(items.slice(from, from + ROWS_PER_STATEMENT));
  return parts;
}

export const clearBusyStatement = (d1: D1Database, subscriptionId: number) => d1.prepare("delete from subscription_busy where subscription_id = ?").bind(subscriptionId);

export const insertBusyStatements = (d1: D1Database, subscription: { id: number; userId: number }, busy: readonly StoredBusy[]): D1PreparedStatement[] =>
  chunks(busy).map((chunk) => d1.prepare(INSERT_BUSY).bind(subscription.id, subscription.userId, JSON.stringify(chunk.map(({ start, end, externalId }) => [start, end, externalId]))));

export const removeEventsStatements = (d1: D1Database, subscriptionId: number, externalIds: readonly string[]): D1PreparedStatement[] =>
  chunks(externalIds).map((chunk) => d1.prepare(DELETE_EVENTS).bind(subscriptionId, JSON.stringify(chunk)));

/** The stored count, for the connection's "busy times" line, read inside the batch after the changes. */
export const busyCountSql = (subscriptionId: number) => `(select count(*) from subscription_busy where subscription_id = ${Number(subscriptionId)})`;
