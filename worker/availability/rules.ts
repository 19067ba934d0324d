import { asc, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { availabilityRules } from "../../drizzle/schema";
import { sortWeeklyRanges, type WeeklyRange } from "../domain/weekly-hours";
import type { Db } from "../env";
import { notFound } from "../http/http-error";
import { violatesConstraint } from "../db/constraint-violation";
import { findOwnSchedule } from "./schedules";
import { bumpAvailabilityVersion } from "./availability-version";

/** D1 binds at most 100 parameters per statement; a rule row takes 4. */
const RULES_PER_INSERT = 20;

const ruleColumns = {
  day_of_week: availabilityRules.dayOfWeek,
  start_time: availabilityRules.startTime,
  end_time: availabilityRules.endTime,
};

async function readRules(db: Db, scheduleId: number): Promise<WeeklyRange[]> {
  const rows = await db
    .select(ruleColumns)
    .from(availabilityRules)
    .where(eq(availabilityRules.scheduleId, scheduleId))
    .orderBy(asc(availabilityRules.dayOfWeek), asc(availabilityRules.startTime));
  return rows;
}

export async function listRules(db: Db, userId: number, scheduleId: number): Promise<WeeklyRange[]> {
  await findOwnSchedule(db, userId, scheduleId);
  return readRules(db, scheduleId);
}

/**
 * Replaces every weekly rule of a schedule in one D1 batch (a transaction): readers see the old set or
 * the new one, never a half-saved week.
 */
export async function replaceRules(
  db: Db,
  userId: number,
  scheduleId: number,
  rules: readonly WeeklyRange[],
): Promise<WeeklyRange[]> {
  await findOwnSchedule(db, userId, scheduleId);
  const rows = sortWeeklyRanges(rules).map((rule) => ({
    scheduleId,
    dayOfWeek: rule.day_of_week,
    startTime: rule.start_time,
    endTime: rule.end_time,
  }));
  const statements: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [
    db.delete(availabilityRules).where(eq(availabilityRules.scheduleId, scheduleId)),
  ];
  for (let i = 0; i < rows.length; i += RULES_PER_INSERT) {
    statements.push(db.insert(availabilityRules).values(rows.slice(i, i + RULES_PER_INSERT)));
  }
  statements.push(bumpAvailabilityVersion(db, userId));
  try {
    await db.batch(statements);
  } catch (error) {
    // The schedule was deleted between the ownership check and the write.
    if (violatesConstraint(error, "FOREIGN KEY")) throw notFound("Schedule");
    throw error;
  }
  return readRules(db, scheduleId);
}
