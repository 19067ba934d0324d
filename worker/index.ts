import app from "./app";
import { declineOverdueRequests } from "./approval/decline-overdue";
import { sweepStuckCalDavWrites } from "./caldav/write-sweep";
import { renewDueChannels } from "./calendar-connections/channels";
import { syncConnectionCalendars } from "./calendar-connections/connection-sweep";
import { sweepProviderWrites } from "./calendar-connections/write-sweep";
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

/** One cron tick's jobs. Each runs to its end whatever another does; the tick fails (and is logged) if any of them did. */
async function scheduledWork(env: Env, now: number): Promise<void> {
  const db = databaseOver(env.DB);
  const jobs = await Promise.allSettled([
    sweepStuckOutbox(db, env, now),
    releaseDueReminders(db, env, now),
    pruneRateLimits(db, now),
    pruneSentMail(db, now),
    syncDueSubscriptions(db, env, now),
    syncConnectionCalendars(db, env, now),
    sweepStuckCalDavWrites(db, env, now),
    sweepProviderWrites(db, env, now),
    renewDueChannels(db, env, now),
    sweepDueWebhooks(db, env, now),
    pruneWebhookDeliveries(db, now),
    declineOverdueRequests(db, env, now),
  ]);
  const failures = jobs.flatMap((job) => (job.status === "rejected" ? [job.reason] : []));
  if (failures.length > 0) throw new AggregateError(failures, "Scheduled work failed.");
}

export default {
  fetch: app.fetch,
  queue: (batch, env) => handleQueueBatch(batch, env),
  /*
   * Every cron tick (wrangler.toml), and locally each tick `npm start` asks for through GET /__scheduled.
   * The work is also returned, so a local trigger answers once the tick is done. Its time is the later of
   * the tick's and the clock's: a late run sees the present, a test may ask for a later tick.
   */
  scheduled: (controller, env, ctx) => {
    const work = scheduledWork(env, Math.max(controller.scheduledTime, Date.now()));
    ctx.waitUntil(work);
    return work;
  },
} satisfies ExportedHandler<Env>;
