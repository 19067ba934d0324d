import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { type RateLimit, clientAddress, enforceRateLimit } from "../http/rate-limit";

/** Counts every request that reaches it against the client address's limit (429 once exceeded). */
export const limitByAddress = (limitFor: (address: string) => RateLimit) =>
  createMiddleware<AppEnv>(async function limitByAddressMiddleware(c, next) {
    await enforceRateLimit(c.var.db, limitFor(clientAddress(c)));
    await next();
  });
