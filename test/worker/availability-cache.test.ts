import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { workerFetch } from "./worker-fetch";
import { describe, expect, it } from "vitest";
import { type BookingHost, createHost, dateAhead, everyDay, instantAt, postBooking } from "./bookings-fixtures";
import { uniqueAddress } from "./client";
import { api } from "./helpers";
import app from "../../worker/app";
import { monthCacheKey } from "../../worker/booking/public-availability";

/*
 * Month availability and the booking page's inlined month come from the edge cache
 * (Cache API) while the host's availability version is unchanged; a booking bumps the version in
 * its own batch, so the very next month view is a miss that no longer offers the booked slot.
 */

/** One 30-minute slot a day (09:00–09:30 UTC), so booking it empties its day in the month view. */
const oneSlotHost = () => createHost({ rules: everyDay("09:00", "09:30"), durations: [30] });

const day = dateAhead(40);
const month = day.slice(0, 7);

async function monthView(host: BookingHost, cookie?: string, knownVersion?: number) {
  const asked = knownVersion === undefined ? "" : `&v=${knownVersion}`;
  const response = await workerFetch(`http://hangout.test/api/public/availability/${host.slug}/month?month=${month}&tz=UTC${asked}`, {
    headers: { "CF-Connecting-IP": uniqueAddress(), ...(cookie ? { cookie } : {}) },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { availableDays: number[]; version: number | null };
  return { cache: response.headers.get("X-Hangout-Cache"), days: body.availableDays, version: body.version };
}

const versionOf = async (host: BookingHost) =>
  (await env.DB.prepare("select availability_version as v from users where id = ?").bind(host.userId).first<{ v: number }>())?.v;

describe("availability cache", () => {
  it("serves the month from the cache until a booking bumps the version; the next view misses and shows the slot gone", async () => {
    const host = await oneSlotHost();
    const dayOfMonth = Number(day.slice(8));

    const first = await monthView(host);
    expect(first.cache).toBe("miss");
    expect(first.days).toContain(dayOfMonth);
    const second = await monthView(host);
    expect(second).toEqual({ cache: "hit", days: first.days, version: first.version });

    const before = await versionOf(host);
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(day, "09:00", "UTC"), duration: 30, email: "" });
    expect(booked.status).toBe(201);
    expect(await versionOf(host)).toBeGreaterThan(before ?? 0);

    const after = await monthView(host);
    expect(after.cache).toBe("miss");
    expect(after.days).not.toContain(dayOfMonth);
    expect(after.days).toEqual(first.days.filter((d) => d !== dayOfMonth));
    expect(await monthView(host)).toEqual({ cache: "hit", days: after.days, version: after.version });
  });

  it("a page carrying the version it was answered with keeps that answer; the newest version shows the booking", async () => {
    const host = await oneSlotHost();
    const dayOfMonth = Number(day.slice(8));
    const first = await monthView(host);
    expect(first.version).toBe(await versionOf(host));
    expect(await monthView(host, undefined, first.version ?? undefined)).toEqual({ cache: "hit", days: first.days, version: first.version });

    expect((await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(day, "09:00", "UTC"), duration: 30, email: "" })).status).toBe(201);
    // The page that saw the old version is shown that version (at most a minute old); no page without it is.
    expect(await monthView(host, undefined, first.version ?? undefined)).toEqual({ cache: "hit", days: first.days, version: first.version });
    const fresh = await monthView(host);
    expect(fresh.cache).toBe("miss");
    expect(fresh.days).not.toContain(dayOfMonth);
    expect(fresh.version).toBe(await versionOf(host));
    expect(await monthView(host, undefined, fresh.version ?? undefined)).toEqual({ cache: "hit", days: fresh.days, version: fresh.version });
    // A version nobody was answered with is read like no version at all.
    expect(await monthView(host, undefined, 999_999)).toEqual({ cache: "hit", days: fresh.days, version: fresh.version });
  });

  it("a refused booking (slot taken) bumps nothing, and cancelling bumps again and brings the day back", async () => {
    const host = await oneSlotHost();
    const dayOfMonth = Number(day.slice(8));
    const startTime = instantAt(day, "09:00", "UTC");
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime, duration: 30, email: "" });
    expect(booked.status).toBe(201);
    const version = await versionOf(host);
    expect((await postBooking({ eventTypeSlug: host.slug, startTime, duration: 30, email: "" })).status).toBe(409);
    expect(await versionOf(host)).toBe(version);
    expect((await monthView(host)).days).not.toContain(dayOfMonth);

    const token = (booked.body as { booking: { cancellation_token: string } }).booking.cancellation_token;
    const cancelled = await workerFetch(`http://hangout.test/api/public/bookings/${token}`, { method: "DELETE", headers: { "CF-Connecting-IP": uniqueAddress() } });
    expect(cancelled.status).toBe(200);
    expect(await versionOf(host)).toBeGreaterThan(version ?? 0);
    const reopened = await monthView(host);
    expect(reopened.cache).toBe("miss");
    expect(reopened.days).toContain(dayOfMonth);
  });

  it("the booking page's inlined month is cached the same way, with the status in a header", async () => {
    const host = await oneSlotHost();
    const page = () => workerFetch(`http://hangout.test/book/${host.slug}`, { headers: { "CF-Connecting-IP": uniqueAddress() } });
    const first = await page();
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Hangout-Cache")).toBe("miss");
    const firstHtml = await first.text();
    const second = await page();
    expect(second.headers.get("X-Hangout-Cache")).toBe("hit");
    expect(await second.text()).toBe(firstHtml);
    // The page carries the version its slots are of, for its month requests (`v`).
    expect(firstHtml).toContain(`"version":${await versionOf(host)}`);
  });

  it("an event type's questions edit makes the next booking page a miss that carries the question", async () => {
    const host = await oneSlotHost();
    const page = async () => {
      const response = await workerFetch(`http://hangout.test/book/${host.slug}`, { headers: { "CF-Connecting-IP": uniqueAddress() } });
      return { cache: response.headers.get("X-Hangout-Cache"), html: await response.text() };
    };
    await page();
    expect((await page()).cache).toBe("hit");
    const question = { label: "Company name", kind: "short_text", required: true, choices: [] };
    expect((await api("PUT", `/api/event-types/${host.eventTypeId}`, { token: host.user.token, json: { questions: [question] } })).status).toBe(200);
    const edited = await page();
    expect(edited.cache).toBe("miss");
    expect(edited.html).toContain("Company name");
  });

  it("each kind of availability write turns the next month view into a miss that shows the change", async () => {
    const host = await oneSlotHost();
    const { token } = host.user;
    const [year, monthIndex] = month.split("-").map(Number) as [number, number];
    const dayNumber = Number(day.slice(8));
    // A second day of the same month, for the reschedule and the subscribed busy time.
    const otherNumber = dayNumber > 15 ? dayNumber - 1 : dayNumber + 1;
    const other = `${month}-${String(otherNumber).padStart(2, "0")}`;
    const weekdayOf = (n: number) => new Date(Date.UTC(year, monthIndex - 1, n)).getUTCDay();
    const all = (await monthView(host)).days;
    const without = (...gone: number[]) => all.filter((n) => !gone.includes(n));
    const nine = (date: string) => instantAt(date, "09:00", "UTC");

    let bookingToken = "";
    let eventId = 0;
    let subscriptionId = 0;
    const writes: [string, () => Promise<{ status: number }>, number[]][] = [
      [
        "a booking",
        async () => {
          const booked = await postBooking({ eventTypeSlug: host.slug, startTime: nine(day), duration: 30, email: "" });
          bookingToken = (booked.body as { booking: { cancellation_token: string } }).booking.cancellation_token;
          return booked;
        },
        without(dayNumber),
      ],
      [
        "its reschedule",
        () => api("POST", `/api/public/bookings/${bookingToken}/reschedule`, { json: { startTime: nine(other) }, headers: { "CF-Connecting-IP": uniqueAddress() } }),
        without(otherNumber),
      ],
      [
        "its cancellation",
        () => api("DELETE", `/api/public/bookings/${bookingToken}`, { json: {}, headers: { "CF-Connecting-IP": uniqueAddress() } }),
        all,
      ],
      [
        "weekly rules",
        () => api("PUT", `/api/availability/rules/${host.scheduleId}`, { token, json: { rules: [{ day_of_week: weekdayOf(dayNumber), start_time: "09:00", end_time: "09:30" }] } }),
        all.filter((n) => weekdayOf(n) === weekdayOf(dayNumber)),
      ],
      ["weekly rules again", () => api("PUT", `/api/availability/rules/${host.scheduleId}`, { token, json: { rules: everyDay("09:00", "09:30") } }), all],
      ["a date override", () => api("POST", "/api/availability/overrides", { token, json: { schedule_id: host.scheduleId, date: day, is_unavailable: true } }), without(dayNumber)],
      ["removing it", () => api("DELETE", `/api/availability/overrides/${host.scheduleId}/${day}`, { token }), all],
      ["the event type's durations", () => api("PUT", `/api/event-types/${host.eventTypeId}`, { token, json: { durations: [60], default_duration: 60 } }), []],
      ["and back", () => api("PUT", `/api/event-types/${host.eventTypeId}`, { token, json: { durations: [30], default_duration: 30 } }), all],
      [
        "a calendar event",
        async () => {
          const block = { title: "Dentist", type: "blocked", start_time: nine(day), end_time: instantAt(day, "10:00", "UTC") };
          const created = await api<{ id: number }>("POST", "/api/events/manual", { token, json: block });
          eventId = created.body.id;
          return created;
        },
        without(dayNumber),
      ],
      ["removing it", () => api("DELETE", `/api/events/manual/${eventId}`, { token, json: {} }), all],
      [
        "a subscription sync finding busy time (its delete and insert)",
        async () => {
          const subscription = await env.DB.prepare("insert into calendar_subscriptions (user_id, name, url_sealed, url_host) values (?, 'Work', 'sealed', 'x') returning id")
            .bind(host.userId)
            .first<{ id: number }>();
          subscriptionId = subscription?.id ?? 0;
          await env.DB.batch([
            env.DB.prepare("delete from subscription_busy where subscription_id = ?").bind(subscriptionId),
            env.DB.prepare("insert into subscription_busy (subscription_id, user_id, start_time, end_time) values (?, ?, ?, ?)").bind(
              subscriptionId,
              host.userId,
              Date.parse(nine(other)),
              Date.parse(nine(other)) + 3_600_000,
            ),
          ]);
          return { status: 200 };
        },
        without(otherNumber),
      ],
      [
        "a subscription sync finding none",
        async () => {
          await env.DB.prepare("delete from subscription_busy where subscription_id = ?").bind(subscriptionId).run();
          return { status: 200 };
        },
        all,
      ],
    ];
    for (const [what, write, expected] of writes) {
      expect((await monthView(host)).cache, what).toBe("hit");
      const version = await versionOf(host);
      expect((await write()).status, what).toBeLessThan(300);
      expect(await versionOf(host), what).toBeGreaterThan(version ?? 0);
      expect(await monthView(host), what).toMatchObject({ cache: "miss", days: expected });
    }
    expect((await monthView(host)).cache).toBe("hit");
    await api("PUT", `/api/availability/schedules/${host.scheduleId}`, { token, json: { timezone: "Europe/Berlin" } });
    expect((await monthView(host)).cache, "the schedule's zone").toBe("miss");
  });

  it("a reschedule bumps the version once when it wins and not at all when it loses (409)", async () => {
    const host = await oneSlotHost();
    const other = dateAhead(41);
    const first = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(day, "09:00", "UTC"), duration: 30, email: "" });
    const second = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(other, "09:00", "UTC"), duration: 30, email: "" });
    const tokenOf = (booked: typeof first) => (booked.body as { booking: { cancellation_token: string } }).booking.cancellation_token;
    const move = (token: string, date: string) =>
      api("POST", `/api/public/bookings/${token}/reschedule`, { json: { startTime: instantAt(date, "09:00", "UTC") }, headers: { "CF-Connecting-IP": uniqueAddress() } });

    const before = (await versionOf(host)) ?? 0;
    expect((await move(tokenOf(first), other)).status).toBe(409);
    expect(await versionOf(host)).toBe(before);
    expect((await api("DELETE", `/api/public/bookings/${tokenOf(second)}`, { json: {}, headers: { "CF-Connecting-IP": uniqueAddress() } })).status).toBe(200);
    const afterCancel = (await versionOf(host)) ?? 0;
    expect((await move(tokenOf(first), other)).status).toBe(200);
    // The booking row's bump and its calendar row's trigger: the version moves, and only with this move.
    expect(await versionOf(host)).toBeGreaterThan(afterCancel);
  });

  it("a reschedule's month view (reschedule=<token>) is per booking: it neither reads nor fills the cache", async () => {
    const host = await oneSlotHost();
    const dayOfMonth = Number(day.slice(8));
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(day, "09:00", "UTC"), duration: 30, email: "" });
    const token = (booked.body as { booking: { cancellation_token: string } }).booking.cancellation_token;
    const rescheduleView = async () => {
      const response = await workerFetch(`http://hangout.test/api/public/availability/${host.slug}/month?month=${month}&tz=UTC&reschedule=${token}`, {
        headers: { "CF-Connecting-IP": uniqueAddress() },
      });
      return { cache: response.headers.get("X-Hangout-Cache"), days: ((await response.json()) as { availableDays: number[] }).availableDays };
    };
    expect((await monthView(host)).days).not.toContain(dayOfMonth);
    const own = await rescheduleView();
    expect(own.cache).toBe("bypass");
    expect(own.days).toContain(dayOfMonth);
    expect(await rescheduleView()).toEqual(own);
    const visitor = await monthView(host);
    expect(visitor).toMatchObject({ cache: "hit", days: expect.not.arrayContaining([dayOfMonth]) });
  });

  it("with AVAILABILITY_EDGE_CACHE off, answers stay in the isolate's memory and the Cache API is never written", async () => {
    const edgeEntry = async (host: BookingHost) =>
      (await caches.open("hangout-availability")).match(`http://hangout.test${monthCacheKey(host.slug, { month, timeZone: "UTC", duration: undefined })}`);
    const ask = async (host: BookingHost, settings: { AVAILABILITY_EDGE_CACHE?: string }) => {
      const ctx = createExecutionContext();
      const request = new Request(`http://hangout.test/api/public/availability/${host.slug}/month?month=${month}&tz=UTC`, { headers: { "CF-Connecting-IP": uniqueAddress() } });
      const response = await app.fetch(request, { ...env, ...settings }, ctx);
      await waitOnExecutionContext(ctx);
      return response.headers.get("X-Hangout-Cache");
    };
    const memoryOnly = await oneSlotHost();
    expect([await ask(memoryOnly, { AVAILABILITY_EDGE_CACHE: "off" }), await ask(memoryOnly, { AVAILABILITY_EDGE_CACHE: "off" })]).toEqual(["miss", "hit"]);
    expect(await edgeEntry(memoryOnly)).toBeUndefined();
    const edge = await oneSlotHost();
    expect(await ask(edge, {})).toBe("miss");
    expect(await edgeEntry(edge)).toBeDefined();
  });
});
