import type { Db } from "../env";
import { databaseOver } from "./database";

/** A session seen as a database, for code written against the binding (drizzle, D1 batches). */
function sessionDatabase(session: D1DatabaseSession, binding: D1Database): D1Database {
  return {
    prepare: (query) => session.prepare(query),
    batch: (statements) => session.batch(statements),
    // Neither is used on these paths; they go to the binding, outside the session.
    exec: (query) => binding.exec(query),
    dump: () => binding.dump(),
    withSession: (constraint) => binding.withSession(constraint),
  };
}

/**
 * The app's database over one D1 session (read replication's Sessions API): every read and batch of
 * a use case, drizzle's and raw D1 statements alike (`db.$client`), runs in it.
 */
export const sessionDb = (binding: D1Database, session: D1DatabaseSession): Db => databaseOver(sessionDatabase(session, binding));
