import { and, asc, eq } from "drizzle-orm";
import { schedules } from "../../drizzle/schema";
import type { Db } from "../env";
import { notFound } from "../http/http-error";
import { bumpAvailabilityVersion } from "./availability-version";

export interface ScheduleView {
  id: number;
  name: string;
  /** IANA zone the schedule's rules and overrides are wall-clock times in. */
  timezone: string;
}

const scheduleColumns = { id: schedules.id, name: schedules.name, timezone: schedules.timezone };

export async function listSchedules(db: Db, userId: number): Promise<ScheduleView[]> {
  return db.select(scheduleColumns).from(schedules).where(eq(schedules.userId, userId)).orderBy(asc(schedules.id));
}

/** The user's schedule, or 404 — also when it exists but belongs to someone else. */
export async function findOwnSchedule(db: Db, userId: number, scheduleId: number): Promise<ScheduleView> {
  const [schedule] = await db
    .select(scheduleColumns)
    .from(schedules)
    .where(and(eq(schedules.id, scheduleId), eq(schedules.userId, userId)));
  if (!schedule) throw notFound("Schedule");
  return schedule;
}

export async function createSchedule(
  db: Db,
  userId: number,
  input: { name: string; timezone?: string | undefined },
): Promise<ScheduleView> {
  const [created] = await db
    .insert(schedules)
    .values({ userId, name: input.name, timezone: input.timezone ?? "UTC" })
    .returning(scheduleColumns);
  return created!;
}

export async function updateSchedule(
  db: Db,
  userId: number,
  scheduleId: number,
  changes: { name?: string | undefined; timezone?: string | undefined },
): Promise<ScheduleView> {
  const set = {
    ...(changes.name !== undefined && { name: changes.name }),
    ...(changes.timezone !== undefined && { timezone: changes.timezone }),
  };
  if (Object.keys(set).length === 0) return findOwnSchedule(db, userId, scheduleId);
  const [[updated]] = await db.batch([
    db
      .update(schedules)
      .set(set)
      .where(and(eq(schedules.id, scheduleId), eq(schedules.userId, userId)))
      .returning(scheduleColumns),
    bumpAvailabilityVersion(db, userId),
  ]);
  if (!updated) throw notFound("Schedule");
  return updated;
}

/** Its rules and overrides go with it (cascade); event types using it keep existing, unscheduled. */
export async function deleteSchedule(db: Db, userId: number, scheduleId: number): Promise<void> {
  const [deleted] = await db.batch([
    db
      .delete(schedules)
      .where(and(eq(schedules.id, scheduleId), eq(schedules.userId, userId)))
      .returning({ id: schedules.id }),
    bumpAvailabilityVersion(db, userId),
  ]);
  if (deleted.length === 0) throw notFound("Schedule");
}
