import { Hono } from "hono";
import { publicOrigin } from "../config/public-origin";
import type { AppEnv } from "../env";
import { FEED_NOT_FOUND, readHostFeed } from "../feed/host-feed";
import { HttpError } from "../http/http-error";
import { limitPublicReads } from "../http/rate-limit";
import { databaseOver } from "../db/database";

/** Calendar apps poll the feed; five minutes of caching spares the database their retries. */
const FEED_MAX_AGE_SECONDS = 300;

export const feedRoutes = new Hono<AppEnv>().get("/:file", limitPublicReads, async (c) => {
  const token = /^(.+)\.ics$/.exec(c.req.param("file"))?.[1];
  if (!token) throw new HttpError(404, FEED_NOT_FOUND);
  const uidDomain = new URL(publicOrigin(c.env)).hostname;
  const text = await readHostFeed(databaseOver(c.env.DB), c.env.ASSETS, token, Date.now(), uidDomain);
  return c.body(text, 200, {
    "Content-Type": "text/calendar; charset=utf-8",
    "Cache-Control": `private, max-age=${FEED_MAX_AGE_SECONDS}`,
    "X-Content-Type-Options": "nosniff",
  });
});
