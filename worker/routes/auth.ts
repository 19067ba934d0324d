import { Hono } from "hono";
import type { AppEnv } from "../env";
import { logIn, registerAccount } from "../auth/accounts";
import { loginSchema, registerSchema } from "../auth/schemas";
import { validate } from "../http/validate";

export const authRoutes = new Hono<AppEnv>()
  .post("/register", validate("json", registerSchema), async (c) => {
    return c.json(await registerAccount(c.var.db, c.req.valid("json")), 201);
  })
  .post("/login", validate("json", loginSchema), async (c) => {
    const { email, password } = c.req.valid("json");
    return c.json(await logIn(c.var.db, c.env, email, password), 200);
  });
