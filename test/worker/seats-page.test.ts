import { env } from "cloudflare:test";
import { workerFetch } from "./worker-fetch";
import { describe, expect, it } from "vitest";
import { answer } from "../scenarios/api";
import { type Host, createHost } from "../scenarios/hosts";
import { dateAhead, instantAt } from "./bookings-fixtures";
import { typedApi, uniqueAddress, worker } from "./client";
import { api } from "./helpers";

/*
 * Seats on the booking page (the read path): a time with seats left stays offered with its
 * count, a full one does not, and a seated time blocks the host's other types as any booking does.
 * Seats are inserted as rows here, as the guarded write stores them (one row per seat, one seat_uid
 * per time).
 */

const MIN = 60_000;
let seatCounter = 0;

/** `count` seats of one time (`seatUid`) of the host's type `eventTypeId`, from `start` for `minutes`. */
async function seatRows(host: Host, eventTypeId: number, seatUid: string, start: string, minutes: number, count: number): Promise<void> {
  const startTime = Date.parse(start);
  const endTime = startTime + minutes * MIN;
  const inserts = Array.from({ length: count }, () => {
    const n = seatCounter++;
    return env.DB.prepare(
      `insert into bookings (host_user_id, event_type_id, title, start_time, end_time, block_start, block_end, booker_name, cancellation_token_hash, ics_uid, seat_uid)
       values (?, ?, 'Yoga', ?, ?, ?, ?, 'Seat', ?, ?, ?)`,
    ).bind(host.id, eventTypeId, startTime, endTime, startTime, endTime, `seat-token-${seatUid}-${n}`, `seat-${seatUid}-${n}@hangout`, seatUid);
  });
  // Rows written behind the API's back: the host's version moves as a booking's batch moves it, so no cached page stays.
  await env.DB.batch([...inserts, env.DB.prepare("update users set availability_version = availability_version + 1 where id = ?").bind(host.id)]);
}

/** A host (UTC, 09:00–17:00) with a seated class of 3 seats (30 or 60 minutes) and a plain call. */
async function classHost(fields: Record<string, unknown> = {}) {
  const host = await createHost(worker, {
    eventTypes: [
      { title: "Yoga class", durations: [30, 60], default_duration: 30, seats: 3, ...fields },
      { title: "Intro call", durations: [30], default_duration: 30 },
    ],
  });
  const [seated, plain] = host.eventTypes;
  if (!seated || !plain) throw new Error("the host has no event types");
  return { host, seated, plain };
}

interface DayAnswer {
  availableSlots: string[];
  seatsLeft?: number[];
}

async function day(slug: string, date: string, duration: number): Promise<DayAnswer> {
  const response = await api<DayAnswer>("GET", `/api/public/availability/${slug}?date=${date}&duration=${duration}&tz=UTC`, {
    headers: { "CF-Connecting-IP": uniqueAddress() },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** The seats left the day answers at `time` ("HH:mm" UTC), or undefined when the time is not offered. */
const seatsAt = (answer: DayAnswer, date: string, time: string) => {
  const index = answer.availableSlots.indexOf(instantAt(date, time, "UTC"));
  return index === -1 ? undefined : answer.seatsLeft?.[index];
};

describe("a seated type's times", () => {
  it("offers a time with seats left and its count, not a full one nor a start overlapping a partly filled time", async () => {
    const { host, seated } = await classHost();
    const date = dateAhead(4);
    await seatRows(host, seated.id, "ten", instantAt(date, "10:00", "UTC"), 30, 2);
    await seatRows(host, seated.id, "eleven", instantAt(date, "11:00", "UTC"), 30, 3);

    const thirty = await day(seated.slug, date, 30);
    expect(thirty.seatsLeft).toHaveLength(thirty.availableSlots.length);
    expect(seatsAt(thirty, date, "09:00")).toBe(3);
    expect(seatsAt(thirty, date, "10:00")).toBe(1);
    // Full: no slot at all. A start inside or overlapping either time at another start: not offered.
    for (const time of ["09:45", "10:15", "10:45", "11:00", "11:15"]) expect(seatsAt(thirty, date, time), time).toBeUndefined();
    expect(seatsAt(thirty, date, "10:30")).toBe(3);

    // A 60-minute visitor would make a time of another end at 10:00: not offered, nor any start across it.
    const hour = await day(seated.slug, date, 60);
    for (const time of ["09:30", "10:00"]) expect(seatsAt(hour, date, time), time).toBeUndefined();
    expect(seatsAt(hour, date, "12:00")).toBe(3);

    const days = await api<{ availableDays: number[] }>("GET", `/api/public/availability/${seated.slug}/month?month=${date.slice(0, 7)}&tz=UTC&duration=30`);
    expect(days.body.availableDays).toContain(Number(date.slice(8, 10)));
  });

  it("blocks the host's other types as any booking does, and answers them without seatsLeft", async () => {
    const { host, seated, plain } = await classHost();
    const date = dateAhead(5);
    await seatRows(host, seated.id, "ten", instantAt(date, "10:00", "UTC"), 30, 1);
    const other = await day(plain.slug, date, 30);
    expect(other).not.toHaveProperty("seatsLeft");
    expect(other.availableSlots).not.toContain(instantAt(date, "10:00", "UTC"));
    expect(other.availableSlots).toContain(instantAt(date, "10:30", "UTC"));
  });

  it("lets a daily cap count times, not seats: a partly filled time stays offered on a full day", async () => {
    const { host, seated } = await classHost({ limits: { max_per_day: 1 } });
    const date = dateAhead(6);
    await seatRows(host, seated.id, "ten", instantAt(date, "10:00", "UTC"), 30, 2);
    const capped = await day(seated.slug, date, 30);
    expect(capped.availableSlots).toEqual([instantAt(date, "10:00", "UTC")]);
    expect(capped.seatsLeft).toEqual([1]);
  });

  it("gives the public type its capacity (null without seats)", async () => {
    const { seated, plain } = await classHost();
    const info = async (slug: string) =>
      (await answer(typedApi().public.availability[":slug"].$get({ param: { slug }, query: { date: dateAhead(3) } }))).body;
    expect(await info(seated.slug)).toMatchObject({ eventType: { seats: 3 } });
    expect(await info(plain.slug)).toMatchObject({ eventType: { seats: null } });
  });
});

describe("the server-rendered booking page of a seated type", () => {
  const page = async (slug: string, query: string) => {
    const response = await workerFetch(`http://hangout.test/book/${slug}?${query}`, { headers: { "CF-Connecting-IP": uniqueAddress() } });
    expect(response.status).toBe(200);
    return response.text();
  };

  /** The slots the page inlines for its script (its page-data block). */
  const inlinedSlots = (html: string) => {
    const block = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1] ?? "{}";
    return (JSON.parse(block) as { slots: { starts: number[]; seatsLeft?: number[] } }).slots;
  };

  it("writes the seats left beside each time, in the booker's language, and inlines them for the script", async () => {
    const { host, seated, plain } = await classHost();
    const date = dateAhead(7);
    await seatRows(host, seated.id, "ten", instantAt(date, "10:00", "UTC"), 30, 2);

    const english = await page(seated.slug, `tz=UTC&date=${date}&lang=en`);
    expect(english).toContain("3 of 3 seats left");
    expect(english).toContain("1 of 3 seats left");
    const slots = inlinedSlots(english);
    expect(slots.seatsLeft).toHaveLength(slots.starts.length);
    expect(slots.seatsLeft?.[slots.starts.indexOf(Date.parse(instantAt(date, "10:00", "UTC")))]).toBe(1);

    expect(await page(seated.slug, `tz=UTC&date=${date}&lang=de`)).toContain("Noch 1 von 3 Plätzen frei");
    const plainPage = await page(plain.slug, `tz=UTC&date=${date}&lang=en`);
    expect(plainPage.includes('class="slot-seats"')).toBe(false);
    expect(inlinedSlots(plainPage)).not.toHaveProperty("seatsLeft");
  });
});
