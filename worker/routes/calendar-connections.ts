import { Hono } from "hono";
import { requireAuth } from "../auth/require-auth";
import { completeConnect, startConnect } from "../calendar-connections/connect";
import { chooseConnectionCalendars, disconnect, listConnections, syncConnectionNow } from "../calendar-connections/connections";
import { providerClient } from "../calendar-connections/provider-client";
import { receivePush } from "../calendar-connections/push";
import { connectCompleteSchema, connectionChoiceSchema, connectionParams, connectStartSchema, providerParams } from "../calendar-connections/schemas";
import type { AppEnv } from "../env";
import { validate } from "../http/validate";

/**
 * A provider's push notifications (docs/CALENDAR-PROVIDERS.md): no session, the channel's secret is the
 * proof. Graph first checks the address with a validation token, echoed as text/plain. The app's body
 * limit refuses a large body. The answer goes at once and the sync runs after it (`waitUntil`): Graph
 * wants an answer within 3 s, Google treats a slow one as a failed delivery, and neither waits on our reads.
 */
export const calendarPushRoutes = new Hono<AppEnv>().post("/:provider", validate("param", providerParams), async (c) => {
  const provider = c.req.valid("param").provider;
  const client = providerClient(c.env, provider);
  if (!client) return c.body(null, 200);
  const handshake = client.pushHandshake(new URL(c.req.url));
  if (handshake !== null) return c.text(handshake, 200);
  const notification = { headers: c.req.raw.headers, body: await c.req.text() };
  c.executionCtx.waitUntil(
    receivePush(c.env, provider, client, notification, Date.now()).catch((error: unknown) => console.error(JSON.stringify({ event: "calendar-push-error", provider, error: String(error) }))),
  );
  return c.body(null, client.pushAnswerStatus);
});

/** Settings → Connected calendars → Google Calendar and Outlook / Microsoft 365: OAuth connections. */
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
