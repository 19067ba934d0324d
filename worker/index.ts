import { drizzle } from "drizzle-orm/d1";
import * as schema from "../drizzle/schema";
import app from "./app";
import { isCalDavWriteMessage } from "./caldav/calendar-writes";
import { handleCalDavWrites } from "./caldav/write-consumer";
import { sweepStuckCalDavWrites } from "./caldav/write-sweep";
import { handleEmailBatch } from "./email/consumer";
import { sweepStuckOutbox } from "./email/outbox";
import { pruneSentMail } from "./email/prune-sent-mail";
import { releaseDueReminders } from "./email/scheduled-mail";
import type { Env } from "./env";
import { pruneRateLimits } from "./http/rate-limit";
import { syncDueSubscriptions } from "./subscriptions/subscriptions";

export default {
  fetch: app.fetch,
  queue: async (batch, env) => {
    const mail = batch.messages.filter((message) => !isCalDavWriteMessage(message.body));
    await handleCalDavWrites(batch.messages.filter((message) => isCalDavWriteMessage(message.body)), env);
    if (mail.length > 0) await handleEmailBatch({ messages: mail }, env);
  },
  scheduled: (_controller, env, ctx) => {
    const db = drizzle(env.DB, { schema });
    const now = Date.now();
    ctx.waitUntil(
      Promise.all([
        sweepStuckOutbox(db, env, now),
        releaseDueReminders(db, env, now),
        pruneRateLimits(db, now),
        pruneSentMail(db, now),
        syncDueSubscriptions(db, env, now),
        sweepStuckCalDavWrites(db, env, now),
      ]),
    );
  },
} satisfies ExportedHandler<Env>;
