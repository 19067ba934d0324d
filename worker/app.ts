import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import type { AppEnv } from "./env";
import { limitBodyTo } from "./http/body-limit";
import { HttpError } from "./http/http-error";
import { errorTextFor } from "./i18n/booker-error";
import { securityHeaders } from "./http/security-headers";
import { adminRoutes } from "./routes/admin";
import { approvalPageRoutes } from "./routes/approval-pages";
import { authRoutes } from "./routes/auth";
import { availabilityRoutes } from "./routes/availability";
import { bookingRoutes } from "./routes/bookings";
import { devRoutes } from "./routes/dev";
import { eventTypeRoutes } from "./routes/event-types";
import { eventRoutes } from "./routes/events";
import { feedRoutes } from "./routes/feed";
import { imageRoutes } from "./routes/images";
import { insightRoutes } from "./routes/insights";
import { publicBookingRoutes } from "./routes/public-booking";
import { publicPageRoutes } from "./routes/public-pages";
import { publicProfileRoutes } from "./routes/public-profile";
import { settingsRoutes } from "./routes/settings";
import { subscriptionRoutes } from "./routes/subscriptions";
import { teamRoutes } from "./routes/teams";
import { caldavRoutes } from "./routes/caldav";
import { calendarConnectionRoutes, calendarPushRoutes } from "./routes/calendar-connections";
import { uploadRoutes } from "./routes/upload";
import { webhookRoutes } from "./routes/webhooks";
import { databaseOver } from "./db/database";

/** JSON bodies are small; the upload and import routes set their own, larger limits. */
const JSON_BODY_LIMIT = 100 * 1024;
const LARGE_BODY_PATHS = new Set(["/api/upload/image", "/api/events/import-ics"]);
const jsonBodyLimit = limitBodyTo(JSON_BODY_LIMIT);

const app = new Hono<AppEnv>()
  .use("/api/*", requestId(), securityHeaders(), async (c, next) => {
    c.set("db", databaseOver(c.env.DB));
    if (LARGE_BODY_PATHS.has(c.req.path)) return next();
    return jsonBodyLimit(c, next);
  })
  .route("/api/auth", authRoutes)
  .route("/api/admin", adminRoutes)
  .route("/api/settings", settingsRoutes)
  .route("/api/subscriptions", subscriptionRoutes)
  .route("/api/caldav", caldavRoutes)
  .route("/api/calendar-connections/push", calendarPushRoutes)
  .route("/api/calendar-connections", calendarConnectionRoutes)
  .route("/api/webhooks", webhookRoutes)
  .route("/api/availability", availabilityRoutes)
  .route("/api/event-types", eventTypeRoutes)
  .route("/api/teams", teamRoutes)
  .route("/api/upload", uploadRoutes)
  .route("/api/images", imageRoutes)
  .route("/api/events", eventRoutes)
  .route("/api/bookings", bookingRoutes)
  .route("/api/insights", insightRoutes)
  .route("/api/public", publicProfileRoutes)
  .route("/api/public", publicBookingRoutes)
  .route("/api/dev", devRoutes)
  .route("/feed", feedRoutes)
  .route("/requests", approvalPageRoutes)
  .route("/", publicPageRoutes);

app.notFound((c) => c.json({ error: "Not found." }, 404));

app.onError(async (error, c) => {
  if (error instanceof HttpError) return c.json({ error: await errorTextFor(c, error.message) }, error.status, error.headers);
  if (error instanceof HTTPException) {
    // Hono's own 4xx (malformed JSON, wrong content type) keep their status with our body shape.
    const message = error.status === 400 ? "Malformed request body." : error.message || "Request rejected.";
    return c.json({ error: await errorTextFor(c, message) }, error.status);
  }
  console.error(JSON.stringify({ requestId: c.var.requestId, error: String(error), stack: (error as Error).stack }));
  return c.json({ error: await errorTextFor(c, "An unexpected error occurred.") }, 500);
});

export type AppType = typeof app;
export default app;
