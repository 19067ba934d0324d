import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { postBooking } from "./bookings-fixtures";
import { uniqueAddress } from "./client";
import { api } from "./helpers";
import { bookSeat, createSeatedHost, seatRows, startAt } from "./seats-fixtures";

/*
 * Every seat of a time meets in the time's ONE video room, and everything a booker or the host is
 * told names that room: the answer, the mail, the invitation (docs/SEATS.md, docs/MEETING-PLACES.md).
 */

/** Every room URL a text names (an .ics unfolded first: a long line is folded across lines). */
const roomsIn = (text: string | null) => [...(text ?? "").replace(/\r?\n[ \t]/g, "").matchAll(/https:\/\/[^\s"<>\\]+\/[0-9a-f]{32}/g)].map((match) => match[0]);

interface Mail {
  kind: string;
  body: string;
  html: string | null;
  ics: string | null;
}

const mailOf = async (bookingId: number) =>
  (await env.DB.prepare("select kind, body, html, ics from email_outbox where booking_id = ? order by id").bind(bookingId).all<Mail>()).results;

/** The booking's confirmation and host notification both exist and name `room`, and no other room, in text, HTML and invitation. */
async function expectMailNames(bookingId: number, room: string) {
  const mail = await mailOf(bookingId);
  expect(mail.map((m) => m.kind).sort()).toEqual(["booking-confirmation", "host-notification"]);
  for (const message of mail) {
    expect(roomsIn(message.body), message.kind).toContain(room);
    expect(roomsIn(message.ics), message.kind).toContain(room);
    expect(new Set([...roomsIn(message.body), ...roomsIn(message.html), ...roomsIn(message.ics)]), message.kind).toEqual(new Set([room]));
    const lines = message.ics!.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
    expect(lines.find((line) => line.startsWith("CONFERENCE"))?.endsWith(`:${room}`), message.kind).toBe(true);
    expect(lines.find((line) => line.startsWith("LOCATION")), message.kind).toBe(`LOCATION:${room}`);
  }
}

describe("the seats of a video time", () => {
  it("the second booker is told the room the first one opened: answer, both mails, both invitations", async () => {
    const host = await createSeatedHost(5, { location_kind: "jitsi", location: "Video call" });
    const start = startAt(31, "10:00");
    const ada = await bookSeat(host, start, "Ada");
    const grace = await bookSeat(host, start, "Grace");
    const room = ada.meeting_url!;
    expect(room).toMatch(/^https:\/\/\S+\/[0-9a-f]{32}$/);
    expect(grace).toMatchObject({ meeting_url: room, location: room, location_kind: "jitsi" });
    expect((await seatRows(host.eventTypeId)).map((row) => row.meeting_url)).toEqual([room, room]);
    await expectMailNames(ada.id, room);
    await expectMailNames(grace.id, room);
  });

  it("seats racing to open one time are all told the one room it holds", async () => {
    const host = await createSeatedHost(5, { location_kind: "jitsi", location: "Video call" });
    const start = startAt(32, "10:00");
    const answers = await Promise.all(["Ada", "Grace", "Alan"].map((name) => postBooking({ eventTypeSlug: host.slug, startTime: start, duration: 30, name, email: `${name}@example.com` })));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const rows = await seatRows(host.eventTypeId);
    expect(rows).toHaveLength(3);
    const room = rows[0]!.meeting_url!;
    expect(rows.every((row) => row.meeting_url === room)).toBe(true);
    for (const answer of answers) {
      if (answer.status !== 201) throw new Error("not booked");
      expect(answer.body.booking.meeting_url).toBe(room);
      await expectMailNames(answer.body.booking.id, room);
    }
  });

  it("a time opened again after its seats left gets a new room", async () => {
    const host = await createSeatedHost(5, { location_kind: "jitsi", location: "Video call" });
    const start = startAt(33, "10:00");
    const ada = await bookSeat(host, start, "Ada");
    await env.DB.prepare("update bookings set status = 'cancelled' where id = ?").bind(ada.id).run();
    const grace = await bookSeat(host, start, "Grace");
    expect(grace.meeting_url).toMatch(/^https:\/\/\S+\/[0-9a-f]{32}$/);
    expect(grace.meeting_url).not.toBe(ada.meeting_url);
  });

  it("a seat moving into a time with a room is told that room, and stores it as its place", async () => {
    const host = await createSeatedHost(5, { location_kind: "jitsi", location: "Video call" });
    const target = startAt(34, "10:00");
    const ada = await bookSeat(host, target, "Ada");
    const grace = await bookSeat(host, startAt(34, "12:00"), "Grace");
    const room = ada.meeting_url!;
    expect(grace.meeting_url).not.toBe(room);
    const moved = await api<{ booking: { meeting_url: string | null; location: string } }>("POST", `/api/public/bookings/${grace.cancellation_token}/reschedule`, {
      json: { startTime: target },
      headers: { "CF-Connecting-IP": uniqueAddress() },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.booking).toMatchObject({ meeting_url: room, location: room });
    expect(await env.DB.prepare("select meeting_url, location from bookings where id = ?").bind(grace.id).first()).toEqual({ meeting_url: room, location: room });
    const moveMail = (await mailOf(grace.id)).filter((m) => m.kind !== "booking-confirmation" && m.kind !== "host-notification");
    expect(moveMail.length).toBeGreaterThan(0);
    for (const message of moveMail) expect(new Set([...roomsIn(message.body), ...roomsIn(message.html), ...roomsIn(message.ics)]), message.kind).toEqual(new Set([room]));
  });
});
