import { Hono } from "hono";
import { decideAsHost } from "../approval/host-decision";
import { requireAuth, requireAuthOrApiToken } from "../auth/require-auth";
import { cancelBookingAsHost, requestRescheduleAsHost } from "../booking/cancel-booking";
import { exportHostBookings, findOwnBooking, listHostBookings } from "../bookings/host-bookings";
import { markNoShow } from "../bookings/no-show";
import { bookingExportQuery, bookingListQuery, bookingParams, hostCancelBody, noShowBody } from "../bookings/schemas";
import type { AppEnv } from "../env";
import { sessionLocale } from "../i18n/booker-error";
import { translatorFor } from "../i18n/catalogues";
import { validate } from "../http/validate";

/**
 * The host's Bookings screen: the list and its CSV for the host or their API token. Changing a
 * booking needs a session (requireAuth), as DELETE /api/events/bookings/{id} does.
 */
export const bookingRoutes = new Hono<AppEnv>()
  .get("/", requireAuthOrApiToken, validate("query", bookingListQuery), async (c) => {
    const { view, page } = c.req.valid("query");
    return c.json(await listHostBookings(c.var.db, c.var.user.id, view, page ?? 1, Date.now()), 200);
  })
  .get("/export", requireAuthOrApiToken, validate("query", bookingExportQuery), async (c) => {
    const { view } = c.req.valid("query");
    // The header row speaks the session's account language; an API token's scripts read the English one (docs/LANGUAGES.md).
    const words = await translatorFor(c.env.ASSETS, sessionLocale(c) ?? "en");
    return c.body(await exportHostBookings(c.var.db, words, c.var.user.id, view, Date.now()), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="bookings-${view}.csv"`,
    });
  })
  .get("/:id", requireAuthOrApiToken, validate("param", bookingParams), async (c) => {
    return c.json({ booking: await findOwnBooking(c.var.db, c.var.user.id, c.req.valid("param").id) }, 200);
  })
  .post("/:id/cancel", requireAuth, validate("param", bookingParams), validate("json", hostCancelBody), async (c) => {
    const { reason } = c.req.valid("json");
    const booking = await cancelBookingAsHost(c.var.db, c.env, { hostUserId: c.var.user.id, bookingId: c.req.valid("param").id, now: Date.now(), reason: reason || null });
    return c.json({ booking }, 200);
  })
  .post("/:id/request-reschedule", requireAuth, validate("param", bookingParams), validate("json", hostCancelBody), async (c) => {
    const { reason } = c.req.valid("json");
    const booking = await requestRescheduleAsHost(c.var.db, c.env, { hostUserId: c.var.user.id, bookingId: c.req.valid("param").id, now: Date.now(), reason: reason || null });
    return c.json({ booking }, 200);
  })
  // After the end: who did not come (booker or host), or null to undo within a week; the booker is not told.
  .post("/:id/no-show", requireAuth, validate("param", bookingParams), validate("json", noShowBody), async (c) => {
    const mark = { userId: c.var.user.id, bookingId: c.req.valid("param").id, party: c.req.valid("json").party, now: Date.now() };
    return c.json({ booking: await markNoShow(c.var.db, c.env, mark) }, 200);
  })
  // A request of one of the host's types that require confirmation; deciding twice is a 409 saying how it was decided.
  .post("/:id/approve", requireAuth, validate("param", bookingParams), async (c) => {
    const decision = { action: "approve" as const, reason: null, now: Date.now() };
    return c.json({ booking: await decideAsHost(c.var.db, c.env, c.var.user.id, c.req.valid("param").id, decision) }, 200);
  })
  .post("/:id/decline", requireAuth, validate("param", bookingParams), validate("json", hostCancelBody), async (c) => {
    const decision = { action: "decline" as const, reason: c.req.valid("json").reason || null, now: Date.now() };
    return c.json({ booking: await decideAsHost(c.var.db, c.env, c.var.user.id, c.req.valid("param").id, decision) }, 200);
  });
