import { env } from "cloudflare:test";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { webhookBody } from "../../worker/domain/webhook-payload";
import { type BookingHost, countRows, createHost, dateAhead, instantAt, postBooking, waitForMail } from "./bookings-fixtures";
import { typedApi, uniqueAddress } from "./client";
import { api } from "./helpers";
import { seedTeam, seedTeamType } from "./team-fixtures";
import { addEndpoint, deliveriesOf } from "./webhooks-helpers";

/* Where to meet (docs/MEETING-PLACES.md): a place per booking, shown only once booked. */

const ROOM = /^https:\/\/jitsi\.example\.org\/rooms\/[0-9a-f]{32}$/;

async function hostWithPlace(place: { location_kind: string; location: string }): Promise<BookingHost> {
  const host = await createHost({ durations: [30] });
  const response = await api("PUT", `/api/event-types/${host.eventTypeId}`, { token: host.user.token, json: place });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return host;
}

const newBooker = () => `place-${crypto.randomUUID().slice(0, 8)}@example.com`;

async function book(host: BookingHost, time: string, extra: { phone?: string } = {}) {
  const email = newBooker();
  const response = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(3), time, "UTC"), duration: 30, email, ...extra });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { email, booking: response.body.booking };
}

/** The first VEVENT of an .ics text. */
const veventOf = (ics: string) => new ICAL.Component(ICAL.parse(ics) as unknown[]).getFirstSubcomponent("vevent")!;

function meetingOf(ics: string) {
  const event = veventOf(ics);
  const conference = event.getFirstProperty("conference");
  return {
    location: event.getFirstPropertyValue("location"),
    url: event.getFirstPropertyValue("url"),
    conference: conference?.getFirstValue(),
    feature: conference?.getParameter("feature"),
  };
}

const storedRoom = (id: number) => env.DB.prepare("select meeting_url from bookings where id = ?").bind(id).first<{ meeting_url: string | null }>();
const storedBase = (userId: number) => env.DB.prepare("select jitsi_base from users where id = ?").bind(userId).first<{ jitsi_base: string | null }>();

describe("a video room per booking", () => {
  it("is made on the host's Jitsi server, named with 128 random bits, in the invitation, and kept by a reschedule", async () => {
    const host = await hostWithPlace({ location_kind: "jitsi", location: "Video call" });
    const settings = typedApi({ token: host.user.token }).settings.meetings;
    expect(await (await settings.$put({ json: { jitsi_base: "https://jitsi.example.org/rooms/" } })).json()).toEqual({ jitsi_base: "https://jitsi.example.org/rooms" });

    const { email, booking } = await book(host, "10:00");
    expect(booking.meeting_url).toMatch(ROOM);
    expect(booking).toMatchObject({ location: booking.meeting_url, location_kind: "jitsi" });
    const room = booking.meeting_url!;
    const [invitation] = await waitForMail(email, 1);
    expect(meetingOf(invitation!.ics!)).toEqual({ location: room, url: room, conference: room, feature: "VIDEO" });
    expect(invitation!.text).toContain(`Join: ${room}`);
    const [hostMail] = await waitForMail(host.user.email, 1);
    expect(meetingOf(hostMail!.ics!).conference).toBe(room);

    // Another booking, another room: a name is never reused.
    const other = await book(host, "12:00");
    expect(other.booking.meeting_url).toMatch(ROOM);
    expect(other.booking.meeting_url).not.toBe(room);

    const moved = await api("POST", `/api/public/bookings/${booking.cancellation_token}/reschedule`, {
      json: { startTime: instantAt(dateAhead(3), "14:00", "UTC") },
      headers: { "CF-Connecting-IP": uniqueAddress() },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await storedRoom(booking.id))?.meeting_url).toBe(room);
    const rescheduled = (await waitForMail(email, 2)).find((mail) => mail.subject.startsWith("Rescheduled:"));
    expect(meetingOf(rescheduled!.ics!)).toEqual({ location: room, url: room, conference: room, feature: "VIDEO" });

    // The booker's private link shows the room.
    const page = await api<string>("GET", `/cancel/${booking.cancellation_token}`, { headers: { "CF-Connecting-IP": uniqueAddress() } });
    expect(page.body).toContain(`href="${room}"`);
  });

  it("uses meet.jit.si when neither the host nor the instance names a server", async () => {
    const host = await hostWithPlace({ location_kind: "jitsi", location: "Video call" });
    const { booking } = await book(host, "09:00");
    expect(booking.meeting_url).toMatch(/^https:\/\/meet\.jit\.si\/[0-9a-f]{32}$/);
  });
});

describe("a team type's video room", () => {
  it("is made on the team's server, whichever member takes the booking, never on a member's own", async () => {
    const team = await seedTeam(2, { durations: [30] });
    const owner = team.hosts[0]!;
    await api("PUT", "/api/settings/meetings", { token: owner.user.token, json: { jitsi_base: "https://personal.example.org" } });
    const saved = await api("PATCH", `/api/teams/${team.id}`, { token: owner.user.token, json: { jitsi_base: "https://jitsi.example.org/rooms/" } });
    expect(saved.body).toMatchObject({ team: { jitsi_base: "https://jitsi.example.org/rooms" } });
    const type = await seedTeamType(team, { assignment: "round-robin" });
    await env.DB.prepare("update event_types set location_kind = 'jitsi' where id = ?").bind(type.id).run();
    const rooms = [];
    for (const time of ["10:00", "10:00"]) {
      const response = await postBooking({ eventTypeSlug: type.slug, startTime: instantAt(dateAhead(3), time, "UTC"), duration: 30, email: newBooker() });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      rooms.push(response.body.booking.meeting_url);
    }
    for (const room of rooms) expect(room).toMatch(ROOM);
    expect(rooms[0]).not.toBe(rooms[1]);
  });
});

describe("GET/PUT /api/settings/meetings", () => {
  it.each([["http://jitsi.example.org"], ["meet.example.org"], ["ftp://jitsi.example.org"], ["https://jitsi.example.org/?room=1"], [42]])(
    "refuses %j with 400 and keeps the stored server",
    async (jitsiBase) => {
      const host = await createHost({ durations: [30] });
      await api("PUT", "/api/settings/meetings", { token: host.user.token, json: { jitsi_base: "https://jitsi.example.org" } });
      const response = await api<{ error: string }>("PUT", "/api/settings/meetings", { token: host.user.token, json: { jitsi_base: jitsiBase } });
      expect(response.status).toBe(400);
      // Text is held to the rule itself; a value of another type fails the schema, which names the field.
      const rule = "The Jitsi server must be an https:// address.";
      expect(response.body.error).toBe(typeof jitsiBase === "string" ? rule : `jitsi_base: ${rule}`);
      expect(await storedBase(host.userId)).toEqual({ jitsi_base: "https://jitsi.example.org" });
    },
  );

  it("reads the host's own server, and clears it with null or an empty text", async () => {
    const host = await createHost({ durations: [30] });
    expect((await api("GET", "/api/settings/meetings", { token: host.user.token })).body).toEqual({ jitsi_base: null });
    await api("PUT", "/api/settings/meetings", { token: host.user.token, json: { jitsi_base: "https://jitsi.example.org" } });
    expect((await api("GET", "/api/settings/meetings", { token: host.user.token })).body).toEqual({ jitsi_base: "https://jitsi.example.org" });
    expect((await api("PUT", "/api/settings/meetings", { token: host.user.token, json: { jitsi_base: "" } })).body).toEqual({ jitsi_base: null });
    expect((await api("GET", "/api/settings/meetings")).status).toBe(401);
  });
});

describe("the booker's phone", () => {
  it.each([
    [{}, "Please enter your phone number."],
    [{ phone: "  " }, "Please enter your phone number."],
    [{ phone: "call me" }, "The phone number must be 5 to 15 digits, with + ( ) - . / or spaces between them."],
  ])("is required where the type calls the booker: %j is a 400 and books nothing", async (extra, error) => {
    const host = await hostWithPlace({ location_kind: "booker_phone", location: "Phone" });
    const response = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(3), "10:00", "UTC"), duration: 30, ...extra });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(error);
    expect(await countRows("select count(*) as n from bookings where event_type_id = ?", host.eventTypeId)).toBe(0);
  });

  it("is the booking's place, and its invitation's number to call", async () => {
    const host = await hostWithPlace({ location_kind: "booker_phone", location: "Phone" });
    const { email, booking } = await book(host, "11:00", { phone: "+1 (555) 123-4567" });
    expect(booking).toMatchObject({ location: "+1 (555) 123-4567", location_kind: "booker_phone", meeting_url: null });
    const [invitation] = await waitForMail(email, 1);
    expect(meetingOf(invitation!.ics!)).toMatchObject({ location: "+1 (555) 123-4567", conference: "tel:+15551234567", feature: "AUDIO" });
  });
});

describe("before booking", () => {
  it("the public API, the profile and the page show only the kind; the booking, its mail and its link show the address", async () => {
    const address = "Hauptstraße 1, 10115 Berlin";
    const host = await hostWithPlace({ location_kind: "in_person", location: address });
    const type = await api<{ eventType: { location: string; location_kind: string } }>("GET", `/api/public/availability/${host.slug}`, {
      headers: { "CF-Connecting-IP": uniqueAddress() },
    });
    expect(type.body.eventType).toMatchObject({ location: "In person", location_kind: "in_person" });
    const profile = await api("GET", `/api/public/user/${host.user.username}`, { headers: { "CF-Connecting-IP": uniqueAddress() } });
    expect(JSON.stringify(profile.body)).not.toContain("Hauptstra");
    const page = await api<string>("GET", `/book/${host.slug}`, { headers: { "CF-Connecting-IP": uniqueAddress() } });
    expect(page.body).toContain("In person");
    expect(page.body).not.toContain("Hauptstra");

    const { email, booking } = await book(host, "15:00");
    expect(booking).toMatchObject({ location: address, location_kind: "in_person", meeting_url: null });
    const [invitation] = await waitForMail(email, 1);
    const map = `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
    expect(invitation!.text).toContain(`Map: ${map}`);
    expect(meetingOf(invitation!.ics!)).toEqual({ location: address, url: null, conference: undefined, feature: undefined });
  });

  it("a fixed link is the booking's meeting URL", async () => {
    const link = "https://meet.example.com/weekly";
    const host = await hostWithPlace({ location_kind: "link", location: link });
    const type = await api<{ eventType: { location: string } }>("GET", `/api/public/availability/${host.slug}`, { headers: { "CF-Connecting-IP": uniqueAddress() } });
    expect(type.body.eventType.location).toBe("Online meeting");
    const { booking } = await book(host, "16:00");
    expect(booking).toMatchObject({ location: link, meeting_url: link });
  });
});

describe("what the host's other calendars and services get", () => {
  it("webhooks carry location, location_kind and meeting_url; the feed carries URL and CONFERENCE", async () => {
    const host = await hostWithPlace({ location_kind: "jitsi", location: "Video call" });
    await addEndpoint(host.user.token, ["booking.created"]);
    const feed = await (await typedApi({ token: host.user.token }).settings.feed.$post()).json();
    const { booking } = await book(host, "13:00");
    const room = booking.meeting_url!;

    const [delivery] = await deliveriesOf({ bookingId: booking.id });
    const payload = JSON.parse(webhookBody("evt_1", "booking.created", JSON.parse(delivery!.snapshot)));
    expect(payload.data.booking).toMatchObject({ location: room, location_kind: "jitsi", meeting_url: room });

    const response = await api<string>("GET", new URL(feed.url).pathname, { headers: { "CF-Connecting-IP": uniqueAddress() } });
    expect(meetingOf(response.body)).toEqual({ location: room, url: room, conference: room, feature: "VIDEO" });
  });
});

describe("the booking form without a script", () => {
  const postForm = (slug: string, fields: Record<string, string>) =>
    api<string>("POST", `/book/${slug}`, {
      body: new URLSearchParams(fields),
      headers: { "content-type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": uniqueAddress() },
    });

  it("asks a booker who will be called for their number, and confirms with the number to call", async () => {
    const host = await hostWithPlace({ location_kind: "booker_phone", location: "Phone" });
    const start = instantAt(dateAhead(3), "10:00", "UTC");
    const form = await api<string>("GET", `/book/${host.slug}?start=${encodeURIComponent(start)}&duration=30&tz=UTC`, { headers: { "CF-Connecting-IP": uniqueAddress() } });
    expect(form.body).toContain('name="phone"');
    const fields = { start, duration: "30", tz: "UTC", lang: "de", name: "Ada" };
    const refused = await postForm(host.slug, fields);
    expect(refused.status).toBe(400);
    // In the booker's language, from the places catalogue.
    expect(refused.body).toContain("Bitte gib deine Telefonnummer ein.");
    const confirmed = await postForm(host.slug, { ...fields, phone: "+49 30 1234567" });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toContain("+49 30 1234567");
  });

  it("confirms a video call with its room as a link", async () => {
    const host = await hostWithPlace({ location_kind: "jitsi", location: "Video call" });
    const start = instantAt(dateAhead(3), "11:00", "UTC");
    const confirmed = await postForm(host.slug, { start, duration: "30", tz: "UTC", name: "Ada" });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatch(/<a class="place-link" href="https:\/\/meet\.jit\.si\/[0-9a-f]{32}"/);
  });
});
