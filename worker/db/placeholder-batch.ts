import { fillPlaceholders } from "drizzle-orm";
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import type { Db } from "../env";

/** What drizzle's batch keeps of a statement: its SQL with parameters, and how its rows map back. */
interface PreparedStatement {
  getQuery(): { sql: string; params: unknown[] };
  mapResult(result: unknown, isFromBatch?: boolean): unknown;
}

/** A drizzle statement builder that can derive its prepared form (selects, and writes with returning). */
type Preparable = BatchItem<"sqlite"> & { prepare(): PreparedStatement };

/** Each statement's prepared form, derived on its first run: a statement built once per isolate is prepared once. */
const preparedForms = new WeakMap<Preparable, PreparedStatement>();

function preparedForm(statement: Preparable): PreparedStatement {
  let prepared = preparedForms.get(statement);
  if (!prepared) {
    prepared = statement.prepare();
    preparedForms.set(statement, prepared);
  }
  return prepared;
}

/**
 * ONE D1 batch, as drizzle's `db.batch`, of statements whose `sql.placeholder`s are filled from
 * `values`. drizzle's batch builds every statement's SQL again on each call; statements built once
 * per isolate with placeholders (`builtOnce`) are built and prepared once, and a hot read pays only
 * for binding its values and mapping its rows (building was a sizeable share of a public
 * read's CPU).
 */
export async function batchWithValues<T extends readonly [Preparable, ...Preparable[]]>(
  db: Db,
  statements: T,
  values: Record<string, unknown>,
): Promise<BatchResponse<T>> {
  const [response] = await batchEachWithValues(db, statements, [values]);
  return response!;
}

/**
 * The same statements once per set of values, all in ONE D1 batch (one round trip however many
 * sets): each set's results, in the sets' order.
 */
export async function batchEachWithValues<T extends readonly [Preparable, ...Preparable[]]>(
  db: Db,
  statements: T,
  valueSets: readonly Record<string, unknown>[],
): Promise<BatchResponse<T>[]> {
  const prepared = statements.map(preparedForm);
  const d1 = db.$client;
  const results = await d1.batch(
    valueSets.flatMap((values) =>
      prepared.map((statement) => {
        const { sql, params } = statement.getQuery();
        return d1.prepare(sql).bind(...fillPlaceholders(params, values));
      }),
    ),
  );
  return valueSets.map(
    (_, set) => prepared.map((statement, index) => statement.mapResult(results[set * prepared.length + index], true)) as BatchResponse<T>,
  );
}

/**
 * Statements built on their first use, with that request's database, and kept for the isolate's
 * life: their SQL must take every value through a placeholder (run them with `batchWithValues`).
 */
export function builtOnce<T>(build: (db: Db) => T): (db: Db) => T {
  let built: T | undefined;
  return (db) => (built ??= build(db));
}
