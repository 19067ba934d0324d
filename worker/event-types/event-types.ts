import { and, asc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { eventTypes } from "../../drizzle/schema";
import { violatesConstraint } from "../db/constraint-violation";
import { findOwnSchedule } from "../availability/schedules";
import { chooseDefaultDuration } from "../domain/duration-list";
import type { Db } from "../env";
import { HttpError, notFound } from "../http/http-error";
import { MANAGERS_ONLY, canManage, requireManager, requireMember, roleIn } from "../teams/team-access";
import { imageUrlFor } from "../uploads/image-keys";
import { releaseImage, resolveOwnImage } from "./images";
import type { CreateEventTypeInput, UpdateEventTypeInput } from "./schemas";
import { retireSlugsStatement, withFreeSlug } from "./slugs";
import { bumpVersionsOf, checkHostList, checkHostsBelong, hostStatements, hostsOf, refuseTeamFields } from "./team-hosts";
import { limitColumns, reminderColumns, toEventTypeView, type EventTypeRow, type EventTypeView } from "./view";
import { confirmationColumns, refuseTeamConfirmation } from "./confirmation-fields";
import { checkMeetingPlace, refuseProviderMeetingWith } from "./meeting-fields";
import { refuseSeatsWith, seatColumns } from "./seat-fields";

const ownedBy = (userId: number, id: number) => and(eq(eventTypes.id, id), eq(eventTypes.userId, userId), isNull(eventTypes.teamId));
const NO_OWN_SCHEDULE = "A team booking type has no schedule of its own: each host's schedule is used.";

function defaultDurationOf(durations: number[], requested: number | undefined, previous?: number): number {
  const chosen = chooseDefaultDuration(durations, requested, previous);
  if (chosen === null) throw new HttpError(400, "The default duration must be one of the durations.");
  return chosen;
}

/** A write that lost a race with the deletion of its schedule reads as that schedule missing. */
async function scheduleMustExist<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (violatesConstraint(error, "FOREIGN KEY")) throw notFound("Schedule");
    throw error;
  }
}

/** Types with their hosts (none for personal ones). */
async function withHosts(db: Db, rows: EventTypeRow[]): Promise<EventTypeView[]> {
  const hosts = await hostsOf(db, rows.filter((row) => row.teamId !== null).map((row) => row.id));
  return rows.map((row) => toEventTypeView(row, hosts.get(row.id) ?? []));
}

/** The caller's personal types, or with `teamId` the types of a team they are in (404 for anyone else). */
export async function listEventTypes(db: Db, userId: number, teamId?: number): Promise<EventTypeView[]> {
  if (teamId === undefined) {
    const rows = await db.select().from(eventTypes).where(and(eq(eventTypes.userId, userId), isNull(eventTypes.teamId))).orderBy(asc(eventTypes.id));
    return rows.map((row) => toEventTypeView(row));
  }
  await requireMember(db, teamId, userId);
  return withHosts(db, await db.select().from(eventTypes).where(eq(eventTypes.teamId, teamId)).orderBy(asc(eventTypes.id)));
}

/**
 * A type the caller may change: their personal one, or one of a team they own or administer. Anyone
 * else's is a 404 like a missing one; a plain member of its team gets 403.
 */
async function findEditableEventType(db: Db, userId: number, id: number): Promise<EventTypeRow> {
  const [row] = await db.select().from(eventTypes).where(eq(eventTypes.id, id));
  if (!row || (row.teamId === null && row.userId !== userId)) throw notFound("Event type");
  if (row.teamId === null) return row;
  const role = await roleIn(db, row.teamId, userId);
  if (!role) throw notFound("Event type");
  if (!canManage(role)) throw new HttpError(403, MANAGERS_ONLY);
  return row;
}

/**
 * The place and the seats as they will be stored (an update's fields over the type's): a link must be
 * https, a host's phone a number, seats only on a personal type without approval (docs/SEATS.md), a
 * Meet or Teams place only on a personal type without seats.
 */
function checkPlaceAndSeats(input: CreateEventTypeInput | UpdateEventTypeInput, existing?: EventTypeRow): void {
  const location = input.location ?? existing?.location ?? "";
  const kind = input.location_kind ?? existing?.locationKind ?? "custom";
  const seats = input.seats === undefined ? (existing?.seats ?? null) : input.seats;
  const team = (input.team_id ?? existing?.teamId ?? null) !== null;
  checkMeetingPlace(kind, location);
  refuseSeatsWith(seats, { team, requiresConfirmation: input.requires_confirmation ?? existing?.requiresConfirmation ?? false });
  refuseProviderMeetingWith(kind, { team, seats });
}

/** The columns every new type is written with, personal or team. */
async function newTypeColumns(bucket: R2Bucket, userId: number, input: CreateEventTypeInput) {
  checkPlaceAndSeats(input);
  return {
    userId,
    title: input.title,
    description: input.description ?? "",
    location: input.location,
    durations: input.durations,
    defaultDuration: defaultDurationOf(input.durations, input.default_duration),
    isPublic: input.is_public ?? true,
    imageKey: await resolveOwnImage(bucket, userId, input.image_url ?? null),
    bufferTime: input.buffer_time ?? 0,
    minNotice: input.min_notice ?? 0,
    ...limitColumns(input.limits ?? {}),
    ...(input.reminders !== undefined && reminderColumns(input.reminders)),
    questions: input.questions ?? [],
    ...confirmationColumns(input),
    ...seatColumns(input),
    locationKind: input.location_kind ?? "custom",
    locale: input.locale ?? null,
  };
}

export async function createEventType(db: Db, bucket: R2Bucket, userId: number, input: CreateEventTypeInput): Promise<EventTypeView> {
  if (input.team_id !== undefined) return createTeamEventType(db, bucket, userId, input.team_id, input);
  refuseTeamFields(input);
  const scheduleId = input.schedule_id;
  if (scheduleId === undefined) throw new HttpError(400, "schedule_id: schedule_id must be a schedule's id.");
  await findOwnSchedule(db, userId, scheduleId);
  const columns = await newTypeColumns(bucket, userId, input);
  const row = await withFreeSlug(db, userId, input.title, async (slug) => {
    const [created] = await scheduleMustExist(db.insert(eventTypes).values({ ...columns, scheduleId, slug }).returning());
    return created!;
  });
  return toEventTypeView(row);
}

/**
 * A team's type, by one of its owners or admins: the type, its hosts and every host's new
 * availability version in one batch, so no visitor ever sees it without its hosts.
 */
async function createTeamEventType(db: Db, bucket: R2Bucket, userId: number, teamId: number, input: CreateEventTypeInput): Promise<EventTypeView> {
  await requireManager(db, teamId, userId);
  refuseTeamConfirmation(input);
  const { assignment, hosts } = input;
  if (assignment === undefined) throw new HttpError(400, "Choose round-robin or collective.");
  if (input.schedule_id !== undefined) throw new HttpError(400, NO_OWN_SCHEDULE);
  checkHostList(hosts);
  await checkHostsBelong(db, teamId, hosts);
  const columns = await newTypeColumns(bucket, userId, input);
  const team = { teamId, assignment, useWeights: input.use_weights ?? false, equalDistributionLimit: input.equal_distribution_limit ?? null };
  const row = await withFreeSlug(db, userId, input.title, async (slug) => {
    const [[created]] = await scheduleMustExist(
      db.batch([
        db.insert(eventTypes).values({ ...columns, ...team, scheduleId: null, slug }).returning(),
        ...hostStatements(db, sql<number>`(select id from event_types where slug = ${slug})`, hosts),
        bumpVersionsOf(db, hosts.map((host) => host.user_id)),
      ]),
    );
    return created!;
  });
  return (await withHosts(db, [row]))[0]!;
}

/** What an update checks of a team type's fields, and which users' availability it touches. */
async function checkedTeamChange(db: Db, existing: EventTypeRow, input: UpdateEventTypeInput): Promise<number[]> {
  if (existing.teamId === null) {
    refuseTeamFields(input);
    if (input.schedule_id !== undefined) await findOwnSchedule(db, existing.userId, input.schedule_id);
    return [existing.userId];
  }
  if (input.schedule_id !== undefined) throw new HttpError(400, NO_OWN_SCHEDULE);
  refuseTeamConfirmation(input);
  if (input.hosts !== undefined) {
    checkHostList(input.hosts);
    await checkHostsBelong(db, existing.teamId, input.hosts);
  }
  const before = ((await hostsOf(db, [existing.id])).get(existing.id) ?? []).map((host) => host.user_id);
  return [...new Set([...before, ...(input.hosts ?? []).map((host) => host.user_id)])];
}

/** Changes the fields given and keeps the rest; the slug stays as it was, so shared links keep working. */
export async function updateEventType(db: Db, bucket: R2Bucket, userId: number, id: number, input: UpdateEventTypeInput): Promise<EventTypeView> {
  const existing = await findEditableEventType(db, userId, id);
  if (input.team_id !== undefined && input.team_id !== existing.teamId) throw new HttpError(400, "A booking type cannot be moved into or out of a team.");
  const affected = await checkedTeamChange(db, existing, input);
  checkPlaceAndSeats(input, existing);
  const durations = input.durations ?? existing.durations;
  const defaultDuration = defaultDurationOf(durations, input.default_duration, existing.defaultDuration);
  // The form sends the current image_url back unchanged; only a different one is checked again.
  const currentUrl = existing.imageKey ? imageUrlFor(existing.imageKey) : null;
  const keepImage = input.image_url === undefined || input.image_url === currentUrl;
  const imageKey = keepImage ? existing.imageKey : await resolveOwnImage(bucket, userId, input.image_url ?? null);
  const [[updated]] = await scheduleMustExist(
    db.batch([
      db
        .update(eventTypes)
        .set({
          ...(input.title !== undefined && { title: input.title }),
          ...(input.location !== undefined && { location: input.location }),
          ...(input.schedule_id !== undefined && { scheduleId: input.schedule_id }),
          ...(input.description !== undefined && { description: input.description ?? "" }),
          ...(input.is_public !== undefined && { isPublic: input.is_public }),
          ...(input.buffer_time !== undefined && { bufferTime: input.buffer_time }),
          ...(input.min_notice !== undefined && { minNotice: input.min_notice }),
          ...(input.limits !== undefined && limitColumns(input.limits)),
          ...(input.reminders !== undefined && reminderColumns(input.reminders)),
          ...(input.questions !== undefined && { questions: input.questions }),
          ...confirmationColumns(input),
          ...seatColumns(input),
          ...(input.location_kind !== undefined && { locationKind: input.location_kind }),
          ...(input.locale !== undefined && { locale: input.locale }),
          ...(input.assignment !== undefined && { assignment: input.assignment }),
          ...(input.use_weights !== undefined && { useWeights: input.use_weights }),
          ...(input.equal_distribution_limit !== undefined && { equalDistributionLimit: input.equal_distribution_limit }),
          durations,
          defaultDuration,
          imageKey,
        })
        .where(sameOwner(existing))
        .returning(),
      ...(input.hosts !== undefined ? hostStatements(db, id, input.hosts) : []),
      bumpVersionsOf(db, affected),
    ]),
  );
  if (!updated) throw notFound("Event type");
  if (existing.imageKey !== imageKey) await releaseImage(db, bucket, existing.imageKey);
  return (await withHosts(db, [updated]))[0]!;
}

/** The type as it was read: still its owner's, or still its team's, when the write lands. */
const sameOwner = (row: EventTypeRow): SQL | undefined =>
  row.teamId === null ? ownedBy(row.userId, row.id) : and(eq(eventTypes.id, row.id), eq(eventTypes.teamId, row.teamId));

/**
 * Its bookings stay (their event type becomes null); its slug is retired in the same batch, so the
 * old link answers "Booking page not found." and never another owner's page; its image leaves R2.
 */
export async function deleteEventType(db: Db, bucket: R2Bucket, userId: number, id: number): Promise<void> {
  const existing = await findEditableEventType(db, userId, id);
  const hosts = existing.teamId === null ? [userId] : ((await hostsOf(db, [id])).get(id) ?? []).map((host) => host.user_id);
  const [, [deleted]] = await db.batch([
    retireSlugsStatement(db, sameOwner(existing)),
    db.delete(eventTypes).where(sameOwner(existing)).returning({ imageKey: eventTypes.imageKey }),
    bumpVersionsOf(db, hosts),
  ]);
  if (!deleted) throw notFound("Event type");
  await releaseImage(db, bucket, deleted.imageKey);
}
