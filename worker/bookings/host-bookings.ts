import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import { bookings, eventTypes, schedules } from "../../drizzle/schema";
import { bookingTeamColumns, visibleTo } from "./team-bookings";
import type { BookingAnswer } from "../domain/booking-answer";
import { type CancelledBy, NO_SHOW_UNDO_MS, type NoShowParty } from "../domain/no-show";
import type { Translator } from "../../shared/i18n/translator";
import type { Db } from "../env";
import { notFound } from "../http/http-error";
import type { BookingListView } from "./schemas";

/*
 * The host's Bookings screen: their bookings by view, a page at a time, and as CSV. With
 * teams it also holds the team bookings they are a host on, and every booking of the teams
 * they own or administer.
 */

export const BOOKINGS_PER_PAGE = 20;
/** A CSV export holds at most this many rows, newest views first. */
const MAX_EXPORT_ROWS = 5000;

/** One booking as its host sees it in the list. */
export interface HostBookingResponse {
  id: number;
  title: string;
  event_type_id: number | null;
  start_time: string;
  end_time: string;
  /** The zone of the booking type's schedule (the host's), else UTC. */
  time_zone: string;
  booker_name: string;
  booker_email: string | null;
  notes: string;
  guests: string[];
  /** The booker's answers, with each question's label as it was when they booked. */
  answers: BookingAnswer[];
  status: string;
  cancelled_at: string | null;
  /** Who cancelled it; null while it is not cancelled, or when it was cancelled before this was kept. */
  cancelled_by: CancelledBy | null;
  /** Who did not come, as a host marked it after the end; null: nobody marked a no-show. */
  no_show: NoShowParty | null;
  /** Until when the no-show mark can still be changed or undone; null when nothing is marked. */
  no_show_changeable_until: string | null;
  /** A pending request's deadline (declined automatically then); null otherwise. */
  decision_deadline: string | null;
  /** What the host told the booker when declining the request. */
  decline_reason: string | null;
  /** Who hosts it, by username, the first host first (a personal booking's one host). */
  hosts: string[];
  /** A team booking's team; null for a personal one. */
  team: { id: number; name: string } | null;
}

export interface HostBookingPage {
  bookings: HostBookingResponse[];
  page: number;
  pages: number;
  total: number;
}

const iso = (instant: number) => new Date(instant).toISOString();

/** Which bookings a view holds, and in what order: what comes next first, the most recent past first. */
function viewOf(view: BookingListView, now: number): { where: SQL | undefined; order: SQL[] } {
  if (view === "upcoming") return { where: and(eq(bookings.status, "confirmed"), gte(bookings.endTime, now)), order: [asc(bookings.startTime)] };
  // Requests awaiting the host's answer, the most urgent first.
  if (view === "pending") return { where: eq(bookings.status, "pending"), order: [asc(bookings.decisionDeadline), asc(bookings.startTime)] };
  if (view === "past") return { where: and(eq(bookings.status, "confirmed"), lt(bookings.endTime, now)), order: [desc(bookings.startTime)] };
  // A declined request is listed with the cancelled bookings: its time went back to the host.
  return { where: inArray(bookings.status, ["cancelled", "declined"]), order: [desc(bookings.cancelledAt), desc(bookings.id)] };
}

/** The bookings the user sees that `where` picks, each with its zone, hosts and team. */
function selectOwnBookings(db: Db, userId: number, where: SQL | undefined) {
  return db
    .select({ booking: bookings, ...bookingTeamColumns(userId, schedules.timezone) })
    .from(bookings)
    .leftJoin(eventTypes, eq(eventTypes.id, bookings.eventTypeId))
    .leftJoin(schedules, eq(schedules.id, eventTypes.scheduleId))
    .where(and(visibleTo(userId), where));
}

function selectHostBookings(db: Db, hostUserId: number, view: BookingListView, now: number) {
  const { where, order } = viewOf(view, now);
  return selectOwnBookings(db, hostUserId, where).orderBy(...order);
}

type HostBookingRow = Awaited<ReturnType<typeof selectOwnBookings>>[number];

const hostsOf = (hostsJson: string) => JSON.parse(hostsJson) as string[];

const toHostBookingResponse = ({ booking, timeZone, hostsJson, teamName }: HostBookingRow): HostBookingResponse => ({
  id: booking.id,
  title: booking.title,
  event_type_id: booking.eventTypeId,
  start_time: iso(booking.startTime),
  end_time: iso(booking.endTime),
  time_zone: timeZone ?? "UTC",
  booker_name: booking.bookerName,
  booker_email: booking.bookerEmail,
  notes: booking.notes,
  guests: booking.guests,
  answers: booking.answers,
  status: booking.status,
  cancelled_at: booking.cancelledAt === null ? null : iso(booking.cancelledAt),
  cancelled_by: booking.cancelledBy,
  no_show: booking.noShow,
  no_show_changeable_until: booking.noShow === null || booking.noShowAt === null ? null : iso(booking.noShowAt + NO_SHOW_UNDO_MS),
  decision_deadline: booking.decisionDeadline === null ? null : iso(booking.decisionDeadline),
  decline_reason: booking.declineReason,
  hosts: hostsOf(hostsJson),
  team: booking.teamId === null || teamName === null ? null : { id: booking.teamId, name: teamName },
});

export async function listHostBookings(db: Db, hostUserId: number, view: BookingListView, page: number, now: number): Promise<HostBookingPage> {
  const { where } = viewOf(view, now);
  const [rows, [counted]] = await db.batch([
    selectHostBookings(db, hostUserId, view, now)
      .limit(BOOKINGS_PER_PAGE)
      .offset((page - 1) * BOOKINGS_PER_PAGE),
    db.select({ total: count() }).from(bookings).where(and(visibleTo(hostUserId), where)),
  ]);
  const total = counted?.total ?? 0;
  return { bookings: rows.map(toHostBookingResponse), page, pages: Math.max(1, Math.ceil(total / BOOKINGS_PER_PAGE)), total };
}

/** GET /api/bookings/{id}: one of the bookings the list shows the user (the event dialog shows its answers); another's is a 404. */
export async function findOwnBooking(db: Db, hostUserId: number, id: number): Promise<HostBookingResponse> {
  const [row] = await selectOwnBookings(db, hostUserId, eq(bookings.id, id));
  if (!row) throw notFound("Booking");
  return toHostBookingResponse(row);
}

/** One CSV field (RFC 4180): quoted, quotes doubled; a leading =, +, - or @ is defused for spreadsheets. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A wall-clock time in the booking's zone with its offset, as spreadsheets and people read it. */
function localTime(instant: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("sv-SE", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(instant));
  return parts.replace(" ", "T");
}

/** The columns' names (hostpages.csv.*), in the reader's language: "Start", "End", "Time zone", …. */
const CSV_HEADER = ["start", "end", "timeZone", "bookingType", "hosts", "booker", "email", "guests", "notes", "answers", "status"] as const;

/** Every answer of a booking in one cell, a "label: value" line each. */
const answersCell = (answers: readonly BookingAnswer[]) => answers.map((answer) => `${answer.label}: ${answer.value}`).join("\n");

/** GET /api/bookings/export?view=…: the whole view as CSV, in the same order as the list, its header row in `words`' language. */
export async function exportHostBookings(db: Db, words: Translator, hostUserId: number, view: BookingListView, now: number): Promise<string> {
  const rows = await selectHostBookings(db, hostUserId, view, now).limit(MAX_EXPORT_ROWS);
  const lines = rows.map(({ booking, timeZone, hostsJson }) => {
    const zone = timeZone ?? "UTC";
    return [
      localTime(booking.startTime, zone),
      localTime(booking.endTime, zone),
      zone,
      booking.title,
      hostsOf(hostsJson).join(", "),
      booking.bookerName,
      booking.bookerEmail ?? "",
      booking.guests.join(", "),
      booking.notes,
      answersCell(booking.answers),
      booking.status,
    ]
      .map(csvField)
      .join(",");
  });
  const header = CSV_HEADER.map((column) => csvField(words.t(`hostpages.csv.${column}`)));
  return [header.join(","), ...lines].join("\r\n").concat("\r\n");
}
