import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { validator } from "hono/validator";
import * as z from "zod/mini";
import { refuseApiTokens, requireAuthOrApiToken } from "../auth/require-auth";
import { cancelBookedEvent } from "../calendar/cancel-booked-event";
import { createEvent } from "../calendar/create-event";
import { deleteEvent } from "../calendar/delete-event";
import { eventBodySchema, eventDeleteSchema, eventUpdateSchema, monthQuerySchema } from "../calendar/event-schemas";
import { importBudget } from "../calendar/import-budget";
import { icsText, importIcs, MAX_ICS_BYTES } from "../calendar/import-ics";
import { listMonth } from "../calendar/list-events";
import { updateEvent } from "../calendar/update-event";
import { canonicalTimeZone } from "../domain/time-zones";
import type { AppEnv } from "../env";
import { readableForm } from "../http/form";
import { HttpError } from "../http/http-error";
import { idParam } from "../http/fields";
import { enforceRateLimit } from "../http/rate-limit";
import { validate } from "../http/validate";

const idParams = z.strictObject({ id: idParam });
const TOO_LARGE = "The .ics file is too large (2 MB at most).";
/** Room for the multipart boundaries and part headers around the largest allowed file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The app-wide JSON limit skips this path; this one refuses by Content-Length, or while streaming. */
const importBodyLimit = bodyLimit({
  maxSize: MAX_ICS_BYTES + MULTIPART_OVERHEAD,
  onError: () => {
    throw new HttpError(413, TOO_LARGE);
  },
});

/** The account's import budget, which connected calendars' syncs spend too. */
const limitImports = createMiddleware<AppEnv>(async function limitImports(c, next) {
  await enforceRateLimit(c.var.db, importBudget(c.var.user.id));
  await next();
});

/** The uploaded file and, optionally, the zone that floating times are in. */
const importForm = validator("form", (form): { icsfile: File; timezone?: string } => {
  const { icsfile, timezone } = form;
  if (!(icsfile instanceof File)) throw new HttpError(400, "No file selected.");
  if (icsfile.size > MAX_ICS_BYTES) throw new HttpError(413, TOO_LARGE);
  return typeof timezone === "string" ? { icsfile, timezone } : { icsfile };
});

/** The host's own calendar: every route is the signed-in user's only. */
export const eventRoutes = new Hono<AppEnv>()
  // Cancelling a booked event changes the booking: a session only, as on the Bookings screen's routes.
  .use("/bookings/*", refuseApiTokens)
  .use(requireAuthOrApiToken)
  .get("/manual", validate("query", monthQuerySchema), async (c) => {
    const { month, tz } = c.req.valid("query");
    return c.json(await listMonth(c.var.db, c.var.user.id, month, tz ?? "UTC"), 200);
  })
  .post("/manual", validate("json", eventBodySchema), async (c) => {
    return c.json(await createEvent(c.var.db, c.env, c.var.user.id, c.req.valid("json"), Date.now()), 201);
  })
  .put("/manual/:id", validate("param", idParams), validate("json", eventUpdateSchema), async (c) => {
    return c.json(await updateEvent(c.var.db, c.env.DB, c.var.user.id, c.req.valid("param").id, c.req.valid("json"), Date.now()), 200);
  })
  .delete("/manual/:id", validate("param", idParams), validate("json", eventDeleteSchema), async (c) => {
    return c.json(await deleteEvent(c.var.db, c.var.user.id, c.req.valid("param").id, c.req.valid("json")), 200);
  })
  .delete("/bookings/:id", validate("param", idParams), async (c) => {
    return c.json(await cancelBookedEvent(c.var.db, c.env, c.var.user.id, c.req.valid("param").id), 200);
  })
  .post("/import-ics", importBodyLimit, limitImports, readableForm("No file selected."), importForm, async (c) => {
    const { icsfile, timezone } = c.req.valid("form");
    const text = icsText(await icsfile.arrayBuffer());
    return c.json(await importIcs(c.env.DB, c.var.user.id, text, canonicalTimeZone(timezone ?? "") || "UTC", Date.now()), 200);
  });
