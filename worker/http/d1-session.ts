import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { AppEnv, Db } from "../env";
import { sessionDb } from "../db/session-database";

/*
 * D1 read replication (Sessions API). Public reads run in a session that may be served by the
 * replica nearest the visitor; a booking or cancellation runs on the primary, and its session's
 * bookmark goes back to the visitor's browser in a cookie, so that browser's next reads start at a
 * replica that has seen its own write (the booked slot is gone from the very next month view).
 */
const BOOKMARK_COOKIE = "hangout_d1_bookmark";
/** A bookmark only has to outlast replication lag; an hour is plenty. */
const BOOKMARK_SECONDS = 3600;

/** The database as the nearest replica serves it, no older than the visitor's last write. */
export function replicaDatabase(c: Context<AppEnv>): Db {
  return sessionDb(c.env.DB, c.env.DB.withSession(getCookie(c, BOOKMARK_COOKIE) ?? "first-unconstrained"));
}

/** Public read routes: `c.var.db` is the replica's (replicaDatabase). */
export const replicaReads = createMiddleware<AppEnv>(async function replicaReads(c, next) {
  c.set("db", replicaDatabase(c));
  await next();
});

export interface PrimarySession {
  /** The one database handle a write's use case takes: its raw D1 statements run on `db.$client`, in the same session. */
  db: Db;
  /** Hands the session's bookmark to the visitor (call once the write is done). */
  carryBookmark(): void;
}

/** A write path's session on the primary: reads see the newest data, and the bookmark is carried. */
export function primarySession(c: Context<AppEnv>): PrimarySession {
  const session = c.env.DB.withSession("first-primary");
  return {
    db: sessionDb(c.env.DB, session),
    carryBookmark() {
      const bookmark = session.getBookmark();
      if (bookmark === null) return;
      setCookie(c, BOOKMARK_COOKIE, bookmark, {
        path: "/",
        httpOnly: true,
        sameSite: "Lax",
        secure: new URL(c.req.url).protocol === "https:",
        maxAge: BOOKMARK_SECONDS,
      });
    },
  };
}
