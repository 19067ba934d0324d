import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api } from "./helpers";
import { uniqueAddress } from "./client";
import { postBooking } from "./bookings-fixtures";
import { addEndpoint, deliveriesOf } from "./webhooks-helpers";
import { type WebhookSnapshot, webhookBody } from "../../worker/domain/webhook-payload";
import { bookSeat, countRows, createSeatedHost, hostEntries, seatlessTypeOf, seatRows, startAt } from "./seats-fixtures";

/* Seats (docs/SEATS.md): each seat's private link changes that seat alone. */

const visitor = () => ({ "CF-Connecting-IP": uniqueAddress() });
const cancelByLink = (token: string) => api("DELETE", `/api/public/bookings/${token}`, { json: {}, headers: visitor() });
const reschedule = (token: string, startTime: string) => api("POST", `/api/public/bookings/${token}/reschedule`, { json: { startTime }, headers: visitor() });
const statuses = async (eventTypeId: number) => (await seatRows(eventTypeId)).map((row) => row.status);

describe("changing one seat", () => {
  it("a seat's cancel link cancels that seat only; the host's entry lists who is left", async () => {
    const host = await createSeatedHost(3);
    const startTime = startAt(10, "10:00");
    const ada = await bookSeat(host, startTime, "Ada");
    const grace = await bookSeat(host, startTime, "Grace");
    expect((await cancelByLink(ada.cancellation_token)).status).toBe(200);
    expect(await statuses(host.eventTypeId)).toEqual(["cancelled", "confirmed"]);
    const entries = await hostEntries(host);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ booking_id: grace.id, booker_name: "Grace", description: `Grace <${grace.email}>` });
    // The freed seat can be taken again, and joins the same time.
    const alan = await bookSeat(host, startTime, "Alan");
    const rows = await seatRows(host.eventTypeId);
    expect(rows.find((row) => row.id === alan.id)?.seat_uid).toBe(rows.find((row) => row.id === grace.id)?.seat_uid);
  });

  it("the last seat's cancel frees the time: the entry is gone and a booking of another type takes it", async () => {
    const host = await createSeatedHost(2);
    const startTime = startAt(11, "10:00");
    const oneToOne = await seatlessTypeOf(host);
    const ada = await bookSeat(host, startTime, "Ada");
    const blocked = await postBooking({ eventTypeSlug: oneToOne, startTime, duration: 30, name: "Other" });
    expect(blocked.status).toBe(409);
    const grace = await bookSeat(host, startTime, "Grace");
    expect((await cancelByLink(ada.cancellation_token)).status).toBe(200);
    // The host cancels the last seat.
    expect((await api("DELETE", `/api/events/bookings/${grace.id}`, { token: host.user.token })).status).toBe(200);
    expect(await statuses(host.eventTypeId)).toEqual(["cancelled", "cancelled"]);
    expect(await hostEntries(host)).toEqual([]);
    expect((await postBooking({ eventTypeSlug: oneToOne, startTime, duration: 30, name: "Other" })).status).toBe(201);
  });

  it("the host's cancellation invitation cancels the time's one event only with its last seat", async () => {
    const host = await createSeatedHost(2);
    const startTime = startAt(11, "14:00");
    const ada = await bookSeat(host, startTime, "Ada");
    const grace = await bookSeat(host, startTime, "Grace");
    await cancelByLink(ada.cancellation_token);
    await cancelByLink(grace.cancellation_token);
    const namesTime = (id: number) =>
      countRows("select count(*) as n from email_outbox o join bookings b on b.id = o.booking_id where b.id = ? and o.kind = 'host-cancellation' and instr(o.ics, 'UID:' || b.seat_uid) > 0", id);
    expect([await namesTime(ada.id), await namesTime(grace.id)]).toEqual([0, 1]);
  });

  it("a seat's reschedule opens a new time or joins one, and the old time keeps its other seats", async () => {
    const host = await createSeatedHost(2);
    const first = startAt(12, "10:00");
    const second = startAt(12, "14:00");
    const ada = await bookSeat(host, first, "Ada");
    const grace = await bookSeat(host, first, "Grace");
    const alan = await bookSeat(host, second, "Alan");
    // The second time has a seat left: Ada joins it; then it is full and Grace cannot.
    expect((await reschedule(ada.cancellation_token, second)).status).toBe(200);
    expect((await reschedule(grace.cancellation_token, second)).status).toBe(409);
    const rows = await seatRows(host.eventTypeId);
    const uidOf = (id: number) => rows.find((row) => row.id === id)?.seat_uid;
    expect(uidOf(ada.id)).toBe(uidOf(alan.id));
    expect(uidOf(grace.id)).not.toBe(uidOf(alan.id));
    const entries = await hostEntries(host);
    expect(entries.map((entry) => entry.booker_name)).toEqual(["Grace", "Ada, Alan"]);
    // Grace opens a third time of her own.
    expect((await reschedule(grace.cancellation_token, startAt(12, "16:00"))).status).toBe(200);
    expect((await hostEntries(host)).map((entry) => entry.booker_name)).toEqual(["Ada, Alan", "Grace"]);
    const moved = (await seatRows(host.eventTypeId)).find((row) => row.id === grace.id);
    expect(moved?.seat_uid).not.toBe(uidOf(grace.id));
  });
});

describe("a seat's webhooks", () => {
  it("each seat's booking.created and booking.cancelled carry how many seats its time has taken", async () => {
    const host = await createSeatedHost(4);
    await addEndpoint(host.user.token, ["booking.created", "booking.cancelled"]);
    const startTime = startAt(13, "10:00");
    const ada = await bookSeat(host, startTime, "Ada");
    const grace = await bookSeat(host, startTime, "Grace");
    expect((await cancelByLink(ada.cancellation_token)).status).toBe(200);
    const seatsOf = async (bookingId: number) =>
      (await deliveriesOf({ bookingId })).map((delivery) => [delivery.event_type, (JSON.parse(delivery.snapshot) as { booking: { seats: unknown } }).booking.seats]);
    expect(await seatsOf(ada.id)).toEqual([
      ["booking.created", { taken: 1, capacity: 4 }],
      ["booking.cancelled", { taken: 1, capacity: 4 }],
    ]);
    expect(await seatsOf(grace.id)).toEqual([["booking.created", { taken: 2, capacity: 4 }]]);
    const body = webhookBody("evt_test", "booking.created", JSON.parse((await deliveriesOf({ bookingId: grace.id }))[0]!.snapshot) as WebhookSnapshot);
    expect(JSON.parse(body)).toMatchObject({ data: { booking: { seats: { taken: 2, capacity: 4 } } } });
  });
});

describe("bad input on a seated type", () => {
  it("a seat outside the schedule, or moved there, is a 400 and changes nothing", async () => {
    const host = await createSeatedHost(3);
    const startTime = startAt(16, "10:00");
    const ada = await bookSeat(host, startTime, "Ada");
    const before = { rows: await seatRows(host.eventTypeId), entries: await hostEntries(host) };
    const night = startAt(16, "03:00");
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime: night, duration: 30, name: "Night owl" });
    expect([booked.status, booked.body]).toEqual([400, { error: "That time is not available for booking." }]);
    const moved = await reschedule(ada.cancellation_token, night);
    expect([moved.status, moved.body]).toEqual([400, { error: "That time is not available for booking." }]);
    expect({ rows: await seatRows(host.eventTypeId), entries: await hostEntries(host) }).toEqual(before);
  });
});

describe("a seated time's reminders", () => {
  it("each booker gets theirs; the host's is one per time, handed on when its seat leaves", async () => {
    const host = await createSeatedHost(3, { reminders: { offsets: [60], notify_host: true } });
    const startTime = startAt(18, "10:00");
    const ada = await bookSeat(host, startTime, "Ada");
    const grace = await bookSeat(host, startTime, "Grace");
    const scheduled = async (kind: string) => {
      const { results } = await env.DB.prepare(
        "select o.booking_id as id from email_outbox o join bookings b on b.id = o.booking_id where b.event_type_id = ? and o.kind = ? and o.status = 'scheduled' order by o.booking_id",
      )
        .bind(host.eventTypeId, kind)
        .all<{ id: number }>();
      return results.map((row) => row.id);
    };
    expect(await scheduled("booking-reminder")).toEqual([ada.id, grace.id]);
    expect(await scheduled("host-reminder")).toEqual([ada.id]);
    expect((await cancelByLink(ada.cancellation_token)).status).toBe(200);
    expect(await scheduled("host-reminder")).toEqual([grace.id]);
    const alan = await bookSeat(host, startTime, "Alan");
    expect(await scheduled("host-reminder")).toEqual([grace.id]);
    // Grace opens a time of her own: both times have the host's reminder once.
    expect((await reschedule(grace.cancellation_token, startAt(18, "15:00"))).status).toBe(200);
    expect(await scheduled("host-reminder")).toEqual([grace.id, alan.id]);
    expect(await scheduled("booking-reminder")).toEqual([grace.id, alan.id]);
  });
});
