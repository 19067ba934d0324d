import { and, eq, inArray, ne } from "drizzle-orm";
import { deleteObject, updateObject } from "tsdav";
import { bookings, caldavAccounts, caldavEvents } from "../../drizzle/schema";
import { buildCalendarObject, calendarObjectUrl } from "../domain/ics/ics-calendar-object";
import type { Translator } from "../../shared/i18n/translator";
import type { Db } from "../env";
import { seatTimeEvent } from "../feed/seat-events";
import { davFetch } from "./dav-fetch";

/*
 * A seat's calendar write (docs/SEATS.md): the host's calendar holds ONE event per seated time, its
 * UID the time's seat key, listing the seats that hold it. Any seat's change rewrites that one event
 * from the time's seats as they are now (or deletes it once none is left), so writes for several
 * seats of a time, in any order or repeated, leave it right.
 */

type Booking = typeof bookings.$inferSelect;
type Account = typeof caldavAccounts.$inferSelect;

/** The changed seat, the account written to, the seat's event address there (null: none yet), and the account's headers. */
export interface SeatWrite {
  seat: Booking;
  account: Account;
  href: string | null;
  headers: Record<string, string>;
  /** The account owner's words (their language), for what Hangout writes into the event. */
  t: Translator;
}

/** Makes the account's event of the time `seatUid` match its seats; `knownHref` is where an earlier write put it. */
async function syncTime(db: Db, { account, headers, t }: Omit<SeatWrite, "seat" | "href">, seatUid: string, knownHref: string | null, now: number): Promise<void> {
  const seats = await db.select().from(bookings).where(eq(bookings.seatUid, seatUid));
  const holding = seats.filter((seat) => seat.status === "confirmed" && seat.hostUserId === account.userId);
  const ids = seats.map((seat) => seat.id);
  const [stored] = await db.select({ href: caldavEvents.href }).from(caldavEvents).where(and(eq(caldavEvents.accountId, account.id), inArray(caldavEvents.bookingId, ids)));
  const href = stored?.href ?? knownHref ?? (account.writeCalendarUrl === null ? null : calendarObjectUrl(account.writeCalendarUrl, seatUid));
  if (href === null) return;
  if (holding.length === 0) {
    if (stored === undefined && knownHref === null) return;
    await deleteObject({ url: href, headers, fetch: davFetch({ notFoundIsFine: true }) });
    await db.delete(caldavEvents).where(and(eq(caldavEvents.accountId, account.id), inArray(caldavEvents.bookingId, ids)));
    return;
  }
  await updateObject({ url: href, data: buildCalendarObject(seatTimeEvent(seatUid, seats, t), now), headers: { ...headers, "content-type": "text/calendar; charset=utf-8" }, fetch: davFetch() });
  // Every seat holding the time knows its event, so any of them finds it again (the first one may leave).
  await db
    .insert(caldavEvents)
    .values(holding.map((seat) => ({ bookingId: seat.id, accountId: account.id, href })))
    .onConflictDoUpdate({ target: [caldavEvents.bookingId, caldavEvents.accountId], set: { href } });
}

/**
 * The seat's time is rewritten; a seat that moved also rewrites (or deletes) the time it left, which
 * its stored event address still names: the seats left there are found by that address.
 */
export async function applySeatWrite(db: Db, write: SeatWrite, now: number): Promise<void> {
  const { seat, account, href } = write;
  if (seat.seatUid === null) return;
  const here = account.writeCalendarUrl === null ? null : calendarObjectUrl(account.writeCalendarUrl, seat.seatUid);
  if (href !== null && href !== here) {
    const [left] = await db
      .select({ seatUid: bookings.seatUid })
      .from(caldavEvents)
      .innerJoin(bookings, eq(bookings.id, caldavEvents.bookingId))
      .where(and(eq(caldavEvents.accountId, account.id), eq(caldavEvents.href, href), eq(bookings.status, "confirmed"), ne(bookings.id, seat.id)));
    await db.delete(caldavEvents).where(and(eq(caldavEvents.accountId, account.id), eq(caldavEvents.bookingId, seat.id)));
    if (left?.seatUid) await syncTime(db, write, left.seatUid, href, now);
    else await deleteObject({ url: href, headers: write.headers, fetch: davFetch({ notFoundIsFine: true }) });
  }
  await syncTime(db, write, seat.seatUid, null, now);
}
