import { type Context, Hono } from "hono";
import type { AppEnv } from "../env";
import { availabilityCacheOf } from "../http/availability-cache-of";
import { replicaReads } from "../http/d1-session";
import { limitPublicReads } from "../http/rate-limit";
import { readBookingPageData } from "../public-pages/booking-page-data";
import { readProfilePageData } from "../public-pages/profile-page-data";
import { servePublicPage } from "../public-pages/serve-page";
import { likelyVisitorZone } from "../public-pages/visitor-zone";

/** Longer path segments than these cannot name a slug or user; they get the page's not-found screen. */
const MAX_SEGMENT_LENGTH = 200;

/** "/book/intro-call/" is the page without its slash; anything deeper is the SPA's unknown path. */
function otherPublicPath(c: Context<AppEnv>): Response | Promise<Response> {
  const { pathname, search } = new URL(c.req.url);
  if (/^\/(book|cancel|reschedule|u)\/[^/]+\/$/.test(pathname)) return c.redirect(`${pathname.slice(0, -1)}${search}`, 301);
  return c.env.ASSETS.fetch(c.req.raw);
}

const embedded = (c: Context<AppEnv>) => c.req.query("embed") === "1";

/**
 * The visitor-facing pages (/book, /cancel, /reschedule, /u): the light public build's HTML, served by the worker
 * so the first data rides along in the page (DESIGN §10: ≤ 4 requests before slots show).
 */
export const publicPageRoutes = new Hono<AppEnv>()
  .get("/book/:slug", limitPublicReads, replicaReads, (c) =>
    servePublicPage(
      c,
      async () => {
        const { value: data, cache } = await readBookingPageData(
          c.var.db,
          availabilityCacheOf(c),
          new URL(c.req.url).origin,
          c.req.param("slug").slice(0, MAX_SEGMENT_LENGTH),
          likelyVisitorZone(c.req.raw),
          Date.now(),
        );
        return { title: data.found ? `${data.eventType.title} · ${data.eventType.ownerUsername}` : undefined, data, cache };
      },
      // /embed.js frames the page with ?embed=1; every other page keeps frame-ancestors 'none'.
      { framable: embedded(c) },
    ),
  )
  .get("/u/:username", limitPublicReads, replicaReads, (c) =>
    servePublicPage(c, async () => {
      const data = await readProfilePageData(c.var.db, c.req.param("username").slice(0, MAX_SEGMENT_LENGTH));
      return { title: data.found ? `Book a hangout with ${data.user.username}` : undefined, data };
    }),
  )
  // The booking behind a token is read by the page through the rate-limited API, never inlined.
  .get("/cancel/:token", (c) => servePublicPage(c, async () => ({})))
  .get("/reschedule/:token", (c) => servePublicPage(c, async () => ({}), { framable: embedded(c) }))
  .get("/book/*", otherPublicPath)
  .get("/cancel/*", otherPublicPath)
  .get("/reschedule/*", otherPublicPath)
  .get("/u/*", otherPublicPath);
