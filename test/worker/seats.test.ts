import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import app from "../../worker/app";
import { countingD1 } from "./d1-counter";
import { uniqueAddress } from "./client";
import { api } from "./helpers";
import { postBooking } from "./bookings-fixtures";
import { bookSeat, countRows, createSeatedHost, hostEntries, seatRows, startAt } from "./seats-fixtures";

const TAKEN = { error: "That time is no longer available." };

/* Seats (docs/SEATS.md): many bookings of one time, each its own row, under one guarded insert. */
describe("booking seats", () => {
  it("of 20 concurrent requests for a time with 5 seats, exactly 5 get a seat, all of one time", async () => {
    const host = await createSeatedHost(5);
    const startTime = startAt(6, "10:00");
    const address = uniqueAddress();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postBooking({ eventTypeSlug: host.slug, startTime, duration: 30, name: `Racer ${i}` }, { address })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    for (const response of responses.filter((r) => r.status === 409)) expect(response.body).toEqual(TAKEN);
    const rows = await seatRows(host.eventTypeId);
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((row) => row.seat_uid)).size).toBe(1);
    expect(rows[0]?.seat_uid).toMatch(/^[0-9a-f-]{36}@/);
    // One calendar entry for the time, naming its five attendees.
    const entries = await hostEntries(host);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.booker_name.split(", ")).toHaveLength(5);
  });

  it("lists the time's attendees in the host's one calendar entry and says in each host mail how many seats are taken", async () => {
    const host = await createSeatedHost(3);
    const startTime = startAt(7, "11:00");
    const ada = await bookSeat(host, startTime, "Ada");
    const grace = await bookSeat(host, startTime, "Grace");
    const entries = await hostEntries(host);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ booking_id: ada.id, booker_name: "Ada, Grace", description: `Ada <${ada.email}>\nGrace <${grace.email}>` });
    expect(JSON.parse(entries[0]?.guests ?? "[]")).toEqual([ada.email, grace.email]);
    const hostMail = (id: number) => countRows("select count(*) as n from email_outbox where booking_id = ? and kind = 'host-notification' and body like ?", id, "%Seats taken: 1 of 3.%");
    expect(await hostMail(ada.id)).toBe(1);
    const body = await countRows("select count(*) as n from email_outbox where booking_id = ? and kind = 'host-notification' and body like '%Seats taken: 2 of 3.%'", grace.id);
    expect(body).toBe(1);
    // The host's invitations name the time's one event (its seat key); the bookers' their own.
    const hostInvites = "select count(*) as n from email_outbox o join bookings b on b.id = o.booking_id where b.id in (?, ?) and o.kind = ? and instr(o.ics, 'UID:' || b.seat_uid) > 0";
    expect(await countRows(hostInvites, ada.id, grace.id, "host-notification")).toBe(2);
    expect(await countRows(hostInvites, ada.id, grace.id, "booking-confirmation")).toBe(0);
    // The booker's own mail never names the other attendee.
    const leaks = await countRows("select count(*) as n from email_outbox where booking_id = ? and kind = 'booking-confirmation' and (body like ? or ics like ?)", grace.id, `%${ada.email}%`, `%${ada.email}%`);
    expect(leaks).toBe(0);
  });

  it("a daily cap counts times, not seats: joining a time never fails it, opening one more does", async () => {
    const host = await createSeatedHost(3, { limits: { max_per_day: 1 } });
    const startTime = startAt(8, "10:00");
    await bookSeat(host, startTime, "First");
    await bookSeat(host, startTime, "Second");
    const other = await postBooking({ eventTypeSlug: host.slug, startTime: startAt(8, "14:00"), duration: 30, name: "Third", email: "third@example.com" });
    expect(other.status).toBe(409);
    expect(await seatRows(host.eventTypeId)).toHaveLength(2);
  });

  it("a time overlapping a seated time of the host is refused, and the seats' time is not shared with another start", async () => {
    const host = await createSeatedHost(3);
    await bookSeat(host, startAt(9, "10:00"), "Early");
    const overlapping = await postBooking({ eventTypeSlug: host.slug, startTime: startAt(9, "10:15"), duration: 30, name: "Late", email: "late@example.com" });
    expect(overlapping.status).toBe(409);
    expect(await seatRows(host.eventTypeId)).toHaveLength(1);
  });

  it("the seats of one time share one video room; another time gets its own", async () => {
    const host = await createSeatedHost(3, { location_kind: "jitsi", location: "Video call" });
    const first = startAt(6, "14:00");
    await bookSeat(host, first, "Ada");
    await bookSeat(host, first, "Grace");
    await bookSeat(host, startAt(6, "15:00"), "Edsger");
    const [ada, grace, edsger] = await seatRows(host.eventTypeId);
    expect(ada?.meeting_url).toMatch(/^https:\/\/meet\.jit\.si\/\S{26,}$/);
    expect(grace?.meeting_url).toBe(ada?.meeting_url);
    expect(edsger?.meeting_url).not.toBe(ada?.meeting_url);
  });
});

describe("racing seat moves", () => {
  it("of 6 seats racing into a time with 2 seats left, with 4 new bookings, exactly 2 get in", async () => {
    const host = await createSeatedHost(3);
    const target = startAt(19, "10:00");
    await bookSeat(host, target, "Already there");
    const movers = await Promise.all(["11:00", "12:00", "13:00", "14:00", "15:00", "16:00"].map((time, i) => bookSeat(host, startAt(19, time), `Mover ${i}`)));
    const responses = await Promise.all([
      ...movers.map((mover) =>
        api("POST", `/api/public/bookings/${mover.cancellation_token}/reschedule`, { json: { startTime: target }, headers: { "CF-Connecting-IP": uniqueAddress() } }),
      ),
      ...Array.from({ length: 4 }, (_, i) => postBooking({ eventTypeSlug: host.slug, startTime: target, duration: 30, name: `Newcomer ${i}` })),
    ]);
    const won = responses.filter((response) => response.status === 200 || response.status === 201);
    expect(won).toHaveLength(2);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(8);
    const atTarget = (await seatRows(host.eventTypeId)).filter((row) => row.start_time === Date.parse(target) && row.status === "confirmed");
    expect(atTarget).toHaveLength(3);
    expect(new Set(atTarget.map((row) => row.seat_uid)).size).toBe(1);
    expect((await hostEntries(host)).find((entry) => entry.start_time === Date.parse(target))?.booker_name.split(", ")).toHaveLength(3);
  });
});

describe("a seat's cost", () => {
  it("takes two D1 round trips, as any booking, and no statement binds more than D1's 100 values", async () => {
    const host = await createSeatedHost(3, { limits: { max_per_day: 2, max_per_week: 5 } });
    const startTime = startAt(17, "10:00");
    await bookSeat(host, startTime, "Ada");
    const counter = countingD1(env.DB);
    const request = new Request("http://hangout.test/api/public/bookings", {
      method: "POST",
      headers: { "content-type": "application/json", "CF-Connecting-IP": uniqueAddress() },
      body: JSON.stringify({ eventTypeSlug: host.slug, startTime, duration: 30, name: "Trips", email: "trips@example.com" }),
    });
    const ctx = createExecutionContext();
    const response = await app.fetch(request, { ...env, DB: counter.db }, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(201);
    expect(counter.roundTrips).toBe(2);
    expect(counter.maxBoundParams).toBeLessThanOrEqual(100);
  });
});
