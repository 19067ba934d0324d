import { Hono } from "hono";
import { requireAuth } from "../auth/require-auth";
import type { AppEnv } from "../env";
import { validate } from "../http/validate";
import { subscriptionBodySchema, subscriptionParams } from "../subscriptions/schemas";
import { addSubscription, listSubscriptions, removeSubscription, syncOwnSubscription } from "../subscriptions/subscriptions";

/** Settings → Connected calendars: calendars subscribed to by their iCalendar address. */
export const subscriptionRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get("/", async (c) => c.json(await listSubscriptions(c.var.db, c.var.user.id), 200))
  .post("/", validate("json", subscriptionBodySchema), async (c) => {
    return c.json(await addSubscription(c.var.db, c.env, c.var.user.id, c.req.valid("json"), Date.now()), 201);
  })
  .post("/:id/sync", validate("param", subscriptionParams), async (c) => {
    return c.json(await syncOwnSubscription(c.var.db, c.env, c.var.user.id, c.req.valid("param").id, Date.now()), 200);
  })
  .delete("/:id", validate("param", subscriptionParams), async (c) => {
    return c.json(await removeSubscription(c.var.db, c.env, c.var.user.id, c.req.valid("param").id), 200);
  });
