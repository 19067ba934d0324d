import { type Context, Hono } from "hono";
import type { AppEnv } from "../env";
import { limitBodyTo } from "../http/body-limit";
import { replicaReads } from "../http/d1-session";
import { limitPublicReads } from "../http/rate-limit";
import { bookingFormContent, bookingPageContent } from "../public-pages/booking-page";
import { cancelFormContent, cancelPageContent } from "../public-pages/cancel-page";
import { limitTokenLookups } from "../http/limit-token-lookups";
import { profilePageContent } from "../public-pages/profile-page-data";
import { reschedulePageContent } from "../public-pages/reschedule-page";
import { bookingNotFound, profileNotFound } from "../public-pages/not-found-markup";
import { servePublicPage } from "../public-pages/serve-page";
import { teamPageContent } from "../public-pages/team-page";

/** A booking form is a few short fields; anything near this size is not one. */
const formBodyLimit = limitBodyTo(64 * 1024);

/** Longer path segments than these cannot name a slug or user; they get the page's not-found screen. */
const MAX_SEGMENT_LENGTH = 200;

/** "/book/intro-call/" is the page without its slash; anything deeper is the SPA's unknown path. */
function otherPublicPath(c: Context<AppEnv>): Response | Promise<Response> {
  const { pathname, search } = new URL(c.req.url);
  if (/^\/(book|cancel|reschedule|u|team)\/[^/]+\/$/.test(pathname)) return c.redirect(`${pathname.slice(0, -1)}${search}`, 301);
  return c.env.ASSETS.fetch(c.req.raw);
}

const embedded = (c: Context<AppEnv>) => c.req.query("embed") === "1";

/**
 * The visitor-facing pages (/book, /cancel, /reschedule, /u, /team): the light public build's HTML, served by the worker
 * so the first data rides along in the page (docs/DECISIONS.md, Performance budgets: ≤ 4 requests before slots show).
 */
export const publicPageRoutes = new Hono<AppEnv>()
  // A cancel or reschedule page reads like the API's public reads; the cancel form writes on the primary (cancel-page.ts).
  .use("/cancel/*", replicaReads)
  .use("/reschedule/*", replicaReads)
  // /embed.js frames the page with ?embed=1, which the page's own forms keep; every other page keeps frame-ancestors 'none'.
  .get("/book/:slug", limitPublicReads, replicaReads, (c) => servePublicPage(c, () => bookingPageContent(c), { framable: embedded(c), notFound: bookingNotFound }))
  .post("/book/:slug", formBodyLimit, replicaReads, (c) => servePublicPage(c, () => bookingFormContent(c), { framable: embedded(c), notFound: bookingNotFound }))
  .get("/u/:username", limitPublicReads, replicaReads, (c) => {
    const username = c.req.param("username").slice(0, MAX_SEGMENT_LENGTH);
    return servePublicPage(c, () => profilePageContent(c, username), { notFound: profileNotFound(username) });
  })
  .get("/team/:slug", limitPublicReads, replicaReads, (c) => servePublicPage(c, () => teamPageContent(c, c.req.param("slug").slice(0, MAX_SEGMENT_LENGTH))))
  // The booking behind a token is rendered, never inlined; each look-up counts against the address.
  .get("/cancel/:token", limitTokenLookups, (c) => servePublicPage(c, () => cancelPageContent(c)))
  .post("/cancel/:token", limitTokenLookups, formBodyLimit, (c) => servePublicPage(c, () => cancelFormContent(c)))
  // Its language is the booking's (reschedule-page.ts); the page's own API read of the booking is what counts as the look-up.
  .get("/reschedule/:token", (c) => servePublicPage(c, () => reschedulePageContent(c), { framable: embedded(c) }))
  .get("/book/*", otherPublicPath)
  .get("/cancel/*", otherPublicPath)
  .get("/reschedule/*", otherPublicPath)
  .get("/u/*", otherPublicPath)
  .get("/team/*", otherPublicPath);
