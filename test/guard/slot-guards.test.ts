import { readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { sql } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BookedTime, timeIsFree } from "../../worker/booking/slot-guards";

/*
 * The guard a booking write carries in its own statement, run on D1 (SQLite in workerd, the real
 * migrations applied) from plain Node. Only a race reaches it through the routes (the read check
 * refuses first), so it is tested here directly; plain Node also lets the mutation run cover it.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const dialect = new SQLiteAsyncDialect();
let mf: Miniflare;
let db: D1Database;
let hostId = 0;
let otherHostId = 0;

const at = (time: string) => Date.parse(`2026-06-10T${time}:00Z`);
const noCaps: BookedTime["caps"] = { maxPerDay: null, day: { start: 0, end: 0 }, maxPerWeek: null, week: { start: 0, end: 0 } };

/** A booking of `eventTypeId` from `start` to `end` (UTC, 2026-06-10), its block widened by `bufferMinutes` both ways. */
function booked(eventTypeId: number, start: string, end: string, bufferMinutes: number, caps = noCaps, host = hostId): BookedTime {
  const buffer = bufferMinutes * MINUTE;
  return { hostUserId: host, eventTypeId, startTime: at(start), endTime: at(end), blockStart: at(start) - buffer, blockEnd: at(end) + buffer, caps };
}

async function insert(b: BookedTime, status = "confirmed"): Promise<number> {
  const row = await db
    .prepare(
      `insert into bookings (host_user_id, event_type_id, title, start_time, end_time, block_start, block_end, booker_name, cancellation_token_hash, status, ics_uid)
       values (?, ?, 'Call', ?, ?, ?, ?, 'Ada', ?, ?, ?) returning id`,
    )
    .bind(b.hostUserId, b.eventTypeId, b.startTime, b.endTime, b.blockStart, b.blockEnd, crypto.randomUUID(), status, crypto.randomUUID())
    .first<{ id: number }>();
  return row!.id;
}

async function isFree(b: BookedTime, exceptId: number | null = null): Promise<boolean> {
  const query = dialect.sqlToQuery(sql`select ${timeIsFree(b, exceptId)} as free`);
  const row = await db.prepare(query.sql).bind(...query.params).first<{ free: number }>();
  return row!.free === 1;
}

async function insertReturningId(statement: string, ...values: unknown[]): Promise<number> {
  return (await db.prepare(`${statement} returning id`).bind(...values).first<{ id: number }>())!.id;
}

async function newHost(name: string): Promise<{ userId: number; typeA: number; typeB: number }> {
  const userId = await insertReturningId("insert into users (username, email, password_hash) values (?, ?, 'x')", name, `${name}@example.com`);
  const scheduleId = await insertReturningId("insert into schedules (user_id, name, timezone) values (?, 'Work', 'UTC')", userId);
  const type = (slug: string, buffer: number) =>
    insertReturningId("insert into event_types (user_id, schedule_id, title, slug, location, buffer_time) values (?, ?, ?, ?, '', ?)", userId, scheduleId, slug, slug, buffer);
  return { userId, typeA: await type(`${name}-a`, 30), typeB: await type(`${name}-b`, 0) };
}

beforeAll(async () => {
  mf = new Miniflare({ modules: true, script: "export default {}", d1Databases: ["DB"] });
  db = await mf.getD1Database("DB");
  for (const migration of await readD1Migrations(new URL("../../migrations", import.meta.url).pathname)) {
    for (const query of migration.queries) await db.prepare(query).run();
  }
  otherHostId = (await newHost("other")).userId;
});
afterAll(() => mf?.dispose());

describe("timeIsFree: the buffers of both bookings", () => {
  it("refuses a booking whose own buffer reaches an existing booking of a type without one, and allows it exactly a buffer away", async () => {
    const { userId, typeA, typeB } = await newHost("ownbuffer");
    hostId = userId;
    await insert(booked(typeB, "12:45", "13:15", 0));
    // A 12:00–12:30 with 30 minutes of buffer blocks 11:30–13:00: B at 12:45 is 15 minutes after it.
    expect(await isFree(booked(typeA, "12:00", "12:30", 30))).toBe(false);
    expect(await isFree(booked(typeA, "11:45", "12:15", 30))).toBe(true);
    expect(await isFree(booked(typeA, "13:30", "14:00", 30))).toBe(false);
    expect(await isFree(booked(typeA, "13:45", "14:15", 30))).toBe(true);
  });

  it("refuses a booking that reaches an existing booking's buffer, and allows it exactly at its edge", async () => {
    const { userId, typeA, typeB } = await newHost("theirbuffer");
    hostId = userId;
    await insert(booked(typeA, "12:00", "12:30", 30));
    for (const [start, end] of [["11:15", "11:45"], ["12:15", "12:45"], ["12:30", "13:00"], ["11:00", "13:30"]] as const) {
      expect(await isFree(booked(typeB, start, end, 0)), `${start}–${end}`).toBe(false);
    }
    expect(await isFree(booked(typeB, "11:00", "11:30", 0))).toBe(true);
    expect(await isFree(booked(typeB, "13:00", "13:30", 0))).toBe(true);
  });

  it("counts only the host's confirmed bookings, and not the booking being moved", async () => {
    const { userId, typeB } = await newHost("whose");
    hostId = userId;
    const moving = await insert(booked(typeB, "12:00", "12:30", 0));
    await insert(booked(typeB, "15:00", "15:30", 0), "cancelled");
    await insert(booked(typeB, "16:00", "16:30", 0, noCaps, otherHostId));
    expect(await isFree(booked(typeB, "12:15", "12:45", 0))).toBe(false);
    expect(await isFree(booked(typeB, "12:15", "12:45", 0), moving)).toBe(true);
    expect(await isFree(booked(typeB, "12:15", "12:45", 0), moving + 1000)).toBe(false);
    expect(await isFree(booked(typeB, "15:00", "15:30", 0))).toBe(true);
    expect(await isFree(booked(typeB, "16:00", "16:30", 0))).toBe(true);
  });
});

describe("timeIsFree: daily and weekly caps", () => {
  const day = { start: at("00:00"), end: at("00:00") + DAY };
  const week = { start: at("00:00") - 2 * DAY, end: at("00:00") + 5 * DAY };

  it("allows the cap's last booking, refuses one more, and counts only the event type's confirmed bookings inside the span", async () => {
    const { userId, typeA, typeB } = await newHost("daycap");
    hostId = userId;
    const perDay = (max: number) => ({ ...noCaps, maxPerDay: max, day });
    const first = await insert(booked(typeB, "09:00", "09:30", 0));
    await insert(booked(typeB, "10:00", "10:30", 0), "cancelled");
    await insert(booked(typeA, "11:00", "11:30", 0));
    await insert({ ...booked(typeB, "09:00", "09:30", 0), startTime: day.end, endTime: day.end + 30 * MINUTE, blockStart: day.end, blockEnd: day.end + 30 * MINUTE });
    await insert({ ...booked(typeB, "09:00", "09:30", 0), startTime: day.start - 30 * MINUTE, endTime: day.start, blockStart: day.start - 30 * MINUTE, blockEnd: day.start });
    expect(await isFree(booked(typeB, "14:00", "14:30", 0, perDay(2)))).toBe(true);
    expect(await isFree(booked(typeB, "14:00", "14:30", 0, perDay(1)))).toBe(false);
    expect(await isFree(booked(typeB, "14:00", "14:30", 0, perDay(1)), first)).toBe(true);
  });

  it("applies the weekly cap over the week's span", async () => {
    const { userId, typeB } = await newHost("weekcap");
    hostId = userId;
    await insert({ ...booked(typeB, "09:00", "09:30", 0), startTime: week.start, endTime: week.start + 30 * MINUTE, blockStart: week.start, blockEnd: week.start + 30 * MINUTE });
    const perWeek = (max: number) => ({ ...noCaps, maxPerWeek: max, week });
    expect(await isFree(booked(typeB, "14:00", "14:30", 0, perWeek(2)))).toBe(true);
    expect(await isFree(booked(typeB, "14:00", "14:30", 0, perWeek(1)))).toBe(false);
  });
});
