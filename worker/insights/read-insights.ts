import { sessionInvalid } from "../auth/require-auth";
import { dayString } from "../domain/calendar-days";
import { bucketStarts, type InsightBucket, type InsightRange, LEAD_TIME_BUCKETS, type LeadTimeBucket, mondayFirst } from "../domain/insight-range";
import { roundRobinShares } from "../domain/round-robin-shares";
import type { Db } from "../env";
import { HttpError } from "../http/http-error";
import { type InsightQuery, insightStatements } from "./insight-statements";

/* GET /api/insights (docs/INSIGHTS.md): the figures of one scope and range, read in ONE D1 round trip. */

export interface InsightTotals {
  booked: number;
  completed: number;
  upcoming: number;
  cancelled: number;
  cancelled_by_booker: number;
  cancelled_by_host: number;
  /** Cancelled before who cancelled was kept. */
  cancelled_by_unknown: number;
  rescheduled: number;
  no_show_booker: number;
  no_show_host: number;
  pending: number;
  declined: number;
  seats_filled: number;
  /** The seated times' capacity: each time that holds a seat counts its type's seats. */
  seats_capacity: number;
}

export const OVER_TIME_CATEGORIES = ["completed", "upcoming", "no_show", "cancelled", "pending"] as const;
export type OverTimeCategory = (typeof OVER_TIME_CATEGORIES)[number];

export interface InsightScopes {
  types: { id: number; title: string }[];
  teams: { id: number; name: string; types: { id: number; title: string }[]; hosts: { id: number; username: string }[] }[];
}

export interface InsightsResponse {
  range: { from: string; to: string; days: number; zone: string; bucket: InsightBucket; previous: { from: string; to: string } };
  totals: { current: InsightTotals; previous: InsightTotals };
  /** Every bucket of the range, in order, zeros included: its first day and its count per final state. */
  over_time: ({ start: string } & Record<OverTimeCategory, number>)[];
  by_type: { id: number | null; title: string; booked: number; cancelled: number; no_show: number }[];
  by_host: {
    id: number;
    username: string;
    booked: number;
    completed: number;
    cancelled: number;
    no_show: number;
    /** Null when the host holds no round-robin booking and hosts no round-robin type in the scope. */
    round_robin: { held: number; share: number; target_share: number } | null;
  }[];
  lead_time: { bucket: LeadTimeBucket; count: number }[];
  /** Seven rows, Monday first, of 24 hours each: booked starts. */
  heatmap: number[][];
  /** A booking type's choice questions: each answer and how often it was given, the most given first. */
  answers: { question: string; answers: { answer: string; count: number }[] }[];
  scopes: InsightScopes;
}

type Row = Record<string, unknown>;

/** What the bookings of a booking type since deleted are listed as. */
const DELETED_TYPE = "Deleted booking types";
const num = (value: unknown) => (typeof value === "number" ? value : 0);
const text = (value: unknown) => (typeof value === "string" ? value : "");

const TOTAL_KEYS = [
  "booked",
  "completed",
  "upcoming",
  "cancelled",
  "cancelled_by_booker",
  "cancelled_by_host",
  "rescheduled",
  "no_show_booker",
  "no_show_host",
  "pending",
  "declined",
  "seats_filled",
] as const;

function totalsOf(rows: Row[], capacity: Row[], period: "current" | "previous"): InsightTotals {
  const row = rows.find((candidate) => candidate.period === period) ?? {};
  const picked = Object.fromEntries(TOTAL_KEYS.map((key) => [key, num(row[key])])) as Record<(typeof TOTAL_KEYS)[number], number>;
  return {
    ...picked,
    cancelled_by_unknown: picked.cancelled - picked.cancelled_by_booker - picked.cancelled_by_host,
    seats_capacity: num(capacity.find((candidate) => candidate.period === period)?.capacity),
  };
}

function overTimeOf(range: InsightRange, rows: Row[]): InsightsResponse["over_time"] {
  const byBucket = new Map(bucketStarts(range).map((day) => [day, Object.fromEntries(OVER_TIME_CATEGORIES.map((category) => [category, 0])) as Record<OverTimeCategory, number>]));
  for (const row of rows) {
    const counts = byBucket.get(num(row.bucket));
    const category = text(row.category) as OverTimeCategory;
    if (counts && category in counts) counts[category] = num(row.n);
  }
  return [...byBucket].map(([day, counts]) => ({ start: dayString(day), ...counts }));
}

function heatmapOf(rows: Row[]): number[][] {
  const grid = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  for (const row of rows) {
    const line = grid[mondayFirst(num(row.weekday))];
    if (line) line[num(row.hour)] = num(row.n);
  }
  return grid;
}

function answersOf(rows: Row[]): InsightsResponse["answers"] {
  const byQuestion = new Map<string, { answer: string; count: number }[]>();
  for (const row of rows) {
    const question = text(row.question);
    const list = byQuestion.get(question) ?? byQuestion.set(question, []).get(question)!;
    list.push({ answer: text(row.answer), count: num(row.n) });
  }
  return [...byQuestion].map(([question, answers]) => ({ question, answers }));
}

function byHostOf(rows: Row[], held: Row[], weights: Row[]): InsightsResponse["by_host"] {
  const shares = roundRobinShares(
    held.map((row) => ({ typeId: num(row.type_id), userId: num(row.user_id), held: num(row.held) })),
    weights.map((row) => ({ typeId: num(row.type_id), userId: num(row.user_id), weight: num(row.weight) })),
  );
  return rows.map((row) => {
    const share = shares.get(num(row.user_id));
    return {
      id: num(row.user_id),
      username: text(row.username),
      booked: num(row.booked),
      completed: num(row.completed),
      cancelled: num(row.cancelled),
      no_show: num(row.no_show),
      round_robin: share ? { held: share.held, share: share.share, target_share: share.targetShare } : null,
    };
  });
}

const ACCESS_ERRORS: Record<string, HttpError> = {
  forbidden: new HttpError(403, "Only a team's owners and admins can see its insights."),
  missing: new HttpError(404, "Nothing to show: no such team, booking type or host of yours."),
};

/** Reads the scope's figures over the range; a scope that is not the viewer's is refused before anything is answered. */
export async function readInsights(db: Db, query: InsightQuery & { zone: string }): Promise<InsightsResponse> {
  const { names, statements } = insightStatements(db.$client, query);
  const results = await db.$client.batch<Row>(statements);
  const rows = Object.fromEntries(names.map((name, index) => [name, results[index]?.results ?? []])) as Record<(typeof names)[number], Row[]>;
  const access = rows.access[0];
  if (!access || access.session_ok !== 1) throw sessionInvalid();
  const refusal = ACCESS_ERRORS[text(access.access)];
  if (refusal) throw refusal;
  const { range } = query;
  return {
    range: {
      from: dayString(range.fromDay),
      to: dayString(range.toDay),
      days: range.days,
      zone: query.zone,
      bucket: range.bucket,
      previous: { from: dayString(range.previous.fromDay), to: dayString(range.previous.toDay) },
    },
    totals: { current: totalsOf(rows.totals, rows.seatCapacity, "current"), previous: totalsOf(rows.totals, rows.seatCapacity, "previous") },
    over_time: overTimeOf(range, rows.overTime),
    by_type: rows.byType.map((row) => ({
      id: typeof row.type_id === "number" ? row.type_id : null,
      title: typeof row.title === "string" ? row.title : DELETED_TYPE,
      booked: num(row.booked),
      cancelled: num(row.cancelled),
      no_show: num(row.no_show),
    })),
    by_host: byHostOf(rows.byHost, rows.roundRobinHeld, rows.roundRobinWeights),
    lead_time: LEAD_TIME_BUCKETS.map((bucket, index) => ({ bucket, count: num(rows.leadTime.find((row) => row.bucket === index)?.n) })),
    heatmap: heatmapOf(rows.heatmap),
    answers: answersOf(rows.answers),
    scopes: JSON.parse(text(rows.scopes[0]?.scopes) || "{}") as InsightScopes,
  };
}
