import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { sessionClaimsOf } from "../auth/require-auth";
import { insightRange } from "../domain/insight-range";
import type { AppEnv } from "../env";
import { HttpError } from "../http/http-error";
import { validate } from "../http/validate";
import { readInsights } from "../insights/read-insights";
import { insightsQuery } from "../insights/schemas";

type InsightsEnv = AppEnv & { Variables: { session: { userId: number; version: number } } };

/** A session is required before anything else is looked at; its user row is checked in the figures' batch. */
const requireSessionClaims = createMiddleware<InsightsEnv>(async function requireSessionClaimsMiddleware(c, next) {
  c.set("session", await sessionClaimsOf(c));
  await next();
});

/**
 * Insights (docs/INSIGHTS.md): a signed-in host's figures. The session's user row is checked inside
 * the figures' own batch, so a page view is one D1 round trip.
 */
export const insightRoutes = new Hono<InsightsEnv>().get("/", requireSessionClaims, validate("query", insightsQuery), async (c) => {
  const { from, to, zone, scope, bucket } = c.req.valid("query");
  const range = insightRange(from, to, zone, bucket);
  if (typeof range === "string") throw new HttpError(400, range);
  const { userId, version } = c.var.session;
  const figures = await readInsights(c.var.db, { scope, viewerId: userId, tokenVersion: version, range, now: Date.now(), zone });
  return c.json(figures, 200, { "Cache-Control": "private, no-store" });
});
