import { createTableRelationsHelpers, extractTablesRelationalConfig, type ExtractTablesWithRelations } from "drizzle-orm";
import { DrizzleD1Database, SQLiteD1Session } from "drizzle-orm/d1";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import * as schema from "../../drizzle/schema";
import type { Db } from "../env";

type Tables = ExtractTablesWithRelations<typeof schema>;

/*
 * What drizzle(d1, { schema }) derives from the schema on every call, derived once per isolate:
 * walking every table and relation took a sizeable share of a public read's CPU.
 */
const tablesConfig = extractTablesRelationalConfig<Tables>(schema, createTableRelationsHelpers);
const relationalSchema = { fullSchema: schema, schema: tablesConfig.tables, tableNamesMap: tablesConfig.tableNamesMap };
const dialect = new SQLiteAsyncDialect();

/** The app's typed database over a D1 binding or session: drizzle(d1, { schema }) without its per-call setup. */
export function databaseOver(d1: D1Database): Db {
  const session = new SQLiteD1Session<typeof schema, Tables>(d1, dialect, relationalSchema, {});
  const db = new DrizzleD1Database<typeof schema>("async", dialect, session, relationalSchema);
  return Object.assign(db, { $client: d1 });
}
