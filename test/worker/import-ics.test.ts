/// <reference types="vite/client" />
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import apple from "../fixtures/ics/apple-tzid-allday-multiday.ics?raw";
import exchange from "../fixtures/ics/exchange-allday-moved-occurrence.ics?raw";
import googleBirthdays from "../fixtures/ics/google-birthdays.ics?raw";
import googleOverride from "../fixtures/ics/google-recurrence-override.ics?raw";
import outlook from "../fixtures/ics/outlook-tzid-weekly-exdate.ics?raw";

import { api, registerUser } from "./helpers";
import { answer } from "../scenarios/api";
import { typedApi } from "./client";

/*
 * Real-world exports (Google, Exchange, Outlook, Apple) imported through POST /api/events/import-ics
 * and checked by what the month endpoint shows: every event once, at the right instant or date.
 */

function importFile(token: string, text: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append("icsfile", new File([text], "calendar.ics", { type: "text/calendar" }));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return api<{ message?: string; error?: string }>("POST", "/api/events/import-ics", { token, body: form });
}

const monthOf = async (token: string, month: string, tz: string) =>
  (await answer(typedApi({ token }).events.manual.$get({ query: { month, tz } }))).body;
/** Timed: "start..end title"; all-day: "date..date title". */
const shown = async (token: string, month: string, tz: string) =>
  (await monthOf(token, month, tz)).map((event) =>
    event.is_all_day ? `${event.start_date}..${event.end_date} ${event.title}` : `${event.start_time}..${event.end_time} ${event.title}`,
  );
const countRows = async (userToken: string) => {
  const username = JSON.parse(atob(userToken.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))).user.username as string;
  const row = await env.DB.prepare("select count(*) as n from calendar_events e join users u on u.id = e.user_id where u.username = ?").bind(username).first<{ n: number }>();
  return row!.n;
};

describe("Google Calendar: a recurring event with an overridden occurrence (TZID America/Denver)", () => {
  it("lands each occurrence once, the override in place of the one it replaces, and re-imports without duplicates", async () => {
    const host = await registerUser("google");
    expect(await importFile(host.token, googleOverride)).toEqual(expect.objectContaining({ status: 200, body: { message: "Imported 2 events." } }));
    const expected = [
      "2026-02-10T17:00:00.000Z..2026-02-10T17:30:00.000Z TEST RECURR 3",
      "2026-02-11T17:30:00.000Z..2026-02-11T18:00:00.000Z TEST RECURR 3 - MODIFIED",
      "2026-02-12T17:00:00.000Z..2026-02-12T17:30:00.000Z TEST RECURR 3",
    ];
    expect(await shown(host.token, "2026-02", "America/Denver")).toEqual(expected);
    const rows = await countRows(host.token);
    expect((await importFile(host.token, googleOverride)).status).toBe(200);
    expect(await countRows(host.token)).toBe(rows);
    expect(await shown(host.token, "2026-02", "America/Denver")).toEqual(expected);
  });
});

describe("Exchange 2010: Windows zone names, an all-day weekly series with UNTIL, a moved occurrence, FREE", () => {
  it("keeps the series' dates, moves the occurrence, stops at UNTIL and marks it free", async () => {
    const host = await registerUser("exchange");
    expect((await importFile(host.token, exchange)).status).toBe(200);
    expect(await shown(host.token, "2026-02", "Europe/Berlin")).toEqual([
      "2026-02-19..2026-02-19 Exchange Recurring Test",
      "2026-02-24..2026-02-24 Exchange Recurring Test",
      "2026-02-27..2026-02-27 Exchange Recurring Test",
    ]);
    const august = await shown(host.token, "2026-08", "Europe/Berlin");
    expect(august.at(-1)).toBe("2026-08-18..2026-08-18 Exchange Recurring Test");
    expect(await shown(host.token, "2026-09", "Europe/Berlin")).toEqual([]);
    const february = await monthOf(host.token, "2026-02", "Europe/Berlin");
    expect(february.every((event) => !event.is_busy && event.is_all_day && event.type === "personal")).toBe(true);
    expect(february[0]!.recurrence).toEqual({ frequency: "WEEKLY", interval: 1, by_day: "TU,TH", end_date: "2026-08-18" });
  });
});

describe("Google contacts' birthdays: all-day, RDATE, folded lines, RECURRENCE-ID on a date", () => {
  it("lands every birthday once as a birthday event", async () => {
    const host = await registerUser("birthday");
    expect(await importFile(host.token, googleBirthdays)).toEqual(expect.objectContaining({ status: 200, body: { message: "Imported 4 events." } }));
    for (const year of [2013, 2014]) {
      expect(await shown(host.token, `${year}-12`, "America/Los_Angeles")).toEqual([`${year}-12-10..${year}-12-10 PErson #2's birthday`]);
    }
    // 2012 holds two events: the series' RDATE and the override of another UID's series.
    const december2012 = await monthOf(host.token, "2012-12", "UTC");
    expect(december2012.map((event) => `${event.start_date} ${event.type}`)).toEqual(["2012-12-10 birthday", "2012-12-10 birthday"]);
    expect(december2012.map((event) => event.description).sort()).toEqual(["", "Today is PErson #2's birthday!"]);
  });
});

describe("Outlook 16: Windows TZID with VTIMEZONE, weekly with EXDATE and a moved occurrence, all-day, free, monthly", () => {
  it("puts every event at its instant across the US DST change", async () => {
    const host = await registerUser("outlook");
    expect((await importFile(host.token, outlook)).status).toBe(200);
    expect(await shown(host.token, "2026-03", "America/Los_Angeles")).toEqual([
      "2026-03-02T17:30:00.000Z..2026-03-02T18:00:00.000Z Team sync",
      "2026-03-04T17:30:00.000Z..2026-03-04T18:00:00.000Z Team sync",
      "2026-03-09T16:30:00.000Z..2026-03-09T17:00:00.000Z Team sync",
      "2026-03-10T18:00:00.000Z..2026-03-10T19:00:00.000Z Monthly review",
      "2026-03-15T23:30:00.000Z..2026-03-16T00:00:00.000Z Pay day check",
      "2026-03-16..2026-03-18 Vacation",
      "2026-03-16T16:30:00.000Z..2026-03-16T17:00:00.000Z Team sync",
      "2026-03-19T21:00:00.000Z..2026-03-19T22:00:00.000Z Team sync (moved)",
      "2026-03-20T19:00:00.000Z..2026-03-20T20:00:00.000Z Lunch (tentative)",
      "2026-03-23T16:30:00.000Z..2026-03-23T17:00:00.000Z Team sync",
      "2026-03-25T16:30:00.000Z..2026-03-25T17:00:00.000Z Team sync",
      "2026-03-30T16:30:00.000Z..2026-03-30T17:00:00.000Z Team sync",
    ]);
    const march = await monthOf(host.token, "2026-03", "America/Los_Angeles");
    expect(march.find((event) => event.title === "Lunch (tentative)")!.is_busy).toBe(false);
    expect(march[0]).toMatchObject({ location: "Room 4", description: "Weekly sync of the platform team.\n\nJoin from the usual room." });
    const april = await shown(host.token, "2026-04", "America/Los_Angeles");
    expect(april.filter((line) => line.endsWith("Team sync")).at(-1)).toBe("2026-04-29T16:30:00.000Z..2026-04-29T17:00:00.000Z Team sync");
    // The monthly review's EXDATE (in UTC, beside a TZID start) takes April's 2nd Tuesday out.
    expect(april.filter((line) => line.endsWith("Monthly review"))).toEqual([]);
    expect(await shown(host.token, "2026-05", "America/Los_Angeles")).toEqual([
      "2026-05-12T18:00:00.000Z..2026-05-12T19:00:00.000Z Monthly review",
      "2026-05-15T23:30:00.000Z..2026-05-16T00:00:00.000Z Pay day check",
    ]);
    expect(await shown(host.token, "2026-06", "America/Los_Angeles")).toEqual(["2026-06-15T23:30:00.000Z..2026-06-16T00:00:00.000Z Pay day check"]);
    expect(await shown(host.token, "2026-07", "America/Los_Angeles")).toEqual([]);
  });
});

describe("Apple Calendar: TZID with VTIMEZONE, EXDATE, override, DURATION, floating, multi-day", () => {
  it("puts every event at its instant or dates across the European DST change", async () => {
    const host = await registerUser("apple");
    expect((await importFile(host.token, apple)).status).toBe(200);
    expect(await shown(host.token, "2026-03", "Europe/Berlin")).toEqual([
      "2026-03-05T17:00:00.000Z..2026-03-05T18:00:00.000Z Choir",
      "2026-03-10T08:00:00.000Z..2026-03-10T09:30:00.000Z Dentist",
      "2026-03-12T07:00:00.000Z..2026-03-12T07:30:00.000Z Floating breakfast",
      "2026-03-12T17:00:00.000Z..2026-03-12T18:00:00.000Z Choir",
      "2026-03-13T11:00:00.000Z..null Call the bank",
      "2026-03-26T17:00:00.000Z..2026-03-26T18:00:00.000Z Choir",
      "2026-03-27T16:00:00.000Z..2026-03-29T10:00:00.000Z Weekend trip",
      "2026-03-30..2026-04-01 Conference",
    ]);
    expect(await shown(host.token, "2026-04", "Europe/Berlin")).toEqual([
      "2026-03-30..2026-04-01 Conference",
      "2026-04-02T18:00:00.000Z..2026-04-02T19:00:00.000Z Choir (late rehearsal)",
      "2026-04-09T16:00:00.000Z..2026-04-09T17:00:00.000Z Choir",
      "2026-04-16T16:00:00.000Z..2026-04-16T17:00:00.000Z Choir",
      "2026-04-23T16:00:00.000Z..2026-04-23T17:00:00.000Z Choir",
      "2026-04-30T16:00:00.000Z..2026-04-30T17:00:00.000Z Choir",
    ]);
    const leapDays = async (month: string) => (await shown(host.token, month, "Europe/Berlin")).filter((line) => line.includes("Leap"));
    expect(await leapDays("2027-02")).toEqual([]);
    expect(await leapDays("2028-02")).toEqual(["2028-02-29..2028-02-29 Leap day party"]);
  });

  it("updates events in place when a changed export is imported again", async () => {
    const host = await registerUser("reimport");
    await importFile(host.token, apple);
    const rows = await countRows(host.token);
    expect((await importFile(host.token, apple.replace("SUMMARY:Dentist", "SUMMARY:Dentist (check-up)"))).status).toBe(200);
    expect(await countRows(host.token)).toBe(rows);
    const titles = (await monthOf(host.token, "2026-03", "Europe/Berlin")).map((event) => event.title);
    expect(titles).toContain("Dentist (check-up)");
    expect(titles).not.toContain("Dentist");
  });
});

describe("import details", () => {
  it("reads floating times in the importer's zone when the file names none", async () => {
    const host = await registerUser("floating");
    const text = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//t//t//EN", "BEGIN:VEVENT", "UID:float@t", "DTSTART:20260310T090000", "DTEND:20260310T100000", "SUMMARY:Local nine", "END:VEVENT", "END:VCALENDAR", ""].join("\r\n");
    expect((await importFile(host.token, text, { timezone: "Asia/Tokyo" })).body).toEqual({ message: "Imported 1 event." });
    expect(await shown(host.token, "2026-03", "Asia/Tokyo")).toEqual(["2026-03-10T00:00:00.000Z..2026-03-10T01:00:00.000Z Local nine"]);
  });

  it("round-trips an event exported the way the calendar exports one", async () => {
    const alice = await registerUser("exporter");
    const created = await answer(
      typedApi({ token: alice.token }).events.manual.$post({
        json: { title: "Board meeting", description: "Budget; plans, and more", location: "HQ, floor 3", start_time: "2026-03-18T15:00:00Z", end_time: "2026-03-18T16:15:00Z" },
      }),
    );
    const event = created.body;
    const stamp = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
    const escapeText = (text: string) => text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\n/g, "\\n");
    const exported = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Hangout//Calendar//EN",
      "BEGIN:VEVENT",
      `UID:event-${event.id}@hangout`,
      `DTSTAMP:${stamp(new Date().toISOString())}`,
      `DTSTART:${stamp(event.start_time)}`,
      `DTEND:${stamp(event.end_time!)}`,
      `SUMMARY:${escapeText(event.title)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `LOCATION:${escapeText(event.location)}`,
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    const bob = await registerUser("importer");
    expect((await importFile(bob.token, exported)).status).toBe(200);
    const [imported] = await monthOf(bob.token, "2026-03", "UTC");
    const { id: _aliceId, ...original } = event;
    const { id: _bobId, ...copy } = imported!;
    expect(copy).toEqual(original);
  });
});
