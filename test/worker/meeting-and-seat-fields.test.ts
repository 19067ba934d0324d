import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createHost } from "./bookings-fixtures";
import { api } from "./helpers";

/* A booking type's place to meet and its seats are checked together with what is stored. */

const stored = (id: number) =>
  env.DB.prepare("select location, location_kind, seats, seats_show_attendees, requires_confirmation from event_types where id = ?").bind(id).first();

describe("a booking type's place and seats", () => {
  it.each([
    [{ seats: 1 }, "seats must be at least 2."],
    [{ seats: 501 }, "seats must be at most 500."],
    [{ seats: 2.5 }, "seats must be a whole number."],
    [{ seats_show_attendees: "yes" }, "seats_show_attendees must be true or false."],
    [{ seats: 5, requires_confirmation: true }, "A booking type with seats cannot require confirmation."],
    [{ location_kind: "zoom" }, "location_kind must be one of custom, in_person, host_phone, booker_phone, link, jitsi, google_meet, teams."],
    [{ location_kind: "link", location: "http://meet.example.com/abc" }, "The meeting link must be an https:// address."],
    [{ location_kind: "link" }, "The meeting link must be an https:// address."],
    [{ location_kind: "host_phone", location: "call me" }, "The phone number must be 5 to 15 digits, with + ( ) - . / or spaces between them."],
  ])("refuses %j with 400 and changes nothing", async (json, error) => {
    const host = await createHost({ durations: [30] });
    const before = await stored(host.eventTypeId);
    const response = await api<{ error: string }>("PUT", `/api/event-types/${host.eventTypeId}`, { token: host.user.token, json });
    expect(response.status).toBe(400);
    expect(response.body.error).toContain(error);
    expect(await stored(host.eventTypeId)).toEqual(before);
  });

  it("stores seats and a place with its kind, and shows them to the owner", async () => {
    const host = await createHost({ durations: [30] });
    const json = { seats: 10, seats_show_attendees: true, location_kind: "link", location: "https://meet.example.com/weekly" };
    const response = await api("PUT", `/api/event-types/${host.eventTypeId}`, { token: host.user.token, json });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject(json);
    const phone = await api("PUT", `/api/event-types/${host.eventTypeId}`, {
      token: host.user.token,
      json: { location_kind: "host_phone", location: "+49 (30) 1234-567", seats: null },
    });
    expect(phone.body).toMatchObject({ location_kind: "host_phone", seats: null });
  });
});
