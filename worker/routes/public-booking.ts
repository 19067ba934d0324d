import { Hono } from "hono";
import * as z from "zod/mini";
import { bookerSession } from "../booking/booker";
import { cancelBookingByToken, readBookingByToken } from "../booking/cancel-booking";
import { createBooking } from "../booking/create-booking";
import { readAvailableDays, readDaySlots, readPublicEventType } from "../booking/public-availability";
import { bookingBodySchema, cancelQuery, dayQuery, monthQuery, slugParam } from "../booking/schemas";
import type { AppEnv } from "../env";
import { HttpError } from "../http/http-error";
import { limitTokenLookups } from "../http/limit-token-lookups";
import { clientAddress, limitPublicReads } from "../http/rate-limit";
import { validate } from "../http/validate";

const tokenParam = z.object({ token: z.string().check(z.maxLength(100)) });

/*
 * No auth: the booking page and the cancel link are public (spec §6). Mounted beside the profile
 * routes on /api/public, so limits are applied per route rather than with `.use()`.
 */
export const publicBookingRoutes = new Hono<AppEnv>()
  .get("/availability/:slug", limitPublicReads, validate("param", slugParam), validate("query", dayQuery), async (c) => {
    const { slug } = c.req.valid("param");
    const { date, tz, duration } = c.req.valid("query");
    if (duration === undefined) return c.json({ eventType: await readPublicEventType(c.var.db, slug) }, 200);
    if (!date) throw new HttpError(400, "date is required with duration.");
    const timeZone = tz ?? "UTC";
    return c.json({ availableSlots: await readDaySlots(c.var.db, slug, { date, timeZone, duration }, Date.now()) }, 200);
  })
  .get("/availability/:slug/month", limitPublicReads, validate("param", slugParam), validate("query", monthQuery), async (c) => {
    const { slug } = c.req.valid("param");
    const { month, tz, duration } = c.req.valid("query");
    const query = { month, timeZone: tz ?? "UTC", duration };
    return c.json({ availableDays: await readAvailableDays(c.var.db, slug, query, Date.now()) }, 200);
  })
  // Counted against the address's booking limit inside the use case's read batch (DESIGN §3, §10).
  .post("/bookings", validate("json", bookingBodySchema), async (c) => {
    const requester = {
      session: await bookerSession(c.env, c.req.header("x-auth-token")),
      address: clientAddress(c),
    };
    const booking = await createBooking(c.var.db, c.env, c.req.valid("json"), requester, Date.now());
    return c.json({ booking }, 201);
  })
  .get("/bookings/:token", limitTokenLookups, validate("param", tokenParam), async (c) => {
    return c.json({ booking: await readBookingByToken(c.var.db, c.req.valid("param").token) }, 200);
  })
  .delete("/bookings/:token", limitTokenLookups, validate("param", tokenParam), validate("query", cancelQuery), async (c) => {
    const { token } = c.req.valid("param");
    const timeZone = c.req.valid("query").tz ?? "UTC";
    const booking = await cancelBookingByToken(c.var.db, c.env, token, timeZone, Date.now());
    return c.json({ message: "Booking cancelled.", booking }, 200);
  });
