import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, unique } from "./helpers";
import { uniqueAddress } from "./client";
import { type BookingHost, countRows, dateAhead, instantAt, postBooking } from "./bookings-fixtures";
import { seedTeam, seedTeamType } from "./team-fixtures";

/*
 * A round-robin move goes to a host free by EVERY availability rule, not only free of bookings: the
 * holder's own calendar, hours and days off count as for a new booking (docs/ARCHITECTURE.md, Teams).
 */

type Moved = { booking: { ownerUsername: string }; error?: string };

const reschedule = (token: string, startTime: string) =>
  api<Moved>("POST", `/api/public/bookings/${token}/reschedule`, { json: { startTime, timeZone: "UTC" }, headers: { "CF-Connecting-IP": uniqueAddress() } });

const holderOf = async (bookingId: number) =>
  (await env.DB.prepare("select host_user_id as id from bookings where id = ?").bind(bookingId).first<{ id: number }>())!.id;

const bookingRow = (bookingId: number) =>
  env.DB.prepare("select host_user_id, start_time, sequence, status from bookings where id = ?").bind(bookingId).first();

/** The host blocks an hour in their own calendar: no booking, only a calendar event. */
async function blockCalendar(host: BookingHost, day: string, from: string, to: string) {
  const block = { title: "Dentist", type: "blocked", start_time: instantAt(day, from, "UTC"), end_time: instantAt(day, to, "UTC") };
  expect((await api("POST", "/api/events/manual", { token: host.user.token, json: block })).status).toBe(201);
}

/** A round-robin booking of a fresh two-host team at 10:00 on `day`: its holder, the other host and its private token. */
async function bookedRoundRobin(day: string) {
  const team = await seedTeam(2);
  const sales = await seedTeamType(team, { assignment: "round-robin" });
  const created = await postBooking({ eventTypeSlug: sales.slug, startTime: instantAt(day, "10:00", "UTC"), duration: 30, email: `${unique("mover")}@example.com` });
  expect(created.status).toBe(201);
  const { id, cancellation_token: token } = created.body.booking;
  const holderId = await holderOf(id);
  const holder = team.hosts.find((host) => host.userId === holderId)!;
  const other = team.hosts.find((host) => host !== holder)!;
  return { id, token, holder, other };
}

describe("a round-robin move", () => {
  it("goes to the free host when its holder's calendar blocks the new time, with the handover's follow-ups", async () => {
    const day = dateAhead(21);
    const { id, token, holder, other } = await bookedRoundRobin(day);
    await blockCalendar(holder, day, "14:00", "15:00");

    const moved = await reschedule(token, instantAt(day, "14:00", "UTC"));
    expect(moved.status).toBe(200);
    expect(await holderOf(id)).toBe(other.userId);
    expect(moved.body.booking.ownerUsername).toBe(other.user.username);
    expect(await countRows("select count(*) as n from calendar_events where booking_id = ? and user_id = ?", id, other.userId)).toBe(1);
    expect(await countRows("select count(*) as n from calendar_events where booking_id = ? and user_id = ?", id, holder.userId)).toBe(0);
    const hostMail = await env.DB.prepare("select kind, to_address from email_outbox where booking_id = ? and kind like 'host-%' order by id").bind(id).all<{ kind: string; to_address: string }>();
    expect(hostMail.results.filter((m) => m.kind === "host-cancellation").map((m) => m.to_address)).toEqual([holder.user.email]);
    expect(hostMail.results.filter((m) => m.kind === "host-notification").map((m) => m.to_address)).toEqual([holder.user.email, other.user.email]);
  });

  it("goes to the free host when the new time is outside its holder's hours", async () => {
    const day = dateAhead(22);
    const { id, token, holder, other } = await bookedRoundRobin(day);
    // The holder now works mornings only; the other host still works until 17:00.
    const mornings = [0, 1, 2, 3, 4, 5, 6].map((day_of_week) => ({ day_of_week, start_time: "09:00", end_time: "12:00" }));
    expect((await api("PUT", `/api/availability/rules/${holder.scheduleId}`, { token: holder.user.token, json: { rules: mornings } })).status).toBe(200);

    expect((await reschedule(token, instantAt(day, "15:00", "UTC"))).status).toBe(200);
    expect(await holderOf(id)).toBe(other.userId);
  });

  it("keeps its holder when they are free", async () => {
    const day = dateAhead(23);
    const { id, token, holder, other } = await bookedRoundRobin(day);
    await blockCalendar(other, day, "14:00", "15:00");

    expect((await reschedule(token, instantAt(day, "14:00", "UTC"))).status).toBe(200);
    expect(await holderOf(id)).toBe(holder.userId);
  });

  it("answers 409 and changes nothing when its holder's calendar blocks the time and the other host is booked then", async () => {
    const day = dateAhead(24);
    const { id, token, holder, other } = await bookedRoundRobin(day);
    await blockCalendar(holder, day, "14:00", "15:00");
    // A time no host's calendar and hours allow is never offered (400); one bookings rule out is taken (409).
    expect((await postBooking({ eventTypeSlug: other.slug, startTime: instantAt(day, "14:00", "UTC"), duration: 30 })).status).toBe(201);
    const before = await bookingRow(id);

    const refused = await reschedule(token, instantAt(day, "14:00", "UTC"));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBeTruthy();
    expect(await bookingRow(id)).toEqual(before);
  });
});
