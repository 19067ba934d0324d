import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { createHost, dateAhead, everyDay, instantAt, postBooking } from "./bookings-fixtures";
import { api } from "./helpers";
import { answer } from "../scenarios/api";
import { typedApi } from "./client";

const NOT_FOUND = { error: "Booking page not found." };

/** Every 15-minute start of a `duration` meeting inside 09:00–17:00 on `date` in `timeZone`. */
function nineToFiveStarts(date: string, timeZone: string, duration: number): number[] {
  const starts: number[] = [];
  for (let minute = 9 * 60; minute + duration <= 17 * 60; minute += 15) {
    const time = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
    starts.push(Date.parse(instantAt(date, time, timeZone)));
  }
  return starts;
}

describe("GET /api/public/availability/{slug}?date=", () => {
  it("answers the public event type data with the owner's username", async () => {
    const host = await createHost({ durations: [30, 60], defaultDuration: 60 });
    const response = await answer(typedApi().public.availability[":slug"].$get({ param: { slug: host.slug }, query: { date: dateAhead(3) } }));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      eventType: {
        title: "Intro call",
        location: "Online",
        location_kind: "custom",
        description: "A first chat.",
        image_url: null,
        durations: [30, 60],
        default_duration: 60,
        seats: null,
        ownerUsername: host.user.username,
        slug: host.slug,
        questions: [],
      },
    });
  });

  it("answers 404 'Booking page not found.' for an unknown slug, a private event type and one without schedule", async () => {
    expect((await answer(typedApi().public.availability[":slug"].$get({ param: { slug: "no-such-page" }, query: { date: "2026-01-01" } }))).body).toEqual(NOT_FOUND);
    const hidden = await createHost({ isPublic: false });
    const privateDay = await answer(
      typedApi().public.availability[":slug"].$get({ param: { slug: hidden.slug }, query: { date: dateAhead(3), duration: 60 } }),
    );
    expect(privateDay.status).toBe(404);
    expect(privateDay.body).toEqual(NOT_FOUND);
    const privateInfo = await answer(typedApi().public.availability[":slug"].$get({ param: { slug: hidden.slug }, query: { date: dateAhead(3) } }));
    expect(privateInfo.status).toBe(404);
    const privateMonth = await answer(
      typedApi().public.availability[":slug"].month.$get({ param: { slug: hidden.slug }, query: { month: dateAhead(40).slice(0, 7) } }),
    );
    expect(privateMonth.status).toBe(404);

    const orphan = await createHost();
    const deleted = await answer(
      typedApi({ token: orphan.user.token }).availability.schedules[":id"].$delete({ param: { id: String(orphan.scheduleId) } }),
    );
    expect(deleted.status).toBe(200);
    const orphanDay = await answer(typedApi().public.availability[":slug"].$get({ param: { slug: orphan.slug }, query: { date: dateAhead(3) } }));
    expect(orphanDay.status).toBe(404);
    expect(orphanDay.body).toEqual(NOT_FOUND);
  });
});

describe("GET /api/public/availability/{slug}?date=&duration=", () => {
  it("lists the host's 9–5 (New York) as seen from a Tokyo visitor's local day", async () => {
    const host = await createHost({ timezone: "America/New_York", durations: [30, 60] });
    const tokyoDate = dateAhead(10, "Asia/Tokyo");
    const response = await answer(
      typedApi().public.availability[":slug"].$get({ param: { slug: host.slug }, query: { date: tokyoDate, duration: 30, tz: "Asia/Tokyo" } }),
    );
    expect(response.status).toBe(200);

    // Independent oracle: New York 9–5 starts of the surrounding days, kept if they start on the Tokyo day.
    const day = Temporal.PlainDate.from(tokyoDate);
    const tokyoStart = day.toZonedDateTime("Asia/Tokyo").epochMilliseconds;
    const tokyoEnd = day.add({ days: 1 }).toZonedDateTime("Asia/Tokyo").epochMilliseconds;
    const expected = [-1, 0, 1]
      .flatMap((offset) => nineToFiveStarts(day.add({ days: offset }).toString(), "America/New_York", 30))
      .filter((start) => start >= tokyoStart && start < tokyoEnd)
      .sort((a, b) => a - b)
      .map((start) => new Date(start).toISOString());
    expect(expected.length).toBeGreaterThan(20);
    expect(response.body.availableSlots).toEqual(expected);
  });

  it("drops times taken by any booking of the host, and a 60-minute view loses the overlapping starts", async () => {
    const host = await createHost({ timezone: "Europe/Berlin", durations: [30, 60] });
    const date = dateAhead(12, "Europe/Berlin");
    const tenOClock = instantAt(date, "10:00", "Europe/Berlin");
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime: tenOClock, duration: 30 });
    expect(booked.status).toBe(201);
    const thirty = await answer(
      typedApi().public.availability[":slug"].$get({ param: { slug: host.slug }, query: { date, duration: 30, tz: "Europe/Berlin" } }),
    );
    expect(thirty.body.availableSlots).not.toContain(tenOClock);
    expect(thirty.body.availableSlots).not.toContain(instantAt(date, "10:15", "Europe/Berlin"));
    expect(thirty.body.availableSlots).toContain(instantAt(date, "09:30", "Europe/Berlin"));
    expect(thirty.body.availableSlots).toContain(instantAt(date, "10:30", "Europe/Berlin"));
    const sixty = await answer(
      typedApi().public.availability[":slug"].$get({ param: { slug: host.slug }, query: { date, duration: 60, tz: "Europe/Berlin" } }),
    );
    expect(sixty.body.availableSlots).not.toContain(instantAt(date, "09:15", "Europe/Berlin"));
    expect(sixty.body.availableSlots).toContain(instantAt(date, "09:00", "Europe/Berlin"));
  });

  it("keeps the buffer free on both sides of a booking", async () => {
    const host = await createHost({ durations: [30], bufferTime: 15 });
    const date = dateAhead(15);
    expect((await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(date, "12:00", "UTC"), duration: 30 })).status).toBe(201);
    const slots = (await answer(typedApi().public.availability[":slug"].$get({ param: { slug: host.slug }, query: { date, duration: 30 } }))).body.availableSlots;
    expect(slots).toContain(instantAt(date, "11:15", "UTC"));
    expect(slots).not.toContain(instantAt(date, "11:30", "UTC"));
    expect(slots).not.toContain(instantAt(date, "12:30", "UTC"));
    expect(slots).toContain(instantAt(date, "12:45", "UTC"));
  });

  it("keeps another event type's larger buffer free, as the booking route does", async () => {
    const host = await createHost({ durations: [30], bufferTime: 30 });
    const quick = await answer(
      typedApi({ token: host.user.token })["event-types"].$post({
        json: { title: "Quick", location: "Phone", schedule_id: host.scheduleId, durations: [30], default_duration: 30, buffer_time: 0 },
      }),
    );
    expect(quick.status).toBe(201);
    const date = dateAhead(16);
    expect((await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(date, "12:00", "UTC"), duration: 30 })).status).toBe(201);
    // The 30-minute type's booking blocks 11:30–13:00, so the unbuffered type keeps out of it too.
    const slots = (await answer(typedApi().public.availability[":slug"].$get({ param: { slug: quick.body.slug }, query: { date, duration: 30 } }))).body
      .availableSlots;
    for (const taken of ["11:15", "11:30", "12:30", "12:45"]) expect(slots).not.toContain(instantAt(date, taken, "UTC"));
    for (const free of ["11:00", "13:00"]) expect(slots).toContain(instantAt(date, free, "UTC"));
    const book = (time: string) => postBooking({ eventTypeSlug: quick.body.slug, startTime: instantAt(date, time, "UTC"), duration: 30 });
    expect((await book("11:30")).status).toBe(409);
    expect((await book("11:15")).status).toBe(409);
    expect((await book("11:00")).status).toBe(201);
    expect((await book("13:00")).status).toBe(201);
  });
});

describe("GET /api/public/availability/{slug}/month?month=", () => {
  it("answers the visitor's local days: a Monday-evening Los Angeles rule is a Tuesday in Tokyo", async () => {
    const host = await createHost({
      timezone: "America/Los_Angeles",
      rules: [{ day_of_week: 1, start_time: "18:00", end_time: "19:00" }],
      durations: [30],
    });
    const month = Temporal.Now.plainDateISO("UTC").toPlainYearMonth().add({ months: 2 });
    /** Days of the month falling on an ISO weekday (1 Monday … 7 Sunday). */
    const daysOf = (weekday: number) =>
      Array.from({ length: month.daysInMonth }, (_, i) => i + 1).filter((day) => month.toPlainDate({ day }).dayOfWeek === weekday);
    const inLosAngeles = await answer(
      typedApi().public.availability[":slug"].month.$get({
        param: { slug: host.slug },
        query: { month: month.toString(), tz: "America/Los_Angeles" },
      }),
    );
    expect(inLosAngeles.status).toBe(200);
    expect(inLosAngeles.body.availableDays).toEqual(daysOf(1));
    const inTokyo = await answer(
      typedApi().public.availability[":slug"].month.$get({
        param: { slug: host.slug },
        query: { month: month.toString(), tz: "Asia/Tokyo", duration: 30 },
      }),
    );
    expect(inTokyo.body.availableDays).toEqual(daysOf(2));
  });

  it("leaves out a day that an override marks unavailable", async () => {
    const host = await createHost({ rules: everyDay("09:00", "10:00"), durations: [30] });
    const month = Temporal.Now.plainDateISO("UTC").toPlainYearMonth().add({ months: 1 });
    const override = await answer(typedApi({ token: host.user.token }).availability.overrides.$post({ json: { schedule_id: host.scheduleId, date: month.toPlainDate({ day: 10 }).toString(), is_unavailable: true, start_time: null, end_time: null } }));
    expect(override.status).toBe(200);
    const days = await answer(typedApi().public.availability[":slug"].month.$get({ param: { slug: host.slug }, query: { month: month.toString() } }));
    const all = Array.from({ length: month.daysInMonth }, (_, i) => i + 1);
    expect(days.body.availableDays).toEqual(all.filter((day) => day !== 10));
  });
});

describe("availability input errors", () => {
  it.each([
    ["a duration the event type does not offer", "?date={date}&duration=45"],
    ["a duration that is not a number", "?date={date}&duration=abc"],
    ["a duration without a date", "?duration=30"],
    ["an impossible date", "?date=2027-02-30&duration=30"],
    ["a malformed date", "?date=2027-2-3&duration=30"],
    ["an unknown time zone", "?date={date}&duration=30&tz=Mars/Olympus_Mons"],
    ["a day long past", "?date=2020-01-01&duration=30"],
    ["a day more than 365 days ahead", "?date={far}&duration=30"],
    ["a malformed month", "/month?month=2027-13"],
    ["a month without month", "/month"],
    ["a month long past", "/month?month=2020-01"],
    ["a month more than 365 days ahead", "/month?month={farMonth}"],
    ["a month with a duration not offered", "/month?month={month}&duration=45"],
  ])("answers 400 { error } for %s", async (_, query) => {
    const host = await createHost({ durations: [30, 60] });
    const path = query
      .replace("{date}", dateAhead(5))
      .replace("{far}", dateAhead(400))
      .replace("{farMonth}", dateAhead(400).slice(0, 7))
      .replace("{month}", dateAhead(40).slice(0, 7));
    const response = await api<{ error: string }>("GET", `/api/public/availability/${host.slug}${path}`);
    expect(response.status).toBe(400);
    expect(typeof response.body.error).toBe("string");
  });
});
