import app from "./app";
import { sweepStuckCalDavWrites } from "./caldav/write-sweep";
import { sweepStuckOutbox } from "./email/outbox";
import { pruneSentMail } from "./email/prune-sent-mail";
import { releaseDueReminders } from "./email/scheduled-mail";
import type { Env } from "./env";
import { pruneRateLimits } from "./http/rate-limit";
import { handleQueueBatch } from "./queue";
import { syncDueSubscriptions } from "./subscriptions/subscriptions";
import { pruneWebhookDeliveries } from "./webhooks/prune-deliveries";
import { sweepDueWebhooks } from "./webhooks/webhook-queue";
import { databaseOver } from "./db/database";

export default {
  fetch: app.fetch,
  queue: (batch, env) => handleQueueBatch(batch, env),
  scheduled: (_controller, env, ctx) => {
    const db = databaseOver(env.DB);
    const now = Date.now();
    ctx.waitUntil(
      Promise.all([
        sweepStuckOutbox(db, env, now),
        releaseDueReminders(db, env, now),
        pruneRateLimits(db, now),
        pruneSentMail(db, now),
        syncDueSubscriptions(db, env, now),
        sweepStuckCalDavWrites(db, env, now),
        sweepDueWebhooks(db, env, now),
        pruneWebhookDeliveries(db, now),
      ]),
    );
  },
} satisfies ExportedHandler<Env>;
