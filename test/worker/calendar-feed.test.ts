import ICAL from "ical.js";
import { workerFetch } from "./worker-fetch";
import { describe, expect, it } from "vitest";
import { expectJson } from "../scenarios/api";
import { typedApi, uniqueAddress } from "./client";
import { createHost, dateAhead, instantAt, postBooking, waitForMail } from "./bookings-fixtures";
import { api } from "./helpers";

/* The host's private calendar feed: bookings out to any calendar app. */

const feedOf = (url: string) => workerFetch(url.replace("https://hangout.test", "http://hangout.test"), { headers: { "CF-Connecting-IP": uniqueAddress() } });

function vevents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return calendar.getAllSubcomponents("vevent").map((event) => ({
    uid: event.getFirstPropertyValue("uid"),
    sequence: event.getFirstPropertyValue("sequence"),
    status: event.getFirstPropertyValue("status"),
    summary: event.getFirstPropertyValue("summary"),
    description: event.getFirstPropertyValue("description"),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue("dtend") as ICAL.Time).toJSDate().toISOString(),
  }));
}

async function hostWithFeed() {
  const host = await createHost({ durations: [30] });
  const client = typedApi({ token: host.user.token });
  const link = await expectJson(await client.settings.feed.$post(), 200);
  return { host, client, link };
}

describe("GET /feed/{token}.ics", () => {
  it("carries bookings with the invitation's UID and SEQUENCE, and a cancellation as STATUS:CANCELLED", async () => {
    const { host, link } = await hostWithFeed();
    expect(link).toMatchObject({ active: true, include_events: false });
    expect(link.url).toMatch(/^https:\/\/hangout\.test\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const email = `feed-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const startTime = instantAt(dateAhead(4), "10:00", "UTC");
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime, duration: 30, email, notes: "Bring the plan" });
    expect(booked.status).toBe(201);
    const [invitation] = await waitForMail(email, 1);
    const invitedUid = new ICAL.Component(ICAL.parse(invitation!.ics!) as unknown[]).getFirstSubcomponent("vevent")!.getFirstPropertyValue("uid");

    const response = await feedOf(link.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, max-age=300");
    const [event] = vevents(await response.text());
    expect(event).toEqual({
      uid: invitedUid,
      sequence: 0,
      status: "CONFIRMED",
      summary: `Intro call with ${booked.body.booking.booker_name}`,
      description: `Booked by ${booked.body.booking.booker_name} <${email}>\nNotes: Bring the plan`,
      start: startTime,
      end: new Date(Date.parse(startTime) + 30 * 60_000).toISOString(),
    });

    const cancelled = await api("DELETE", `/api/public/bookings/${booked.body.booking.cancellation_token}`, { headers: { "CF-Connecting-IP": uniqueAddress() } });
    expect(cancelled.status).toBe(200);
    expect(vevents(await (await feedOf(link.url)).text())).toEqual([{ ...event, sequence: 1, status: "CANCELLED" }]);
  });

  it("adds the host's own events when asked, all-day ones as dates", async () => {
    const { client, link } = await hostWithFeed();
    const day = dateAhead(3);
    await expectJson(
      await client.events.manual.$post({ json: { title: "Dentist", type: "personal", is_all_day: true, date: day, endDate: day, timezone: "UTC" } }),
      201,
    );
    expect(vevents(await (await feedOf(link.url)).text())).toEqual([]);
    expect(await expectJson(await client.settings.feed.$put({ json: { include_events: true } }), 200)).toEqual({
      active: true,
      include_events: true,
    });
    const text = await (await feedOf(link.url)).text();
    expect(text).toContain(`DTSTART;VALUE=DATE:${day.replace(/-/g, "")}`);
    expect(vevents(text).map((event) => event.summary)).toEqual(["Dentist"]);
  });

  it("answers 404 after the link is reset or removed, and for tokens it never issued", async () => {
    const { client, link } = await hostWithFeed();
    const reset = await expectJson(await client.settings.feed.$post(), 200);
    expect(reset.url).not.toBe(link.url);
    expect((await feedOf(link.url)).status).toBe(404);
    expect((await feedOf(reset.url)).status).toBe(200);
    expect(await expectJson(await client.settings.feed.$delete(), 200)).toEqual({ active: false, include_events: false });
    expect((await feedOf(reset.url)).status).toBe(404);
    for (const path of ["/feed/not-a-token.ics", `/feed/${"A".repeat(43)}.ics`, `/feed/${"A".repeat(43)}`]) {
      const response = await workerFetch(`http://hangout.test${path}`, { headers: { "CF-Connecting-IP": uniqueAddress() } });
      expect([response.status, await response.json()]).toEqual([404, { error: "Calendar feed not found." }]);
    }
  });

  it("refuses a non-boolean include_events with 400 and changes nothing", async () => {
    const { host } = await hostWithFeed();
    const response = await api("PUT", "/api/settings/feed", { token: host.user.token, json: { include_events: "yes" } });
    expect(response).toMatchObject({ status: 400, body: { error: expect.stringContaining("include_events must be true or false.") } });
    expect((await api("GET", "/api/settings/feed", { token: host.user.token })).body).toEqual({ active: true, include_events: false });
  });
});
