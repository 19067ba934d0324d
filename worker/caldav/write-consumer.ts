import { and, eq, lt, or, sql } from "drizzle-orm";
import { deleteObject, updateObject } from "tsdav";
import { bookings, caldavAccounts, caldavEvents, caldavWrites, users } from "../../drizzle/schema";
import { buildCalendarObject, calendarObjectUrl } from "../domain/ics/ics-calendar-object";
import { MAX_SEND_ATTEMPTS, retryDelaySeconds, SEND_LEASE_MS } from "../email/consumer";
import { queueIdOf } from "../config/queue-message";
import type { Db, Env } from "../env";
import { hostWordsFor } from "../email/mail-words";
import { bookingEvent } from "../feed/booking-event";
import { SyncFailure } from "../subscriptions/calendar-source";
import { credentialsOf } from "./account-credentials";
import { davFetch, davHeaders } from "./dav-fetch";
import { applySeatWrite } from "./seat-write";
import { databaseOver } from "../db/database";

type WriteRow = typeof caldavWrites.$inferSelect;

/** Takes the row in one statement, as the mail consumer does: a pending row, or one whose lease ran out. */
async function claim(db: Db, id: number, now: number): Promise<WriteRow | undefined> {
  const [row] = await db
    .update(caldavWrites)
    .set({ status: "sending", attempts: sql`${caldavWrites.attempts} + 1`, leaseUntil: now + SEND_LEASE_MS })
    .where(and(eq(caldavWrites.id, id), or(eq(caldavWrites.status, "pending"), and(eq(caldavWrites.status, "sending"), lt(caldavWrites.leaseUntil, now)))))
    .returning();
  return row;
}

/**
 * Makes a host's calendar match the booking as it is now: its event PUT (created, or moved with the
 * booking's SEQUENCE) while it stands and the account's owner hosts it, DELETEd once it is cancelled
 * or has gone to another host. Repeating it changes nothing.
 */
async function applyWrite(db: Db, env: Env, row: WriteRow, now: number): Promise<void> {
  const [found] = await db
    .select({
      booking: bookings,
      account: caldavAccounts,
      href: caldavEvents.href,
      ownerLocale: sql<string>`(select ${users.locale} from ${users} where ${users.id} = ${caldavAccounts.userId})`.as("owner_locale"),
      // A round-robin booking may move to another host: the one it left loses the event.
      onBooking: sql<number>`${caldavAccounts.userId} = ${bookings.hostUserId}
        or exists (select 1 from booking_hosts where booking_id = ${bookings.id} and user_id = ${caldavAccounts.userId})`,
    })
    .from(bookings)
    .innerJoin(caldavAccounts, eq(caldavAccounts.id, row.accountId))
    .leftJoin(caldavEvents, and(eq(caldavEvents.bookingId, bookings.id), eq(caldavEvents.accountId, row.accountId)))
    .where(eq(bookings.id, row.bookingId));
  if (!found) return;
  const { booking, account } = found;
  const headers = davHeaders(await credentialsOf(env, account));
  const t = await hostWordsFor(env.ASSETS, found.ownerLocale);
  // A seat's event is its time's, shared with the other seats (docs/SEATS.md).
  if (booking.seatUid !== null) return applySeatWrite(db, { seat: booking, account, href: found.href, headers, t }, now);
  if (booking.status !== "confirmed" || !found.onBooking) {
    if (found.href === null) return;
    await deleteObject({ url: found.href, headers, fetch: davFetch({ notFoundIsFine: true }) });
    await db.delete(caldavEvents).where(and(eq(caldavEvents.bookingId, booking.id), eq(caldavEvents.accountId, account.id)));
    return;
  }
  const href = found.href ?? (account.writeCalendarUrl === null ? null : calendarObjectUrl(account.writeCalendarUrl, booking.icsUid));
  if (href === null) return;
  const event = { ...bookingEvent(booking, t), sequence: booking.sequence };
  await updateObject({ url: href, data: buildCalendarObject(event, now), headers: { ...headers, "content-type": "text/calendar; charset=utf-8" }, fetch: davFetch() });
  await db.insert(caldavEvents).values({ bookingId: booking.id, accountId: account.id, href }).onConflictDoUpdate({ target: [caldavEvents.bookingId, caldavEvents.accountId], set: { href } });
}

async function deliver(message: Message<unknown>, db: Db, env: Env, now: number): Promise<void> {
  const writeId = queueIdOf(message.body, ["caldav-write"]);
  if (writeId === null) return message.ack();
  const row = await claim(db, writeId, now);
  if (!row) return message.ack();
  const held = and(eq(caldavWrites.id, row.id), eq(caldavWrites.status, "sending"), eq(caldavWrites.attempts, row.attempts));
  try {
    await applyWrite(db, env, row, now);
  } catch (error) {
    const problem = error instanceof SyncFailure ? error.message : "The booking could not be written into the calendar.";
    console.error(JSON.stringify({ event: "caldav-write-failed", writeId: row.id, attempt: row.attempts, error: String(error) }));
    await db.batch([
      db.update(caldavWrites).set({ status: row.attempts >= MAX_SEND_ATTEMPTS ? "dead" : "pending", lastError: problem, leaseUntil: null }).where(held),
      db.update(caldavAccounts).set({ lastWriteError: problem, lastWriteErrorAt: now }).where(eq(caldavAccounts.id, row.accountId)),
    ]);
    return message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
  }
  await db.batch([
    db.update(caldavWrites).set({ status: "done", leaseUntil: null, lastError: null }).where(held),
    db.update(caldavAccounts).set({ lastWriteError: null, lastWriteErrorAt: null }).where(eq(caldavAccounts.id, row.accountId)),
  ]);
  message.ack();
}

/** The queue's calendar writes: each message one caldav_writes row, retried with the mail's backoff. */
export async function handleCalDavWrites(messages: readonly Message<unknown>[], env: Env): Promise<void> {
  const db = databaseOver(env.DB);
  for (const message of messages) {
    try {
      await deliver(message, db, env, Date.now());
    } catch (error) {
      console.error(JSON.stringify({ event: "caldav-write-error", messageId: message.id, error: String(error) }));
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}
