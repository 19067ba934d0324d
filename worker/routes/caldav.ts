import { Hono } from "hono";
import { requireAuth } from "../auth/require-auth";
import { addCalDavAccount, chooseCalendars, listCalDavAccounts, removeCalDavAccount, syncCalDavAccount } from "../caldav/accounts";
import { caldavAccountBodySchema, caldavChoiceBodySchema, caldavParams } from "../caldav/schemas";
import type { AppEnv } from "../env";
import { clientAddress } from "../http/rate-limit";
import { validate } from "../http/validate";

/** Settings → Connected calendars → CalDAV accounts: busy time read from, bookings written into. */
export const caldavRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get("/", async (c) => c.json(await listCalDavAccounts(c.var.db, c.env, c.var.user.id), 200))
  .post("/", validate("json", caldavAccountBodySchema), async (c) => {
    return c.json(await addCalDavAccount(c.var.db, c.env, c.var.user.id, clientAddress(c), c.req.valid("json"), Date.now()), 201);
  })
  .put("/:id", validate("param", caldavParams), validate("json", caldavChoiceBodySchema), async (c) => {
    return c.json(await chooseCalendars(c.var.db, c.env, c.var.user.id, c.req.valid("param").id, c.req.valid("json"), Date.now()), 200);
  })
  .post("/:id/sync", validate("param", caldavParams), async (c) => {
    return c.json(await syncCalDavAccount(c.var.db, c.env, c.var.user.id, c.req.valid("param").id, Date.now()), 200);
  })
  .delete("/:id", validate("param", caldavParams), async (c) => {
    return c.json(await removeCalDavAccount(c.var.db, c.var.user.id, c.req.valid("param").id), 200);
  });
