import { DAY_MS, dayString, parseDay, weekdayOfEpochDay } from "./calendar-days";
import { localDayRange, type OffsetSegment, offsetSegments } from "./time-zones";

/*
 * Insights' time (docs/INSIGHTS.md): a range of local days in the host's zone, the period of the same
 * length just before it, and the zone's offsets over both, so SQL can turn each booking's start into
 * its local wall clock (start + offset) and group by local day, week, weekday and hour — DST days
 * included — without a time-zone database of its own.
 */

/** The longest range Insights reads: a year and a bit, so "last 365 days" and a leap year fit. */
export const MAX_RANGE_DAYS = 400;

/** Over-time buckets: one per local day, or per local week (Monday first). */
export type InsightBucket = "day" | "week";

/** Ranges up to this many days are drawn per day unless asked otherwise; longer ones per week. */
const DAILY_UP_TO_DAYS = 92;

export interface InsightRange {
  /** First and last local day, inclusive, as epoch days. */
  fromDay: number;
  toDay: number;
  days: number;
  /** [start of the first day, start of the day after the last) in the zone. */
  start: number;
  end: number;
  /** The same number of days just before. */
  previous: { fromDay: number; toDay: number; start: number };
  bucket: InsightBucket;
  /** The zone's offsets over [previous.start, end). */
  segments: OffsetSegment[];
}

/** The range asked for, or the sentence saying why it cannot be read. */
export function insightRange(from: string, to: string, zone: string, bucket?: InsightBucket): InsightRange | string {
  const fromDay = parseDay(from);
  const toDay = parseDay(to);
  if (fromDay === null || toDay === null) return "from and to must be real dates written yyyy-MM-dd.";
  if (toDay < fromDay) return "to must not be before from.";
  const days = toDay - fromDay + 1;
  if (days > MAX_RANGE_DAYS) return `A range can be at most ${MAX_RANGE_DAYS} days long.`;
  const start = localDayRange(from, zone).start;
  const end = localDayRange(to, zone).end;
  const previousStart = localDayRange(dayString(fromDay - days), zone).start;
  return {
    fromDay,
    toDay,
    days,
    start,
    end,
    previous: { fromDay: fromDay - days, toDay: fromDay - 1, start: previousStart },
    bucket: bucket ?? (days <= DAILY_UP_TO_DAYS ? "day" : "week"),
    segments: offsetSegments(zone, { start: previousStart, end }),
  };
}

/** The Monday (epoch day) of the local week an epoch day is in. */
export const weekOf = (epochDay: number): number => epochDay - ((weekdayOfEpochDay(epochDay) + 6) % 7);

/** The first epoch day of every over-time bucket of the range, in order. */
export function bucketStarts(range: Pick<InsightRange, "fromDay" | "toDay" | "bucket">): number[] {
  const first = range.bucket === "week" ? weekOf(range.fromDay) : range.fromDay;
  const step = range.bucket === "week" ? 7 : 1;
  const starts: number[] = [];
  for (let day = first; day <= range.toDay; day += step) starts.push(day);
  return starts;
}

/** Lead time (start − booked at) histogram edges in ms: under an hour, a day, 3 days, a week, 2 weeks, 30 days, and later. */
export const LEAD_TIME_EDGES = [3_600_000, DAY_MS, 3 * DAY_MS, 7 * DAY_MS, 14 * DAY_MS, 30 * DAY_MS] as const;
export const LEAD_TIME_BUCKETS = ["under_1h", "1h_1d", "1d_3d", "3d_7d", "7d_14d", "14d_30d", "over_30d"] as const;
export type LeadTimeBucket = (typeof LEAD_TIME_BUCKETS)[number];

/** Heatmap rows: ISO weekday order, Monday first (SQL's local weekday is 0 = Sunday). */
export const mondayFirst = (sundayFirst: number): number => (sundayFirst + 6) % 7;
