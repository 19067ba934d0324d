import { Hono } from "hono";
import { requireAuth } from "../auth/require-auth";
import { completeConnect, startConnect } from "../calendar-connections/connect";
import { chooseConnectionCalendars, disconnect, listConnections, syncConnectionNow } from "../calendar-connections/connections";
import { receivePush } from "../calendar-connections/push";
import { connectCompleteSchema, connectionChoiceSchema, connectionParams, connectStartSchema, providerParams } from "../calendar-connections/schemas";
import type { AppEnv } from "../env";
import { validate } from "../http/validate";

/**
 * A provider's push notifications (docs/CALENDAR-PROVIDERS.md): no session, the channel's token is the
 * proof. The body is never read (Google sends none); the app's body limit refuses a large one.
 */
export const calendarPushRoutes = new Hono<AppEnv>().post("/:provider", validate("param", providerParams), async (c) => {
  await receivePush(c.env, c.req.valid("param").provider, c.req.raw.headers, Date.now());
  return c.body(null, 200);
});

/** Settings → Connected calendars → Google Calendar (and, next, Microsoft 365): OAuth connections. */
export const calendarConnectionRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get("/", async (c) => c.json(await listConnections(c.var.db, c.env, c.var.user.id), 200))
  .post("/:provider/start", validate("param", providerParams), validate("json", connectStartSchema), async (c) => {
    return c.json(await startConnect(c.var.db, c.env, c.var.user.id, c.req.valid("param").provider, c.req.valid("json").code_challenge, Date.now()), 200);
  })
  .post("/:provider/complete", validate("param", providerParams), validate("json", connectCompleteSchema), async (c) => {
    return c.json(await completeConnect(c.var.db, c.env, c.var.user.id, c.req.valid("param").provider, c.req.valid("json"), Date.now()), 201);
  })
  .put("/:id", validate("param", connectionParams), validate("json", connectionChoiceSchema), async (c) => {
    return c.json(await chooseConnectionCalendars(c.var.db, c.env, c.var.user.id, c.req.valid("param").id, c.req.valid("json"), Date.now()), 200);
  })
  .post("/:id/sync", validate("param", connectionParams), async (c) => {
    return c.json(await syncConnectionNow(c.var.db, c.env, c.var.user.id, c.req.valid("param").id, Date.now()), 200);
  })
  .delete("/:id", validate("param", connectionParams), async (c) => {
    return c.json(await disconnect(c.var.db, c.env, c.var.user.id, c.req.valid("param").id, Date.now()), 200);
  });
