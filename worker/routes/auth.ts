import { Hono } from "hono";
import type { AppEnv } from "../env";
import { logIn, registerAccount } from "../auth/accounts";
import { attemptLimits } from "../auth/attempt-limits";
import { limitByAddress } from "../auth/limit-by-address";
import { logInWithCode, logInWithRecoveryCode } from "../auth/login-second-step";
import { loginSchema, registerSchema, tfaRecoverSchema, tfaVerifySchema } from "../auth/schemas";
import { clientAddress } from "../http/rate-limit";
import { validate } from "../http/validate";

export const authRoutes = new Hono<AppEnv>()
  .post("/register", validate("json", registerSchema), limitByAddress(attemptLimits.registrationFromAddress), async (c) => {
    return c.json(await registerAccount(c.var.db, c.req.valid("json")), 201);
  })
  .post("/login", validate("json", loginSchema), async (c) => {
    const { email, password } = c.req.valid("json");
    return c.json(await logIn(c.var.db, c.env, { email, password, address: clientAddress(c) }), 200);
  })
  .post("/2fa/verify", validate("json", tfaVerifySchema), async (c) => {
    const { tfaToken, otp } = c.req.valid("json");
    return c.json(await logInWithCode(c.var.db, c.env, { tfaToken, otp, address: clientAddress(c) }), 200);
  })
  .post("/2fa/recover", validate("json", tfaRecoverSchema), async (c) => {
    const { tfaToken, recoveryCode } = c.req.valid("json");
    return c.json(await logInWithRecoveryCode(c.var.db, c.env, { tfaToken, recoveryCode, address: clientAddress(c) }), 200);
  });
