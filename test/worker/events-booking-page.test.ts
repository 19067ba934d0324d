import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createHost, dateAhead, instantAt, postBooking, waitForMail } from "./bookings-fixtures";
import { api, registerUser } from "./helpers";
import { answer } from "../scenarios/api";
import type { CalendarEventJson as EventJson } from "../../worker/calendar/event-view";
import { typedApi } from "./client";

/*
 * The calendar meets the booking page: blocked time removes slots and gives them back when deleted;
 * booked events are cancelled through their booking, never edited.
 */

const slotsOn = async (slug: string, date: string) =>
  (await answer(typedApi().public.availability[":slug"].$get({ param: { slug }, query: { date, duration: 30 } }))).body.availableSlots;
const post = (token: string, json: Record<string, unknown>) => api<EventJson & { error?: string }>("POST", "/api/events/manual", { token, json });

describe("blocked time on the booking page", () => {
  it("a blocked event removes the slots it overlaps; deleting it brings them back", async () => {
    const host = await createHost();
    const date = dateAhead(5);
    const free = await slotsOn(host.slug, date);
    expect(free).toContain(instantAt(date, "10:00", "UTC"));
    const blocked = await post(host.user.token, { title: "Dentist", type: "blocked", start_time: instantAt(date, "10:00", "UTC"), end_time: instantAt(date, "11:00", "UTC") });
    expect(blocked.status).toBe(201);
    const busy = await slotsOn(host.slug, date);
    for (const time of ["09:45", "10:00", "10:15", "10:30"]) expect(busy).not.toContain(instantAt(date, time, "UTC"));
    for (const time of ["09:30", "11:00"]) expect(busy).toContain(instantAt(date, time, "UTC"));
    expect((await api("DELETE", `/api/events/manual/${blocked.body.id}`, { token: host.user.token })).status).toBe(200);
    expect(await slotsOn(host.slug, date)).toEqual(free);
  });

  it("a recurring personal event blocks every week; removing one occurrence frees that day only", async () => {
    const host = await createHost({ timezone: "America/New_York" });
    const date = dateAhead(6, "America/New_York");
    const nextWeek = dateAhead(13, "America/New_York");
    const start = instantAt(date, "12:00", "America/New_York");
    const series = await post(host.user.token, {
      title: "Lunch",
      start_time: start,
      end_time: instantAt(date, "13:00", "America/New_York"),
      timezone: "America/New_York",
      recurrence: { frequency: "WEEKLY" },
    });
    expect(series.status).toBe(201);
    const noonNextWeek = instantAt(nextWeek, "12:00", "America/New_York");
    expect(await slotsOn(host.slug, nextWeek)).not.toContain(noonNextWeek);
    const removed = await answer(
      typedApi({ token: host.user.token }).events.manual[":id"].$delete({
        param: { id: String(series.body.id) },
        json: { updateScope: "single", original_start_time: noonNextWeek },
      }),
    );
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await slotsOn(host.slug, nextWeek)).toContain(noonNextWeek);
    expect(await slotsOn(host.slug, date)).not.toContain(start);
  });

  it("an all-day blocked event closes the day; birthdays, all-day personal and free events do not", async () => {
    const host = await createHost();
    const date = dateAhead(7);
    const month = date.slice(0, 7);
    const day = Number(date.slice(8, 10));
    const days = async () => (await answer(typedApi().public.availability[":slug"].month.$get({ param: { slug: host.slug }, query: { month } }))).body.availableDays;
    expect(await days()).toContain(day);
    for (const type of ["birthday", "personal"]) await post(host.user.token, { title: type, type, is_all_day: true, date });
    const form = new FormData();
    const ics = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//t//EN\r\nBEGIN:VEVENT\r\nUID:free@t\r\nDTSTART:${date.replace(/-/g, "")}T090000Z\r\nDTEND:${date.replace(/-/g, "")}T170000Z\r\nTRANSP:TRANSPARENT\r\nSUMMARY:Free\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
    form.append("icsfile", new File([ics], "free.ics"));
    expect((await api("POST", "/api/events/import-ics", { token: host.user.token, body: form })).status).toBe(200);
    expect(await days()).toContain(day);
    await post(host.user.token, { title: "Holiday", type: "blocked", is_all_day: true, date, timezone: "UTC" });
    expect(await days()).not.toContain(day);
  });
});

describe("booked events", () => {
  it("show in the host's calendar, cannot be edited or deleted, and cancelling mails the booker", async () => {
    const host = await createHost();
    const date = dateAhead(3);
    const booker = `booker-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(date, "14:00", "UTC"), duration: 30, email: booker });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const bookingId = booked.body.booking.id;
    const calendar = (await answer(typedApi({ token: host.user.token }).events.manual.$get({ query: { month: date.slice(0, 7) } }))).body;
    const event = calendar.find((entry) => entry.booking_id === bookingId)!;
    expect(event).toMatchObject({ type: "booked", booker_name: "Ada Lovelace", booker_email: booker, start_time: instantAt(date, "14:00", "UTC") });
    const edit = await answer(
      typedApi({ token: host.user.token }).events.manual[":id"].$put({
        param: { id: String(event.id) },
        json: { title: "Renamed", start_time: event.start_time, end_time: event.end_time },
      }),
    );
    expect(edit).toMatchObject({ status: 400, body: { error: "Booked events cannot be edited, only cancelled." } });
    expect((await api("DELETE", `/api/events/manual/${event.id}`, { token: host.user.token })).status).toBe(400);
    const cancelled = await api("DELETE", `/api/events/bookings/${bookingId}`, { token: host.user.token, json: { updateScope: "single" } });
    expect(cancelled).toMatchObject({ status: 200, body: { message: "Booking cancelled." } });
    const after = (await answer(typedApi({ token: host.user.token }).events.manual.$get({ query: { month: date.slice(0, 7) } }))).body;
    expect(after.some((entry) => entry.booking_id === bookingId)).toBe(false);
    const status = await env.DB.prepare("select status from bookings where id = ?").bind(bookingId).first<{ status: string }>();
    expect(status!.status).toBe("cancelled");
    const mail = await waitForMail(booker, 2);
    expect(mail.some((message) => message.ics_method === "CANCEL")).toBe(true);
    expect(await slotsOn(host.slug, date)).toContain(instantAt(date, "14:00", "UTC"));
  });

  it("a signed-in booker saves the booking once into their own calendar and can remove that copy", async () => {
    const host = await createHost();
    const visitor = await registerUser("visitor");
    const date = dateAhead(4);
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(date, "15:00", "UTC"), duration: 60 }, { token: visitor.token });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const { booking } = booked.body;
    const body = { title: "Intro call with host", type: "booked", description: booking.cancel_url, booking_id: booking.id, guests: [], start_time: booking.start_time, end_time: booking.end_time };
    const saved = await post(visitor.token, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body).toMatchObject({ type: "booked", booking_id: booking.id, start_time: booking.start_time, end_time: booking.end_time, booker_name: visitor.username });
    expect(await post(visitor.token, body)).toMatchObject({ status: 409, body: { error: "This booking is already in your calendar." } });
    const removed = await answer(typedApi({ token: visitor.token }).events.bookings[":id"].$delete({ param: { id: String(booking.id) } }));
    expect(removed).toMatchObject({ status: 200, body: { message: "Event removed from your calendar." } });
    const status = await env.DB.prepare("select status from bookings where id = ?").bind(booking.id).first<{ status: string }>();
    expect(status!.status).toBe("confirmed");
    expect((await answer(typedApi({ token: visitor.token }).events.manual.$get({ query: { month: date.slice(0, 7) } }))).body).toEqual([]);
  });
});
