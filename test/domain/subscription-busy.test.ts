import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readIcsCalendar } from "../../worker/domain/ics/ics-import";
import { subscriptionBusy } from "../../worker/domain/subscription-busy";

const NOW = Date.parse("2026-03-01T00:00:00Z");
const march = { start: NOW, end: Date.parse("2026-04-01T00:00:00Z") };
const calendar = (...lines: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//t//t//EN", ...lines, "END:VCALENDAR", ""].join("\r\n");
const event = (uid: string, ...lines: string[]) => ["BEGIN:VEVENT", `UID:${uid}`, "DTSTAMP:20260101T000000Z", ...lines, "END:VEVENT"].join("\r\n");
const busyOf = (text: string) =>
  subscriptionBusy(readIcsCalendar(text, { now: NOW, timezone: "UTC" }), march).map(
    ({ start, end }) => `${new Date(start).toISOString()}/${new Date(end).toISOString()}`,
  );

describe("subscriptionBusy", () => {
  it("blocks the same local hour every week across the US DST change", () => {
    const weekly = event("w", "DTSTART;TZID=America/New_York:20260302T100000", "DTEND;TZID=America/New_York:20260302T110000", "RRULE:FREQ=WEEKLY;COUNT=3");
    expect(busyOf(calendar(weekly))).toEqual([
      "2026-03-02T15:00:00.000Z/2026-03-02T16:00:00.000Z",
      "2026-03-09T14:00:00.000Z/2026-03-09T15:00:00.000Z",
      "2026-03-16T14:00:00.000Z/2026-03-16T15:00:00.000Z",
    ]);
  });

  it("leaves free and cancelled events out, blocks a busy all-day event's day in its zone, and merges overlaps", () => {
    const text = calendar(
      event("free", "DTSTART:20260310T090000Z", "DTEND:20260310T100000Z", "TRANSP:TRANSPARENT"),
      event("cancelled", "DTSTART:20260311T090000Z", "DTEND:20260311T100000Z", "STATUS:CANCELLED"),
      event("away", "DTSTART;VALUE=DATE:20260312", "DTEND;VALUE=DATE:20260313", "X-WR-TIMEZONE:UTC"),
      event("a", "DTSTART:20260313T090000Z", "DTEND:20260313T100000Z"),
      event("b", "DTSTART:20260313T093000Z", "DTEND:20260313T110000Z"),
    );
    expect(busyOf(text)).toEqual(["2026-03-12T00:00:00.000Z/2026-03-13T00:00:00.000Z", "2026-03-13T09:00:00.000Z/2026-03-13T11:00:00.000Z"]);
  });

  it("leaves free the occurrence an EXDATE deletes from a rule expanded into single events (Outlook's 2nd-Tuesday review)", () => {
    const outlook = readFileSync(new URL("../fixtures/ics/outlook-tzid-weekly-exdate.ics", import.meta.url), "utf8");
    const spring = { start: NOW, end: Date.parse("2026-06-01T00:00:00Z") };
    const secondTuesdays = ["2026-03-10", "2026-04-14", "2026-05-12"];
    const busy = subscriptionBusy(readIcsCalendar(outlook, { now: NOW, timezone: "UTC" }), spring)
      .map(({ start, end }) => `${new Date(start).toISOString()}/${new Date(end).toISOString()}`)
      .filter((interval) => secondTuesdays.includes(interval.slice(0, 10)));
    expect(busy).toEqual(["2026-03-10T18:00:00.000Z/2026-03-10T19:00:00.000Z", "2026-05-12T18:00:00.000Z/2026-05-12T19:00:00.000Z"]);
  });
});
