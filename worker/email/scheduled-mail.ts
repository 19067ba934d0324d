import { and, eq, lte, sql } from "drizzle-orm";
import { emailOutbox } from "../../drizzle/schema";
import type { Db, Env } from "../env";
import { enqueueOutbox } from "./outbox";

/** Due, still scheduled rows. */
const due = (now: number) => and(eq(emailOutbox.status, "scheduled"), lte(emailOutbox.sendAfter, now));

/**
 * The cron job for reminders: scheduled rows that are due become pending and go to the queue. The
 * flip is one UPDATE, so overlapping runs each release a row at most once, and the consumer's claim
 * sends it at most once. A reminder whose booking has already started (the cron was down) would only
 * confuse: it is withdrawn instead. Returns the released ids.
 */
export async function releaseDueReminders(db: Db, env: Env, now: number): Promise<number[]> {
  const started = sql`exists (select 1 from bookings where bookings.id = ${emailOutbox.bookingId} and bookings.start_time <= ${now})`;
  const [, released] = await db.batch([
    db.update(emailOutbox).set({ status: "cancelled" }).where(and(due(now), started)),
    db.update(emailOutbox).set({ status: "pending" }).where(due(now)).returning({ id: emailOutbox.id }),
  ]);
  const ids = released.map((row) => row.id);
  await enqueueOutbox(env, ids);
  return ids;
}
