import { Hono } from "hono";
import * as z from "zod/mini";
import { bookerSession } from "../booking/booker";
import { cancelBookingByToken, readBookingByToken } from "../booking/cancel-booking";
import { createBooking } from "../booking/create-booking";
import { readAvailableDays, readDaySlots, readPublicEventType } from "../booking/public-availability";
import type { SlugPage } from "../booking/availability-cache";
import { rescheduleBooking } from "../booking/reschedule-booking";
import { bookingBodySchema, cancelBody, cancelQuery, dayQuery, monthQuery, rescheduleBodySchema, slugParam } from "../booking/schemas";
import { hashLinkToken } from "../http/link-token";
import type { AppEnv } from "../env";
import { CACHE_STATUS_HEADER, availabilityCacheOf } from "../http/availability-cache-of";
import { primarySession, replicaDatabase, replicaReads } from "../http/d1-session";
import { HttpError } from "../http/http-error";
import { limitTokenLookups } from "../http/limit-token-lookups";
import { clientAddress, limitPublicReads } from "../http/rate-limit";
import { validate } from "../http/validate";

/** The page's slots; on the reschedule page, as the booking behind the token sees them (its own time free). */
const pageOf = (slug: string, reschedule: string | undefined): SlugPage =>
  reschedule === undefined ? { slug } : { slug, reschedulingTokenHash: hashLinkToken(reschedule) };

const tokenParam = z.object({ token: z.string().check(z.maxLength(100)) });

/*
 * No auth: the booking page and the cancel link are public. Mounted beside the profile
 * routes on /api/public, so limits are applied per route rather than with `.use()`.
 */
export const publicBookingRoutes = new Hono<AppEnv>()
  .get("/availability/:slug", limitPublicReads, replicaReads, validate("param", slugParam), validate("query", dayQuery), async (c) => {
    const { slug } = c.req.valid("param");
    const { date, tz, duration, reschedule } = c.req.valid("query");
    if (duration === undefined) return c.json({ eventType: await readPublicEventType(c.var.db, slug) }, 200);
    if (!date) throw new HttpError(400, "date is required with duration.");
    const timeZone = tz ?? "UTC";
    const page = pageOf(slug, reschedule);
    return c.json(await readDaySlots(c.var.db, page, { date, timeZone, duration }, Date.now()), 200);
  })
  // The replica's session is opened only when the cache cannot answer.
  .get("/availability/:slug/month", limitPublicReads, validate("param", slugParam), validate("query", monthQuery), async (c) => {
    const { slug } = c.req.valid("param");
    const { month, tz, duration, reschedule, v } = c.req.valid("query");
    const query = { month, timeZone: tz ?? "UTC", duration, knownVersion: v };
    const days = await readAvailableDays(() => replicaDatabase(c), availabilityCacheOf(c), { page: pageOf(slug, reschedule), query, now: Date.now() });
    return c.json({ availableDays: days.value, version: days.version ?? null }, 200, { [CACHE_STATUS_HEADER]: days.cache });
  })
  // Counted against the address's booking limit inside the use case's read batch (docs/DECISIONS.md: API and limits, Performance budgets).
  // On the primary, never a cache: the slot is re-checked against the newest data.
  .post("/bookings", validate("json", bookingBodySchema), async (c) => {
    const requester = {
      session: await bookerSession(c.env, c.req.header("x-auth-token")),
      address: clientAddress(c),
      acceptLanguage: c.req.header("Accept-Language") ?? null,
    };
    const primary = primarySession(c);
    const booking = await createBooking(primary.db, c.env, { body: c.req.valid("json"), requester, now: Date.now() });
    primary.carryBookmark();
    return c.json({ booking }, 201);
  })
  .get("/bookings/:token", limitTokenLookups, validate("param", tokenParam), async (c) => {
    return c.json({ booking: await readBookingByToken(c.var.db, c.req.valid("param").token) }, 200);
  })
  .post("/bookings/:token/reschedule", limitTokenLookups, validate("param", tokenParam), validate("json", rescheduleBodySchema), async (c) => {
    const { token } = c.req.valid("param");
    const primary = primarySession(c);
    const booking = await rescheduleBooking(primary.db, c.env, { token, body: c.req.valid("json"), address: clientAddress(c), now: Date.now() });
    primary.carryBookmark();
    return c.json({ message: "Booking rescheduled.", booking }, 200);
  })
  .delete("/bookings/:token", limitTokenLookups, validate("param", tokenParam), validate("query", cancelQuery), validate("json", cancelBody), async (c) => {
    const { token } = c.req.valid("param");
    const timeZone = c.req.valid("query").tz ?? "UTC";
    const { reason } = c.req.valid("json");
    const primary = primarySession(c);
    const booking = await cancelBookingByToken(primary.db, c.env, { token, bookerTimeZone: timeZone, now: Date.now(), reason: reason || null });
    primary.carryBookmark();
    return c.json({ message: "Booking cancelled.", booking }, 200);
  });
