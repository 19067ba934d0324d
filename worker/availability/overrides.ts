import { and, asc, eq, like } from "drizzle-orm";
import { dateOverrides } from "../../drizzle/schema";
import type { Db } from "../env";
import { notFound } from "../http/http-error";
import { violatesConstraint } from "../db/constraint-violation";
import type { OverrideInput } from "./schemas";
import { findOwnSchedule } from "./schedules";
import { bumpAvailabilityVersion } from "./availability-version";

export interface OverrideView {
  id: number;
  schedule_id: number;
  /** yyyy-MM-dd, a day of the schedule's own zone. */
  date: string;
  is_unavailable: boolean;
  /** HH:mm wall clock in the schedule's zone; both null when the day is unavailable. */
  start_time: string | null;
  end_time: string | null;
}

const overrideColumns = {
  id: dateOverrides.id,
  schedule_id: dateOverrides.scheduleId,
  date: dateOverrides.date,
  is_unavailable: dateOverrides.isUnavailable,
  start_time: dateOverrides.startTime,
  end_time: dateOverrides.endTime,
};

/** A schedule's overrides, all of them or one month's ("2026-03"), by date. */
export async function listOverrides(
  db: Db,
  userId: number,
  scheduleId: number,
  month: string | undefined,
): Promise<OverrideView[]> {
  await findOwnSchedule(db, userId, scheduleId);
  const inSchedule = eq(dateOverrides.scheduleId, scheduleId);
  return db
    .select(overrideColumns)
    .from(dateOverrides)
    .where(month ? and(inSchedule, like(dateOverrides.date, `${month}-%`)) : inSchedule)
    .orderBy(asc(dateOverrides.date));
}

/** One override per schedule and day: saving a day again replaces what was there. */
export async function saveOverride(db: Db, userId: number, input: OverrideInput): Promise<OverrideView> {
  await findOwnSchedule(db, userId, input.schedule_id);
  const times = input.is_unavailable
    ? { startTime: null, endTime: null }
    : { startTime: input.start_time ?? null, endTime: input.end_time ?? null };
  const values = { isUnavailable: input.is_unavailable, ...times };
  try {
    const [[saved]] = await db.batch([
      db
        .insert(dateOverrides)
        .values({ scheduleId: input.schedule_id, date: input.date, ...values })
        .onConflictDoUpdate({ target: [dateOverrides.scheduleId, dateOverrides.date], set: values })
        .returning(overrideColumns),
      bumpAvailabilityVersion(db, userId),
    ]);
    return saved!;
  } catch (error) {
    // The schedule was deleted between the ownership check and the write.
    if (violatesConstraint(error, "FOREIGN KEY")) throw notFound("Schedule");
    throw error;
  }
}

export async function deleteOverride(db: Db, userId: number, scheduleId: number, date: string): Promise<void> {
  await findOwnSchedule(db, userId, scheduleId);
  const [deleted] = await db.batch([
    db
      .delete(dateOverrides)
      .where(and(eq(dateOverrides.scheduleId, scheduleId), eq(dateOverrides.date, date)))
      .returning({ id: dateOverrides.id }),
    bumpAvailabilityVersion(db, userId),
  ]);
  if (deleted.length === 0) throw notFound("Override");
}
