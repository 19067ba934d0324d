import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import * as z from "zod/mini";
import { devMailbox } from "../../drizzle/schema";
import { PSEUDO_LOCALE } from "../../shared/i18n/locales";
import { insertPastBookings, pastBookingSchema } from "../bookings/past-bookings";
import type { AppEnv } from "../env";
import { HttpError } from "../http/http-error";
import { validate } from "../http/validate";
import { sweepWebhooksNow } from "../webhooks/webhook-queue";

const MAILBOX_LIMIT = 200;

/*
 * Local-only helpers. Everything here answers 404 unless DEV_MAILBOX is "1", which only the
 * generated .dev.vars and the test config set — production never has it.
 */
export const devRoutes = new Hono<AppEnv>()
  .use(async function devOnly(c, next) {
    if (c.env.DEV_MAILBOX !== "1") throw new HttpError(404, "Not found.");
    await next();
  })
  // The host app asks before it shows the pseudo-locale (?lang=en-XA), which only development and tests speak.
  .get("/pseudo-locale", (c) => c.json({ locale: PSEUDO_LOCALE }, 200))
  .get("/mailbox", validate("query", z.object({ to: z.optional(z.string()) })), async (c) => {
    const { to } = c.req.valid("query");
    const rows = await c.var.db
      .select()
      .from(devMailbox)
      .where(to ? eq(devMailbox.toAddress, to.toLowerCase()) : undefined)
      .orderBy(desc(devMailbox.id))
      .limit(MAILBOX_LIMIT);
    return c.json(
      {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.toAddress,
          subject: row.subject,
          text: row.body,
          ics: row.ics,
          ics_method: row.icsMethod,
          /** The whole message as a transport would have sent it. */
          raw: row.raw,
          created_at: new Date(row.createdAt).toISOString(),
        })),
      },
      200,
    );
  })
  // Bookings that have already happened (no API books a past time), for Insights and the Past tab.
  .post("/past-bookings", validate("json", z.object({ bookings: z.array(pastBookingSchema) })), async (c) =>
    c.json({ written: await insertPastBookings(c.env.DB, c.req.valid("json").bookings) }, 201),
  )
  // The e2e tests' stand-in for time passing: waiting webhook retries are due now, and the cron sweep runs.
  .post("/webhooks/sweep", async (c) => c.json({ enqueued: await sweepWebhooksNow(c.var.db, c.env, Date.now()) }, 200));
