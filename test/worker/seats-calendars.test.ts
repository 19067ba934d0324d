import { env } from "cloudflare:test";
import { workerFetch } from "./worker-fetch";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { expectJson } from "../scenarios/api";
import { typedApi, uniqueAddress } from "./client";
import { api } from "./helpers";
import { bookSeat, countRows, createSeatedHost, startAt } from "./seats-fixtures";

/* Seats (docs/SEATS.md): the host's calendars outside Hangout hold one event per time. */

const feedOf = (url: string) => workerFetch(url.replace("https://hangout.test", "http://hangout.test"), { headers: { "CF-Connecting-IP": uniqueAddress() } });

function vevents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return calendar.getAllSubcomponents("vevent").map((event) => ({
    uid: event.getFirstPropertyValue("uid"),
    status: event.getFirstPropertyValue("status"),
    summary: event.getFirstPropertyValue("summary"),
    description: event.getFirstPropertyValue("description"),
  }));
}

const seatUidOf = async (id: number) => (await env.DB.prepare("select seat_uid from bookings where id = ?").bind(id).first<{ seat_uid: string }>())?.seat_uid;

describe("a seated time in the host's calendars", () => {
  it("is one feed event listing its attendees, cancelled only with its last seat", async () => {
    const host = await createSeatedHost(3);
    const link = await expectJson(await typedApi({ token: host.user.token }).settings.feed.$post(), 200);
    const startTime = startAt(14, "10:00");
    const ada = await bookSeat(host, startTime, "Ada");
    const grace = await bookSeat(host, startTime, "Grace");
    const uid = await seatUidOf(ada.id);
    expect(vevents(await (await feedOf(link.url)).text())).toEqual([
      { uid, status: "CONFIRMED", summary: "Intro call (2 attendees)", description: `Attendees:\nAda <${ada.email}>\nGrace <${grace.email}>` },
    ]);
    const cancel = (token: string) => api("DELETE", `/api/public/bookings/${token}`, { json: {}, headers: { "CF-Connecting-IP": uniqueAddress() } });
    await cancel(ada.cancellation_token);
    expect(vevents(await (await feedOf(link.url)).text())).toEqual([
      { uid, status: "CONFIRMED", summary: "Intro call (1 attendee)", description: `Attendees:\nGrace <${grace.email}>` },
    ]);
    await cancel(grace.cancellation_token);
    expect(vevents(await (await feedOf(link.url)).text())).toEqual([{ uid, status: "CANCELLED", summary: "Intro call (0 attendees)", description: "Attendees:" }]);
  });

  it("gets a CalDAV write with each seat's change, all for the time's one event", async () => {
    const host = await createSeatedHost(3);
    await env.DB.prepare(
      `insert into caldav_accounts (user_id, server_url, username, password_sealed, calendars, write_calendar_url)
       values (?, 'https://127.0.0.1:9', 'host', 'sealed', '[]', 'https://127.0.0.1:9/host/bookings/')`,
    )
      .bind(host.userId)
      .run();
    const startTime = startAt(15, "10:00");
    const ada = await bookSeat(host, startTime, "Ada");
    const grace = await bookSeat(host, startTime, "Grace");
    expect(await countRows("select count(*) as n from caldav_writes where booking_id in (?, ?)", ada.id, grace.id)).toBe(2);
  });
});
