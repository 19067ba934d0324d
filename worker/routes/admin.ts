import { Hono } from "hono";
import * as z from "zod/mini";
import type { AppEnv } from "../env";
import { countMail, deleteNonAdminUser, listUsers } from "../admin/users";
import { requireAdmin, requireAuth } from "../auth/require-auth";
import { validate } from "../http/validate";
import { idParam } from "../http/fields";

export const adminRoutes = new Hono<AppEnv>()
  .use(requireAuth, requireAdmin)
  .get("/users", async (c) => c.json(await listUsers(c.var.db, Date.now()), 200))
  .get("/mail", async (c) => c.json(await countMail(c.var.db, c.env), 200))
  .delete("/users/:id", validate("param", z.object({ id: idParam })), async (c) => {
    await deleteNonAdminUser(c.var.db, c.env, c.req.valid("param").id, Date.now());
    return c.json({ message: "User deleted." }, 200);
  });
