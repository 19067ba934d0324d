import { type SQL, and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { eventTypeHosts, schedules, teamMembers, users } from "../../drizzle/schema";
import type { Db } from "../env";
import { HttpError } from "../http/http-error";
import type { HostInput, TeamFieldsInput } from "./schemas";
import type { HostView } from "./view";

/*
 * A team booking type's hosts: who they may be, and the statements that make them the
 * type's hosts. The checks run in the contract's order, so the same bad request gets the same answer.
 */

const MAX_WEIGHT = 1000;

/** A personal type carries none of a team type's fields. */
export function refuseTeamFields(input: Partial<TeamFieldsInput>): void {
  const { assignment, hosts, use_weights, equal_distribution_limit } = input;
  if ([assignment, hosts, use_weights, equal_distribution_limit].some((field) => field !== undefined)) {
    throw new HttpError(400, "Only a team booking type has hosts and an assignment.");
  }
}

/** What the host list can be checked for alone: not empty, whole weights, each host once. */
export function checkHostList(hosts: readonly HostInput[] | undefined): asserts hosts is HostInput[] {
  if (!hosts || hosts.length === 0) throw new HttpError(400, "A team booking type needs at least one host.");
  const weights = hosts.flatMap((host) => (host.weight === undefined ? [] : [host.weight]));
  if (weights.some((weight) => !Number.isInteger(weight) || weight < 1)) throw new HttpError(400, "Weights must be whole numbers of at least 1.");
  if (weights.some((weight) => weight > MAX_WEIGHT)) throw new HttpError(400, `Weights can be at most ${MAX_WEIGHT}.`);
  if (new Set(hosts.map((host) => host.user_id)).size !== hosts.length) throw new HttpError(400, "Each host can be listed only once.");
}

/** Every host is a member of the team, and each schedule named is that host's own: one round trip. */
export async function checkHostsBelong(db: Db, teamId: number, hosts: readonly HostInput[]): Promise<void> {
  const named = hosts.flatMap((host) => (host.schedule_id == null ? [] : [host.schedule_id]));
  const [members, owned] = await db.batch([
    db
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.userId, hosts.map((host) => host.user_id)))),
    db.select({ id: schedules.id, userId: schedules.userId }).from(schedules).where(inArray(schedules.id, named.length > 0 ? named : [0])),
  ]);
  if (members.length !== hosts.length) throw new HttpError(400, "Every host must be a member of the team.");
  const ownerOf = new Map(owned.map((schedule) => [schedule.id, schedule.userId]));
  if (hosts.some((host) => host.schedule_id != null && ownerOf.get(host.schedule_id) !== host.user_id)) {
    throw new HttpError(400, "A host's schedule must be one of their own.");
  }
}

/**
 * The statements that make `hosts` the hosts of the type `eventTypeId` selects (an id, or a sub-select
 * by slug for a type written in the same batch). A host who stays keeps when they joined, so shares
 * keep being counted from the latest newcomer.
 */
export function hostStatements(db: Db, eventTypeId: number | SQL<number>, hosts: readonly HostInput[]) {
  const upserts = hosts.map((host) =>
    db
      .insert(eventTypeHosts)
      .values({ eventTypeId, userId: host.user_id, priority: host.priority ?? "medium", weight: host.weight ?? 1, scheduleId: host.schedule_id ?? null })
      .onConflictDoUpdate({
        target: [eventTypeHosts.eventTypeId, eventTypeHosts.userId],
        set: { priority: host.priority ?? "medium", weight: host.weight ?? 1, scheduleId: host.schedule_id ?? null },
      }),
  );
  const leaving = db.delete(eventTypeHosts).where(and(eq(eventTypeHosts.eventTypeId, eventTypeId), notInArray(eventTypeHosts.userId, hosts.map((host) => host.user_id))));
  return [leaving, ...upserts] as const;
}

/** Bumps the availability version of every user named: for the batch that changes their team type. */
export const bumpVersionsOf = (db: Db, userIds: readonly number[]) =>
  db
    .update(users)
    .set({ availabilityVersion: sql`${users.availabilityVersion} + 1` })
    .where(inArray(users.id, userIds.length > 0 ? [...userIds] : [0]));

/** The hosts of each type, by type id, in user-id order (the assignment's fixed tiebreak). */
export async function hostsOf(db: Db, eventTypeIds: readonly number[]): Promise<Map<number, HostView[]>> {
  const byType = new Map<number, HostView[]>();
  if (eventTypeIds.length === 0) return byType;
  const rows = await db
    .select({
      eventTypeId: eventTypeHosts.eventTypeId,
      user_id: eventTypeHosts.userId,
      username: users.username,
      priority: eventTypeHosts.priority,
      weight: eventTypeHosts.weight,
      schedule_id: eventTypeHosts.scheduleId,
    })
    .from(eventTypeHosts)
    .innerJoin(users, eq(users.id, eventTypeHosts.userId))
    .where(inArray(eventTypeHosts.eventTypeId, [...eventTypeIds]))
    .orderBy(asc(eventTypeHosts.userId));
  for (const { eventTypeId, ...host } of rows) byType.set(eventTypeId, [...(byType.get(eventTypeId) ?? []), host]);
  return byType;
}
