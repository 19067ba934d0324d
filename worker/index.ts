import { drizzle } from "drizzle-orm/d1";
import * as schema from "../drizzle/schema";
import app from "./app";
import { handleEmailBatch } from "./email/consumer";
import { sweepStuckOutbox } from "./email/outbox";
import type { Env } from "./env";

export default {
  fetch: app.fetch,
  queue: (batch, env) => handleEmailBatch(batch, env),
  scheduled: (_controller, env, ctx) => {
    ctx.waitUntil(sweepStuckOutbox(drizzle(env.DB, { schema }), env, Date.now()));
  },
} satisfies ExportedHandler<Env>;
