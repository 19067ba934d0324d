import { sql } from "drizzle-orm";
import { type ChangeToCommit, commitChange } from "../booking-change/commit-change";
import { MINUTE_MS } from "../domain/calendar-days";
import { bookingConfirmationMessages } from "../email/booking-messages";
import { bookingMailFacts } from "../email/mail-facts";
import type { BookerLinks } from "../email/mail-lines";
import { toEveryHost } from "../email/mail-recipients";
import type { BookingWords } from "../email/mail-words";
import type { Db, Env } from "../env";
import { HttpError } from "../http/http-error";
import type { BookingFields } from "./booking-writes";
import { newBookingRow } from "./booking-writes";
import { bookingReminders, everyHostReminders, type ReminderPlan } from "./reminder-writes";
import { SLOT_TAKEN } from "./slot-check";
import { factsPerHost, type TeamBookingHost } from "./team-booking-hosts";
import { collectiveStatements, type NewTeamBooking, roundRobinStatements } from "./team-booking-writes";
import { candidatesOf, hostTime } from "./team-candidates";
import type { TeamContext } from "./team-context-types";

/** A team booking as the checked read left it: the team's context, the hosts free at the start, and the booking's own fields. */
export interface TeamBookingAsked {
  context: TeamContext;
  /** The hosts free at the start when the page was read (every host, for a collective type that offers it). */
  freeHostIds: readonly number[];
  fields: BookingFields;
  start: number;
  end: number;
  bookerTimeZone: string;
  /** The booker's words (the booking's language) and the hosts'. */
  words: BookingWords;
  links: BookerLinks;
  now: number;
}

/** A booking as it lands: its id and the hosts the booker meets, first host first. */
export interface BookingMade {
  bookingId: number;
  hosts: { username: string }[];
}

interface CommitPlan {
  teamHosts: readonly TeamBookingHost[];
  reminderPlan: Omit<ReminderPlan, "facts">;
  asked: TeamBookingAsked;
}

/** Collective: every host's mail and reminders, each in their own zone, all naming every host. */
function collectiveCommit(d1: D1Database, booking: NewTeamBooking, { teamHosts, reminderPlan, asked }: CommitPlan): Omit<ChangeToCommit, "change"> {
  const { links, now } = asked;
  const perHost = factsPerHost(mailedOf(asked), teamHosts, { bookerTimeZone: asked.bookerTimeZone, words: asked.words });
  const messages = toEveryHost(perHost, (facts) => bookingConfirmationMessages(facts, links, now));
  return { ...collectiveStatements(d1, booking, { manageUrl: links.cancelUrl, messages, now }), reminders: everyHostReminders(d1, reminderPlan, perHost) };
}

/** Round-robin: whom the booker meets is decided inside the insert, so each candidate's mail and reminders wait on it being them. */
function roundRobinCommit(d1: D1Database, booking: NewTeamBooking, { teamHosts, reminderPlan, asked }: CommitPlan): Omit<ChangeToCommit, "change"> {
  const { links, now } = asked;
  const perCandidate = teamHosts.map((host) => ({ host, facts: bookingMailFacts(mailedOf(asked), host, { booker: asked.bookerTimeZone, host: host.timeZone, words: asked.words }) }));
  const candidates = perCandidate.map(({ host, facts }) => ({ hostUserId: host.id, messages: bookingConfirmationMessages(facts, links, now) }));
  return {
    ...roundRobinStatements(d1, booking, { manageUrl: links.cancelUrl, candidates, now }),
    reminders: perCandidate.flatMap(({ host, facts }) =>
      bookingReminders(d1, { ...reminderPlan, facts, bookingRow: sql`${reminderPlan.bookingRow} and host_user_id = ${host.id}` }),
    ),
  };
}

const mailedOf = ({ fields, start, end }: TeamBookingAsked) => ({ ...fields, startTime: start, endTime: end });

/**
 * Books a team type's slot in the one batch of a booking change (docs/ARCHITECTURE.md, "Booking
 * changes"): round-robin picks the first free candidate inside its insert, collective inserts only
 * when every host is free; 409 when the statement found no one.
 */
export async function createTeamBooking(db: Db, env: Env, asked: TeamBookingAsked): Promise<BookingMade> {
  const { context, fields, start, end, links, now } = asked;
  const { eventType } = context;
  const bufferMs = eventType.bufferTime * MINUTE_MS;
  const hosts = context.assignment === "collective" ? context.hosts : candidatesOf(context, asked.freeHostIds);
  if (hosts.length === 0) throw new HttpError(409, SLOT_TAKEN);
  const booking: NewTeamBooking = {
    ...fields,
    teamId: context.team.id,
    eventTypeId: eventType.id,
    startTime: start,
    endTime: end,
    blockStart: start - bufferMs,
    blockEnd: end + bufferMs,
    maxPerDay: eventType.maxPerDay,
    maxPerWeek: eventType.maxPerWeek,
    hosts: hosts.map((host) => hostTime(host, start)),
  };
  const bookingRow = newBookingRow(fields.tokenHash);
  const d1 = db.$client;
  const reminderPlan = { links, eventType, start, now };
  const teamHosts = hosts.map(({ host, schedule }) => ({ ...host, timeZone: schedule.timezone }));
  const statements: Omit<ChangeToCommit, "change"> =
    context.assignment === "collective"
      ? collectiveCommit(d1, booking, { teamHosts, reminderPlan: { ...reminderPlan, bookingRow }, asked })
      : roundRobinCommit(d1, booking, { teamHosts, reminderPlan: { ...reminderPlan, bookingRow }, asked });
  const committed = await commitChange(db, env, { change: { kind: "created", bookingRow, now }, ...statements });
  if (!committed) throw new HttpError(409, SLOT_TAKEN);
  const met = context.assignment === "collective" ? hosts : hosts.filter((host) => host.host.id === committed.hostUserId);
  return { bookingId: committed.bookingId, hosts: met.map(({ host }) => ({ username: host.username })) };
}
