import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { requireAuth } from "../auth/require-auth";
import type { AppEnv } from "../env";
import { enforceRateLimit } from "../http/rate-limit";
import { validate } from "../http/validate";
import { listDeliveries, redeliver, sendTestPing } from "../webhooks/delivery-log";
import { addEndpoint, listEndpoints, removeEndpoint, resumeEndpoint } from "../webhooks/endpoints";
import { deliveryParams, webhookBodySchema, webhookParams } from "../webhooks/schemas";
import { webhookSendLimit } from "../webhooks/send-limits";

/** Counts a delivery the host asks to be sent now, before anything is sent. */
const limitSends = createMiddleware<AppEnv>(async function limitSends(c, next) {
  await enforceRateLimit(c.var.db, webhookSendLimit(c.var.user.id));
  await next();
});

/** Settings → Webhooks: signed POSTs about the host's bookings. Sessions only, like every setting. */
export const webhookRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get("/", async (c) => c.json(await listEndpoints(c.var.db, c.var.user.id), 200))
  .post("/", validate("json", webhookBodySchema), async (c) => {
    return c.json(await addEndpoint(c.var.db, c.env, c.var.user.id, c.req.valid("json"), Date.now()), 201);
  })
  .delete("/:id", validate("param", webhookParams), async (c) => {
    return c.json(await removeEndpoint(c.var.db, c.env, c.var.user.id, c.req.valid("param").id), 200);
  })
  .post("/:id/resume", validate("param", webhookParams), async (c) => {
    return c.json(await resumeEndpoint(c.var.db, c.env, c.var.user.id, c.req.valid("param").id, Date.now()), 200);
  })
  .post("/:id/test", validate("param", webhookParams), limitSends, async (c) => {
    return c.json(await sendTestPing(c.var.db, c.env, c.var.user.id, c.req.valid("param").id, Date.now()), 200);
  })
  .get("/:id/deliveries", validate("param", webhookParams), async (c) => {
    return c.json(await listDeliveries(c.var.db, c.var.user.id, c.req.valid("param").id), 200);
  })
  .post("/:id/deliveries/:deliveryId/redeliver", validate("param", deliveryParams), limitSends, async (c) => {
    const { id, deliveryId } = c.req.valid("param");
    return c.json(await redeliver(c.var.db, c.env, c.var.user.id, id, deliveryId, Date.now()), 200);
  });
