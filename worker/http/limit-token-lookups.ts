import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { clientAddress, enforceRateLimit } from "./rate-limit";

const TEN_MINUTES = 600;
/** Token look-ups per address: guessing 256-bit tokens is hopeless anyway; this keeps it quiet. */
const TOKEN_LOOKUPS_PER_ADDRESS = 60;

/** Counts a look-up of a booking's private token (the API's and the cancel page's) against the address. */
export const limitTokenLookups = createMiddleware<AppEnv>(async function limitTokenLookups(c, next) {
  const key = `booking-token:address:${clientAddress(c)}`;
  await enforceRateLimit(c.var.db, { key, limit: TOKEN_LOOKUPS_PER_ADDRESS, windowSeconds: TEN_MINUTES });
  await next();
});
