import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { postBooking } from "./bookings-fixtures";
import { uniqueAddress } from "./client";
import { api } from "./helpers";
import { bookSeat, createSeatedHost, startAt } from "./seats-fixtures";

/*
 * One seat per e-mail address and time (docs/SEATS.md): compared trimmed and case-insensitively,
 * enforced inside the seat's guarded insert or move, so racing duplicates get one seat at most.
 */

const HELD = "This email address already has a seat at this time.";

/** What D1 holds that a refused request must not change: the bookings, the mail and the calendar rows. */
const snapshot = async () =>
  Promise.all(
    ["bookings", "email_outbox", "calendar_events"].map(
      async (table) => (await env.DB.prepare(`select count(*) as n, max(id) as last from ${table}`).first<{ n: number; last: number | null }>())!,
    ),
  );

const seatsOf = async (eventTypeId: number) =>
  (await env.DB.prepare("select count(*) as n from bookings where event_type_id = ? and status = 'confirmed'").bind(eventTypeId).first<{ n: number }>())!.n;

describe("one seat per person and time", () => {
  it("refuses the same address again (another case) with 409 and changes nothing; translated for the booker", async () => {
    const host = await createSeatedHost(5);
    const start = startAt(41, "10:00");
    const address = `Ada-${crypto.randomUUID().slice(0, 6)}@Example.com`;
    expect((await postBooking({ eventTypeSlug: host.slug, startTime: start, duration: 30, name: "Ada", email: address })).status).toBe(201);
    const before = await snapshot();

    const again = await postBooking({ eventTypeSlug: host.slug, startTime: start, duration: 30, name: "Ada again", email: address.toLowerCase() });
    expect(again).toMatchObject({ status: 409, body: { error: HELD } });
    expect(await snapshot()).toEqual(before);
    const german = await api("POST", "/api/public/bookings", {
      json: { eventTypeSlug: host.slug, startTime: start, duration: 30, name: "Ada", email: address.toUpperCase() },
      headers: { "CF-Connecting-IP": uniqueAddress(), "Accept-Language": "de" },
    });
    expect(german).toMatchObject({ status: 409, body: { error: "Diese E-Mail-Adresse hat zu diesem Termin bereits einen Platz." } });
    expect(await snapshot()).toEqual(before);

    // Another address still gets a seat; the same address at another time too.
    await bookSeat(host, start, "Grace");
    expect((await postBooking({ eventTypeSlug: host.slug, startTime: startAt(41, "11:00"), duration: 30, name: "Ada", email: address })).status).toBe(201);
  });

  it("gives racing requests of one address one seat", async () => {
    const host = await createSeatedHost(5);
    const start = startAt(42, "10:00");
    const variants = ["ada@example.com", "Ada@Example.com", "ADA@EXAMPLE.COM", "ada@EXAMPLE.com", "aDa@example.com"];
    const answers = await Promise.all(variants.map((email) => postBooking({ eventTypeSlug: host.slug, startTime: start, duration: 30, name: "Ada", email })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(4);
    expect(await seatsOf(host.eventTypeId)).toBe(1);
  });

  it("refuses a seat's move into a time where its address already holds a seat", async () => {
    const host = await createSeatedHost(5);
    const target = startAt(43, "10:00");
    expect((await postBooking({ eventTypeSlug: host.slug, startTime: target, duration: 30, name: "Ada", email: "ada@example.com" })).status).toBe(201);
    const other = await postBooking({ eventTypeSlug: host.slug, startTime: startAt(43, "12:00"), duration: 30, name: "Ada", email: "ADA@example.com" });
    if (other.status !== 201) throw new Error("not booked");
    const before = await snapshot();
    const moved = await api<{ error: string }>("POST", `/api/public/bookings/${other.body.booking.cancellation_token}/reschedule`, {
      json: { startTime: target },
      headers: { "CF-Connecting-IP": uniqueAddress() },
    });
    expect(moved).toMatchObject({ status: 409, body: { error: HELD } });
    expect(await snapshot()).toEqual(before);
  });
});
