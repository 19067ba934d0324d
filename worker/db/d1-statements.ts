import type { SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";

const dialect = new SQLiteAsyncDialect();

/*
 * drizzle 0.45 cannot put a raw `sql` statement with parameters into `db.batch` on D1 (its raw
 * query has no prepared statement to bind), so the guarded writes are turned into plain D1
 * statements and run with D1's own batch — still one round trip, still one transaction.
 */
export function d1Statement(d1: D1Database, query: SQL | { toSQL(): { sql: string; params: unknown[] } }): D1PreparedStatement {
  const { sql, params } = "toSQL" in query ? query.toSQL() : dialect.sqlToQuery(query);
  return d1.prepare(sql).bind(...params);
}

/** Ids from each statement's RETURNING rows, statement by statement. */
export async function batchReturningIds(d1: D1Database, statements: D1PreparedStatement[]): Promise<number[][]> {
  const results = await d1.batch<{ id: number }>(statements);
  return results.map((result) => result.results.map((row) => row.id));
}
