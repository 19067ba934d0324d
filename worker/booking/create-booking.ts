import type { LocationKind } from "../../shared/location-kinds";
import { createBookingRequest, needsApproval } from "../approval/request-booking";
import { commitChange } from "../booking-change/commit-change";
import { createSeat } from "../seats/create-seat";
import { newSeatUid } from "../seats/seat-uid";
import { publicOrigin } from "../config/public-origin";
import type { BookingAnswer } from "../domain/booking-answer";
import { bookingConfirmationMessages } from "../email/booking-messages";
import { bookingMailFacts } from "../email/mail-facts";
import { mailWordsFor } from "../email/mail-words";
import type { Db, Env } from "../env";
import { HttpError } from "../http/http-error";
import { type NewBookingPlace, newBookingPlace } from "../meeting/booking-place";
import { openingRoomName, seatPlace } from "../seats/seat-room";
import { hashLinkToken, newLinkToken } from "../http/link-token";
import { bookerLinks } from "./booker-links";
import { bookingLocale } from "./booking-locale";
import { type BookingFields, type NewBooking, newBookingRow, newBookingStatements } from "./booking-writes";
import { type BookingMade, createTeamBooking, type TeamBookingAsked } from "./create-team-booking";
import type { HostContext } from "./host-context";
import { type BookingRequester, checkedBookingRequest } from "./checked-booking-request";
import { cancelPath, reschedulePath } from "./private-paths";
import { bookingReminders } from "./reminder-writes";
import type { BookingBody } from "./schemas";
import { bookedTimeOf, SLOT_TAKEN } from "./slot-check";

/** What the booker gets back (and the success screen shows); the token is only ever sent here. */
export interface CreatedBooking {
  id: number;
  start_time: string;
  end_time: string;
  title: string;
  booker_name: string;
  booker_email: string | null;
  notes: string;
  guests: string[];
  answers: BookingAnswer[];
  cancellation_token: string;
  cancel_url: string;
  reschedule_url: string;
  ics_uid: string;
  /** Whom the booker meets: the host, the round-robin host the booking went to, or every host of a collective booking. */
  hosts: { username: string }[];
  /** "pending" when the type requires the host's confirmation (the page says the request was sent), else "confirmed". */
  status: "confirmed" | "pending";
  /** A pending request's deadline: declined automatically if the host has not answered by then. */
  decision_deadline: string | null;
  /** Where to meet, now that it is booked (docs/MEETING-PLACES.md): the address, number, URL or custom text. */
  location: string;
  location_kind: LocationKind;
  /** The fixed link or the booking's own video room; null for any other kind. */
  meeting_url: string | null;
}

/** A visitor's request to book: what they sent, who and where from, and when it arrived. */
export interface BookingRequest {
  body: BookingBody;
  requester: BookingRequester;
  now: number;
}

/**
 * Books a slot (docs/ARCHITECTURE.md, "Booking changes") in two D1 round trips: the checked read,
 * then booking, host calendar entries and mail in one atomic batch whose insert refuses any clash
 * (a team type's picks its host or checks every host inside it); then the mail goes to the queue.
 */
export async function createBooking(db: Db, env: Env, { body, requester, now }: BookingRequest): Promise<CreatedBooking> {
  const checked = await checkedBookingRequest(db, { body, requester, now });
  const { answers, booker, start, end } = checked;
  const origin = publicOrigin(env);
  const { eventType } = checked.context;
  const token = newLinkToken();
  const notes = (body.notes ?? "").replace(/\r\n?/g, "\n").trim();
  const locale = bookingLocale(env, { locale: body.locale, acceptLanguage: requester.acceptLanguage }, checked.languages);
  // Loaded before the batch: the mail (words, the place it names) is written in the same batch as the booking.
  const [words, place] = await Promise.all([mailWordsFor(env.ASSETS, locale, hostLocalesOf(checked)), placeOf(db, env, checked, body.phone ?? undefined)]);
  const fields: BookingFields = {
    title: eventType.title,
    location: place.location,
    locationKind: place.kind,
    meetingUrl: place.meetingUrl,
    // A signed-in visitor books as their username.
    bookerName: booker ? booker.username : body.name,
    bookerEmail: body.email ?? null,
    bookerUserId: booker?.id ?? null,
    notes,
    guests: body.guests ?? [],
    answers,
    tokenHash: hashLinkToken(token),
    icsUid: `${crypto.randomUUID()}@${new URL(origin).hostname}`,
    sequence: 0,
    locale,
    bookerTimeZone: body.timeZone ?? "UTC",
  };
  const links = bookerLinks(origin, token);
  const { bookerTimeZone } = fields;
  const created: BookingMade & { decisionDeadline?: number } =
    checked.kind === "team"
      ? await createTeamBooking(db, env, { context: checked.context, freeHostIds: checked.freeHostIds, fields, start, end, bookerTimeZone, words, links, now })
      : needsApproval(checked.context, booker)
        ? await createBookingRequest(db, env, { context: checked.context, fields, start, end, bookerTimeZone, words, links, now })
        : checked.context.eventType.seats !== null
          ? await createSeat(db, env, {
              context: checked.context,
              fields,
              start,
              end,
              bookerTimeZone,
              words,
              links,
              now,
              capacity: checked.context.eventType.seats,
              newSeatUid: newSeatUid(env),
              alsoAttending: checked.seatmates,
            })
          : await createPersonalBooking(db, env, { context: checked.context, fields, start, end, bookerTimeZone, words, links, now });
  const deadline = created.decisionDeadline ?? null;
  return {
    id: created.bookingId,
    start_time: new Date(start).toISOString(),
    end_time: new Date(end).toISOString(),
    title: fields.title,
    booker_name: fields.bookerName,
    booker_email: fields.bookerEmail,
    notes,
    guests: [...fields.guests],
    answers,
    cancellation_token: token,
    cancel_url: cancelPath(token),
    reschedule_url: reschedulePath(token),
    ics_uid: fields.icsUid,
    hosts: created.hosts,
    status: deadline === null ? "confirmed" : "pending",
    decision_deadline: deadline === null ? null : new Date(deadline).toISOString(),
    location: fields.location,
    location_kind: fields.locationKind,
    meeting_url: fields.meetingUrl,
  };
}

/** The language of every host the booking may go to: each one's mail is written before the batch picks (docs/LANGUAGES.md). */
const hostLocalesOf = (checked: Awaited<ReturnType<typeof checkedBookingRequest>>): string[] =>
  checked.kind === "team" ? checked.context.hosts.map(({ host }) => host.locale) : [checked.context.host.locale];

/**
 * Where the booking meets: a seat of a time meets in the time's one room (the room it holds, else the
 * one every first seat of it names; seats/seat-room.ts), any other booking where its type says.
 */
async function placeOf(db: Db, env: Env, checked: Awaited<ReturnType<typeof checkedBookingRequest>>, phone: string | undefined): Promise<NewBookingPlace> {
  const { eventType } = checked.context;
  if (checked.kind === "team" || eventType.seats === null) return newBookingPlace(db, env, eventType, phone);
  const time = { hostUserId: checked.context.host.id, eventTypeId: eventType.id, start: checked.start, end: checked.end };
  const roomName = eventType.locationKind === "jitsi" ? await openingRoomName(env.JWT_SECRET, time, checked.seatTime.mark) : undefined;
  return seatPlace(await newBookingPlace(db, env, eventType, phone, roomName), checked.seatTime);
}

/** A personal type's booking: its one host, guarded by `timeIsFree`. */
async function createPersonalBooking(
  db: Db,
  env: Env,
  { context, fields, start, end, bookerTimeZone, words, links, now }: Omit<TeamBookingAsked, "context" | "freeHostIds"> & { context: HostContext },
): Promise<BookingMade> {
  const { eventType, host } = context;
  const booking: NewBooking = { ...bookedTimeOf(context, host.id, { start, end }), ...fields };
  const facts = bookingMailFacts(booking, host, { booker: bookerTimeZone, host: context.schedule.timezone, words });
  const bookingRow = newBookingRow(booking.tokenHash);
  const mail = { manageUrl: links.cancelUrl, messages: bookingConfirmationMessages(facts, links, now), now };
  const committed = await commitChange(db, env, {
    change: { kind: "created", bookingRow, now },
    ...newBookingStatements(db.$client, booking, mail),
    reminders: bookingReminders(db.$client, { bookingRow, facts, links, eventType, start, now }),
  });
  if (!committed) throw new HttpError(409, SLOT_TAKEN);
  return { bookingId: committed.bookingId, hosts: [{ username: host.username }] };
}
