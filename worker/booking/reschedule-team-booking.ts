import { type ChangeToCommit, commitChange } from "../booking-change/commit-change";
import { capSpans } from "../domain/booking-limits";
import { hostChangeMessages } from "../email/host-change-messages";
import { type BookingMailFacts, bookingMailFacts } from "../email/mail-facts";
import type { BookerLinks } from "../email/mail-lines";
import { toEveryHost } from "../email/mail-recipients";
import { type BookingWords, withHostWords } from "../email/mail-words";
import { bookingRescheduleMessages } from "../email/reschedule-messages";
import type { Db, Env } from "../env";
import { HttpError } from "../http/http-error";
import type { FoundBooking } from "./booking-lookup";
import { candidateReminders, everyHostReminders, whenChanged, withdrawReminders } from "./reminder-writes";
import { type MoveKey, movedBooking } from "./reschedule-writes";
import { SLOT_TAKEN } from "./slot-check";
import { factsPerHost, readTeamBookingHosts, type TeamBookingHost } from "./team-booking-hosts";
import { candidatesOf, hostTime } from "./team-candidates";
import type { TeamContext } from "./team-context-types";
import { collectiveMoveStatements, roundRobinMoveStatements, type TeamMove, teamMoveTimes } from "./team-reschedule-writes";

/** A team booking's move as the checked read left it. */
export interface TeamMoveAsked {
  current: FoundBooking;
  context: TeamContext;
  /** The hosts free at the new start when the page was read. */
  freeHostIds: readonly number[];
  start: number;
  end: number;
  bookerTimeZone: string;
  /** The booker's words (the booking's language) and the hosts'. */
  words: BookingWords;
  links: BookerLinks;
  now: number;
}

/** Who holds the booking after the move, first host first: whom the booker meets. */
export interface MovedTeamBooking {
  hostUserId: number;
}

const moveTimes = (asked: TeamMoveAsked, key: MoveKey) =>
  teamMoveTimes(asked.context.eventType, { start: asked.start, end: asked.end }, key, asked.current.booking.hostUserId);

/** The booking as its mail shows it after the move. */
const movedOf = ({ current, start, end }: TeamMoveAsked) => ({ ...current.booking, startTime: start, endTime: end, sequence: current.booking.sequence + 1 });

/**
 * Round-robin: its host keeps it when free at the new time, else the first free candidate in
 * assignment order takes it, inside the one update. "Free" is the checked read's verdict by every
 * availability rule (calendar, hours, overrides, caps, buffers; docs/ARCHITECTURE.md, Teams):
 * the update re-checks only bookings and caps, so a host the read found busy is never a candidate,
 * the holder included. Each candidate's mail waits on it being them.
 */
function roundRobinMove(db: Db, asked: TeamMoveAsked, key: MoveKey): Omit<ChangeToCommit, "change"> {
  const { context, current, links, now, words } = asked;
  const holder = context.hosts.find((host) => host.host.id === current.booking.hostUserId);
  const others = candidatesOf(context, asked.freeHostIds).filter((host) => host !== holder);
  const candidates = holder && asked.freeHostIds.includes(holder.host.id) ? [holder, ...others] : others;
  const move: TeamMove = { ...moveTimes(asked, key), hosts: candidates.map((host) => hostTime(host, asked.start)) };
  const previous = { start: current.booking.startTime, end: current.booking.endTime };
  const moved = movedOf(asked);
  const before = bookingMailFacts(moved, current.host, { booker: asked.bookerTimeZone, host: holder?.schedule.timezone ?? "UTC", words });
  const perCandidate = candidates.map((host) => {
    const facts = bookingMailFacts(moved, host.host, { booker: asked.bookerTimeZone, host: host.schedule.timezone, words });
    const messages =
      host === holder ? bookingRescheduleMessages(facts, previous, links, now) : hostChangeMessages({ now: facts, before, previous }, links, now);
    return { hostUserId: host.host.id, facts, messages };
  });
  const bookingRow = movedBooking(move);
  return {
    ...roundRobinMoveStatements(db.$client, move, { candidates: perCandidate, now }),
    reminders: candidateReminders(db.$client, move.bookingId, { bookingRow, links, eventType: context.eventType, start: asked.start, now }, perCandidate),
  };
}

/** Collective: the booking's own hosts (read first), every one of them free at the new time, each mailed in their zone. */
function collectiveMove(db: Db, asked: TeamMoveAsked, key: MoveKey, hosts: readonly TeamBookingHost[]): Omit<ChangeToCommit, "change"> {
  const { context, current, links, now } = asked;
  const move: TeamMove = { ...moveTimes(asked, key), hosts: hosts.map((host) => ({ userId: host.id, ...capSpans(asked.start, host.timeZone) })) };
  const previous = { start: current.booking.startTime, end: current.booking.endTime };
  const perHost: BookingMailFacts[] = factsPerHost(movedOf(asked), hosts, { bookerTimeZone: asked.bookerTimeZone, words: asked.words });
  const bookingRow = movedBooking(move);
  return {
    ...collectiveMoveStatements(db.$client, move, { messages: toEveryHost(perHost, (facts) => bookingRescheduleMessages(facts, previous, links, now)), now }),
    reminders: [
      withdrawReminders(db.$client, move.bookingId, whenChanged(bookingRow)),
      ...everyHostReminders(db.$client, { bookingRow, links, eventType: context.eventType, start: asked.start, now }, perHost),
    ],
  };
}

/** A collective move: its own hosts read first, the language of any who has left the type loaded too. */
async function collectiveMoveOf(db: Db, env: Env, asked: TeamMoveAsked, key: MoveKey): Promise<Omit<ChangeToCommit, "change">> {
  const hosts = await readTeamBookingHosts(db.$client, asked.current.booking);
  const words = await withHostWords(env.ASSETS, asked.words, hosts.map((host) => host.locale));
  return collectiveMove(db, { ...asked, words }, key, hosts);
}

/**
 * Moves a team booking in one batch (docs/ARCHITECTURE.md, "Booking changes"): round-robin keeps its
 * host when still free, else picks again by the assignment rule inside the move's statement;
 * collective moves only if every host is free. 409 when the statement found the time taken.
 */
export async function rescheduleTeamBooking(db: Db, env: Env, asked: TeamMoveAsked): Promise<MovedTeamBooking> {
  const { current, context, now } = asked;
  const key: MoveKey = { bookingId: current.booking.id, fromSequence: current.booking.sequence, changeKey: crypto.randomUUID() };
  const statements =
    context.assignment === "collective" ? await collectiveMoveOf(db, env, asked, key) : roundRobinMove(db, asked, key);
  const committed = await commitChange(db, env, {
    change: {
      kind: "rescheduled",
      bookingRow: movedBooking(key),
      previous: { startTime: current.booking.startTime, endTime: current.booking.endTime },
      formerHostUserId: current.booking.hostUserId,
      now,
    },
    ...statements,
  });
  if (!committed) throw new HttpError(409, SLOT_TAKEN);
  return { hostUserId: committed.hostUserId };
}
