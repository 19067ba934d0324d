import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall } from "./api";
import { apiSlots, seedHost, type SeededHost } from "./booking-host";
import { screenshot, useBrowser } from "./browser";
import { type CalendarServer, startCalendarServer } from "./calendar-server";

/*
 * Connected calendars end to end: the app under `npm start` subscribes to calendars a real
 * local HTTP server publishes, and their busy time comes and goes on the booking page.
 */

const browser = useBrowser();
let server: CalendarServer;
let host: SeededHost;

beforeAll(async () => {
  server = await startCalendarServer();
  host = await seedHost({ timezone: "UTC" });
});
afterAll(() => server?.close());

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const compact = (date: string) => date.replace(/-/g, "");

function calendarWith(...events: string[]): string {
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test server//EN", ...events, "END:VCALENDAR", ""].join("\r\n");
}

const meeting = (date: string, from: string, to: string) =>
  ["BEGIN:VEVENT", `UID:meeting-${date}-${from}@test`, "DTSTAMP:20260101T000000Z", `DTSTART:${compact(date)}T${from}00Z`, `DTEND:${compact(date)}T${to}00Z`, "SUMMARY:Board meeting", "END:VEVENT"].join("\r\n");

interface Connection {
  id: number;
  last_synced_at: string | null;
  last_error: string | null;
  busy_count: number;
}

/** Subjects of the mail the host got, oldest first (the e2e app keeps mail in its dev mailbox). */
const hostMail = async () =>
  (await apiCall<{ messages: { subject: string }[] }>("GET", `/api/dev/mailbox?to=${encodeURIComponent(`${host.username}@example.com`)}`, null)).messages
    .map((message) => message.subject)
    .reverse();

const syncNow = (id: number) => apiCall<Connection>("POST", `/api/subscriptions/${id}/sync`, host.token);
const slotsTomorrow = () => apiSlots(host.slugs[0]!, tomorrow(), 30, "UTC");

describe("a subscribed calendar", () => {
  it("takes a busy hour off the booking page after it is added, and gives it back when the event is gone", async () => {
    const day = tomorrow();
    const ten = `${day}T10:00:00.000Z`;
    server.serve("/work.ics", calendarWith(meeting(day, "1000", "1100")));
    expect(await slotsTomorrow()).toContain(ten);

    const page = await browser.newPage({ token: host.token });
    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Connected calendars" });
    await section.getByLabel("Name", { exact: true }).fill("Work");
    await section.getByLabel("Calendar address (iCal)").fill(server.url("/work.ics"));
    await section.getByRole("button", { name: "Add calendar" }).click();
    await section.getByText("Work is connected.").waitFor();
    await section.getByText(/Last synced .* · 1 busy time/).waitFor();
    await screenshot(page, "settings-connected-calendars");
    expect(await slotsTomorrow()).not.toContain(ten);

    server.serve("/work.ics", calendarWith());
    await section.getByRole("button", { name: "Sync now: Work" }).click();
    await section.getByText(/Last synced .* · 0 busy times/).waitFor();
    expect(await slotsTomorrow()).toContain(ten);

    const [connection] = await apiCall<Connection[]>("GET", "/api/subscriptions", host.token);
    const before = server.requests("/work.ics").notModified;
    await syncNow(connection!.id);
    expect(server.requests("/work.ics").notModified).toBe(before + 1);
  });

  it("keeps the last good busy time when its address fails, records why, mails the host once, and recovers", async () => {
    const day = tomorrow();
    server.serve("/team.ics", calendarWith(meeting(day, "1400", "1500")));
    const added = await apiCall<Connection>("POST", "/api/subscriptions", host.token, { name: "Team", url: server.url("/team.ics") });
    expect(added).toMatchObject({ last_error: null, busy_count: 1 });
    const twoPm = `${day}T14:00:00.000Z`;
    expect(await slotsTomorrow()).not.toContain(twoPm);

    const failures: [Parameters<CalendarServer["misbehave"]>[1], string][] = [
      ["error", "The calendar's address answered 500."],
      ["huge", "The calendar is larger than 2 MB."],
      ["redirect-loop", "The calendar's address redirects too often."],
      ["html", "The address did not answer with a calendar (.ics)."],
    ];
    for (const [how, message] of failures) {
      server.misbehave("/team.ics", how);
      expect(await syncNow(added.id)).toMatchObject({ last_error: message, busy_count: 1 });
      expect(await slotsTomorrow()).not.toContain(twoPm);
    }
    await expect.poll(hostMail).toEqual(["Your calendar Team is not syncing"]);
    server.serve("/team.ics", calendarWith());
    expect(await syncNow(added.id)).toMatchObject({ last_error: null, busy_count: 0 });
    expect(await slotsTomorrow()).toContain(twoPm);
    await expect.poll(hostMail).toEqual(["Your calendar Team is not syncing", "Your calendar Team is syncing again"]);
  });

  it("gives up on a calendar that answers too slowly, without slowing visitors", async () => {
    server.misbehave("/slow.ics", "slow");
    const started = Date.now();
    const syncing = apiCall<Connection>("POST", "/api/subscriptions", host.token, { name: "Slow", url: server.url("/slow.ics") });
    const visitorStarted = Date.now();
    await slotsTomorrow();
    // The calendar takes 10 s to fail; the visitor is answered at once (within seconds even on a loaded machine).
    expect(Date.now() - visitorStarted).toBeLessThan(5_000);
    expect(await syncing).toMatchObject({ last_error: "The calendar did not answer within 10 seconds." });
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it("leaves out the occurrence an EXDATE deletes from a rule Hangout expands (2nd Tuesday, three times)", async () => {
    // The next three months' second Tuesdays at 10:00 UTC, starting with the first one after tomorrow.
    const secondTuesdays: Date[] = [];
    const today = new Date();
    for (let month = 0; secondTuesdays.length < 3; month++) {
      const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + month, 1, 10));
      const day = new Date(first.getTime() + (((2 - first.getUTCDay() + 7) % 7) + 7) * 86_400_000);
      if (day.getTime() > Date.now() + 86_400_000) secondTuesdays.push(day);
    }
    const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, "").slice(0, 15) + "Z";
    const review = [
      "BEGIN:VEVENT", "UID:review@test", "DTSTAMP:20260101T000000Z", `DTSTART:${stamp(secondTuesdays[0]!)}`,
      `DTEND:${stamp(new Date(secondTuesdays[0]!.getTime() + 3_600_000))}`, "RRULE:FREQ=MONTHLY;COUNT=3;BYDAY=2TU",
      `EXDATE:${stamp(secondTuesdays[1]!)}`, "SUMMARY:Monthly review", "END:VEVENT",
    ];
    server.serve("/review.ics", calendarWith(review.join("\r\n")));
    const added = await apiCall<Connection>("POST", "/api/subscriptions", host.token, { name: "Review", url: server.url("/review.ics") });
    expect(added).toMatchObject({ last_error: null, busy_count: 2 });
  });

  it.each([
    ["an event rule that never matches", ["BEGIN:VEVENT", "UID:never@test", "DTSTAMP:20260101T000000Z", "DTSTART:20260101T090000Z", "DTEND:20260101T100000Z", "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", "END:VEVENT"]],
    [
      "a zone whose rule repeats every minute",
      [
        "BEGIN:VTIMEZONE", "TZID:Hostile Zone", "BEGIN:STANDARD", "DTSTART:19000101T000000", "RRULE:FREQ=MINUTELY", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0100", "END:STANDARD", "END:VTIMEZONE",
        "BEGIN:VEVENT", "UID:zoned@test", "DTSTAMP:20260101T000000Z", "DTSTART;TZID=Hostile Zone:20260310T090000", "DTEND;TZID=Hostile Zone:20260310T100000", "END:VEVENT",
      ],
    ],
  ])("records %s as the calendar's error within seconds (not after the CPU budget), storing no busy time", async (name, lines) => {
    const path = `/hostile-${name.length}.ics`;
    server.serve(path, calendarWith(lines.join("\r\n")));
    const started = Date.now();
    const added = await apiCall<Connection>("POST", "/api/subscriptions", host.token, { name: "Hostile", url: server.url(path) });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(added).toMatchObject({ last_synced_at: null, last_error: expect.any(String), busy_count: 0 });
  });
});
