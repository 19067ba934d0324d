import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type ImportedEvent, readIcsCalendar } from "../../worker/domain/ics/ics-import";
import { IcsImportError } from "../../worker/domain/ics/ics-import-error";
import { ianaZoneOf } from "../../worker/domain/ics/ics-zones";

const NOW = Date.parse("2026-03-01T00:00:00Z");
const fixture = (name: string) => readFileSync(new URL(`../fixtures/ics/${name}`, import.meta.url), "utf8");
const read = (text: string, timezone = "UTC") => readIcsCalendar(text, { now: NOW, timezone });
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
/** The parts of a row a person would check against the source file. */
const summary = (row: ImportedEvent) => ({
  title: row.title,
  start: row.isAllDay ? row.startDate : iso(row.startTime),
  end: row.isAllDay ? row.endDate : iso(row.endTime),
  zone: row.timezone,
  repeats: row.recurrenceFreq && `${row.recurrenceFreq}/${row.recurrenceInterval}/${row.recurrenceByDay ?? "-"}/${row.recurrenceEndDate ?? "forever"}`,
  exdates: row.recurrenceExdates.map(iso),
  replaces: iso(row.originalStartTime),
  busy: row.isBusy,
  type: row.type,
});
const calendar = (...lines: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//t//t//EN", ...lines, "END:VCALENDAR", ""].join("\r\n");

describe("readIcsCalendar on real-world exports", () => {
  it("Google: a COUNT series becomes a weekly-on-every-day series ending on its last date; the override replaces its occurrence", () => {
    const rows = read(fixture("google-recurrence-override.ics"));
    expect(rows.map(summary)).toEqual([
      {
        title: "TEST RECURR 3",
        start: "2026-02-10T17:00:00.000Z",
        end: "2026-02-10T17:30:00.000Z",
        zone: "America/Denver",
        repeats: "WEEKLY/1/SU,MO,TU,WE,TH,FR,SA/2026-02-12",
        exdates: ["2026-02-11T17:00:00.000Z"],
        replaces: null,
        busy: true,
        type: "personal",
      },
      {
        title: "TEST RECURR 3 - MODIFIED",
        start: "2026-02-11T17:30:00.000Z",
        end: "2026-02-11T18:00:00.000Z",
        zone: "America/Denver",
        repeats: null,
        exdates: [],
        replaces: "2026-02-11T17:00:00.000Z",
        busy: true,
        type: "personal",
      },
    ]);
    expect(rows[1]!.parentIcsUid).toBe(rows[0]!.icsUid);
  });

  it("Exchange: Windows zone, all-day weekly series until local midnight, moved occurrence, free", () => {
    const [series, moved, ...rest] = read(fixture("exchange-allday-moved-occurrence.ics")).map(summary);
    expect(rest).toEqual([]);
    expect(series).toEqual({
      title: "Exchange Recurring Test",
      start: "2026-02-19",
      end: "2026-02-19",
      zone: "Europe/Berlin",
      repeats: "WEEKLY/1/TU,TH/2026-08-18",
      exdates: ["2026-02-26T00:00:00.000Z"],
      replaces: null,
      busy: false,
      type: "personal",
    });
    expect(moved).toMatchObject({ start: "2026-02-27", end: "2026-02-27", replaces: "2026-02-26T00:00:00.000Z", busy: false });
  });

  it("Google birthdays: every date of the RDATE set once, and an orphan override on its own", () => {
    const rows = read(fixture("google-birthdays.ics")).map(summary);
    expect(rows.map((row) => `${row.start} ${row.type} ${row.title}`)).toEqual([
      "2012-12-10 birthday PErson #2's birthday",
      "2013-12-10 birthday PErson #2's birthday",
      "2014-12-10 birthday PErson #2's birthday",
      "2012-12-10 birthday PErson #2's birthday",
    ]);
  });

  it("Outlook: quoted Windows TZIDs, EXDATE, a moved occurrence, OOF all-day, FREE, an expanded 2nd-Tuesday rule less its EXDATE", () => {
    const rows = read(fixture("outlook-tzid-weekly-exdate.ics")).map(summary);
    expect(rows.map((row) => `${row.title} | ${row.start} | ${row.repeats ?? "once"} | busy ${row.busy}`)).toEqual([
      "Team sync | 2026-03-02T17:30:00.000Z | WEEKLY/1/MO,WE/2026-04-29 | busy true",
      "Team sync (moved) | 2026-03-19T21:00:00.000Z | once | busy true",
      "Vacation | 2026-03-16 | once | busy true",
      "Lunch (tentative) | 2026-03-20T19:00:00.000Z | once | busy false",
      "Monthly review | 2026-03-10T18:00:00.000Z | once | busy true",
      "Monthly review | 2026-05-12T18:00:00.000Z | once | busy true",
      "Pay day check | 2026-01-16T00:30:00.000Z | MONTHLY/1/-/2026-06-15 | busy true",
    ]);
    expect(rows[0]!.exdates).toEqual(["2026-03-11T16:30:00.000Z", "2026-03-18T16:30:00.000Z"]);
    expect(rows[2]!.end).toBe("2026-03-18");
  });

  it("Apple: X-WR-TIMEZONE for floating times, DURATION, no end = a point in time, multi-day", () => {
    const rows = read(fixture("apple-tzid-allday-multiday.ics")).map(summary);
    const byTitle = new Map(rows.map((row) => [row.title, row]));
    expect(byTitle.get("Choir")).toMatchObject({ repeats: "WEEKLY/1/-/forever", exdates: ["2026-03-19T17:00:00.000Z", "2026-04-02T16:00:00.000Z"] });
    expect(byTitle.get("Dentist")).toMatchObject({ start: "2026-03-10T08:00:00.000Z", end: "2026-03-10T09:30:00.000Z" });
    expect(byTitle.get("Floating breakfast")).toMatchObject({ start: "2026-03-12T07:00:00.000Z", zone: "Europe/Berlin" });
    expect(byTitle.get("Call the bank")).toMatchObject({ start: "2026-03-13T11:00:00.000Z", end: null });
    expect(byTitle.get("Weekend trip")).toMatchObject({ start: "2026-03-27T16:00:00.000Z", end: "2026-03-29T10:00:00.000Z" });
    expect(byTitle.get("Conference")).toMatchObject({ start: "2026-03-30", end: "2026-04-01", busy: false });
    expect(byTitle.get("Leap day party")).toMatchObject({ start: "2020-02-29", repeats: "YEARLY/1/-/forever" });
    expect(rows).toHaveLength(8);
  });
});

describe("readIcsCalendar rules and limits", () => {
  const event = (...lines: string[]) => ["BEGIN:VEVENT", "UID:x@t", "SUMMARY:X", ...lines, "END:VEVENT"];

  it.each([
    ["FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;WKST=SU", "WEEKLY/2/MO,TH/forever"],
    ["FREQ=MONTHLY;BYMONTHDAY=15;UNTIL=20261231T235959Z", "MONTHLY/1/-/2026-12-31"],
    ["FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=15;COUNT=3", "YEARLY/1/-/2028-03-15"],
    ["FREQ=DAILY;INTERVAL=14", "WEEKLY/2/-/forever"],
    // DTSTART (a Sunday) counts as the first of the five, as ical.js counts it.
    ["FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR;COUNT=5", "WEEKLY/1/MO,TU,WE,TH,FR/2026-03-19"],
  ])("maps %s to our recurrence", (rule, expected) => {
    const [row] = read(calendar(...event("DTSTART:20260315T090000Z", "DTEND:20260315T100000Z", `RRULE:${rule}`))).map(summary);
    expect(row!.repeats).toBe(expected);
  });

  // DTSTART (Sunday 2026-03-15) always belongs to the set (RFC 5545), even when the rule skips it.
  it.each([
    ["FREQ=MONTHLY;BYDAY=-1FR;COUNT=3", ["2026-03-15", "2026-03-27", "2026-04-24", "2026-05-29"]],
    // Weeks start on Monday here (WKST default): the Monday and Thursday before DTSTART are its own week's.
    ["FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;COUNT=4", ["2026-03-15", "2026-03-23", "2026-03-26", "2026-04-06", "2026-04-09"]],
    ["FREQ=YEARLY;BYMONTH=3,9;BYMONTHDAY=15;COUNT=3", ["2026-03-15", "2026-09-15", "2027-03-15"]],
  ])("expands %s, which ours cannot say, into single events", (rule, dates) => {
    const rows = read(calendar(...event("DTSTART:20260315T090000Z", "DTEND:20260315T100000Z", `RRULE:${rule}`))).map(summary);
    expect(rows.map((row) => row.start!.slice(0, 10))).toEqual(dates);
    expect(rows.every((row) => row.repeats === null)).toBe(true);
  });

  it("leaves out an EXDATE's occurrence of a rule it expands into single events", () => {
    const rows = read(calendar(...event("DTSTART:20260310T180000Z", "DTEND:20260310T190000Z", "RRULE:FREQ=MONTHLY;COUNT=3;BYDAY=2TU", "EXDATE:20260414T180000Z")));
    expect(rows.map((row) => `${iso(row.startTime)} ${row.recurrenceFreq ?? "once"}`)).toEqual(["2026-03-10T18:00:00.000Z once", "2026-05-12T18:00:00.000Z once"]);
  });

  it("expands an infinite rule only within a year back and two years ahead, at most 500 times", () => {
    const rows = read(calendar(...event("DTSTART:20200106T090000Z", "RRULE:FREQ=MONTHLY;BYDAY=1MO")));
    expect(rows[0]!.startTime).toBeGreaterThanOrEqual(NOW - 365 * 86_400_000);
    expect(rows.at(-1)!.startTime).toBeLessThan(NOW + 2 * 365 * 86_400_000);
    expect(rows).toHaveLength(36);
    const hourly = read(calendar(...event("DTSTART:20260301T000000Z", "RRULE:FREQ=HOURLY;BYDAY=MO")));
    expect(hourly).toHaveLength(500);
  });

  // An order of magnitude, not a budget: without the step budget the expansion never ends.
  it("refuses a rule that never yields within the step budget, in seconds", { timeout: 20_000 }, () => {
    const started = performance.now();
    expect(() => read(calendar(...event("DTSTART:20260101T090000Z", "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30")))).toThrow(
      new IcsImportError("A repeating event in this file is too complex to import."),
    );
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it.each([
    ["binary junk", "\u0089PNG\r\n\u001a\n"],
    ["a vCard", "BEGIN:VCARD\r\nFN:X\r\nEND:VCARD\r\n"],
    ["text", "just some words"],
  ])("refuses %s as not a calendar", (_, text) => {
    expect(() => read(text)).toThrow(new IcsImportError("Please select a valid .ics file."));
  });

  it("takes cancelled overrides as deleted occurrences and skips cancelled events", () => {
    const rows = read(
      calendar(
        ...event("DTSTART:20260302T090000Z", "RRULE:FREQ=WEEKLY;COUNT=3"),
        ...["BEGIN:VEVENT", "UID:x@t", "RECURRENCE-ID:20260309T090000Z", "DTSTART:20260309T090000Z", "STATUS:CANCELLED", "END:VEVENT"],
        ...["BEGIN:VEVENT", "UID:gone@t", "DTSTART:20260310T090000Z", "STATUS:CANCELLED", "SUMMARY:Gone", "END:VEVENT"],
      ),
    ).map(summary);
    expect(rows).toEqual([expect.objectContaining({ repeats: "WEEKLY/1/-/2026-03-16", exdates: ["2026-03-09T09:00:00.000Z"] })]);
  });

  it("moves a yearly series from before 1900 to its first occurrence since then", () => {
    const [row] = read(calendar(...event("DTSTART;VALUE=DATE:16040612", "RRULE:FREQ=YEARLY"))).map(summary);
    expect(row).toMatchObject({ start: "1900-06-12", repeats: "YEARLY/1/-/forever" });
  });
});

describe("TZIDs with no definition in the file", () => {
  const meeting = (tzid: string) =>
    calendar("BEGIN:VEVENT", "UID:m1", "DTSTAMP:20260101T000000Z", `DTSTART;TZID="${tzid}":20260310T090000`, `DTEND;TZID="${tzid}":20260310T100000`, "SUMMARY:Planning", "END:VEVENT");

  it("reads an Outlook display name as the zone it names", () => {
    const [row] = read(meeting("(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna"));
    expect([iso(row!.startTime), row!.timezone]).toEqual(["2026-03-10T08:00:00.000Z", "Europe/Amsterdam"]);
  });

  it("refuses a zone it cannot resolve, naming it, instead of guessing", () => {
    expect(() => read(meeting("(UTC+01:00) Atlantis"))).toThrow(
      new IcsImportError('The time zone "(UTC+01:00) Atlantis" in this file is not one Hangout knows, and the file does not define it.'),
    );
  });
});

describe("ianaZoneOf", () => {
  it.each([
    ["Europe/Berlin", "Europe/Berlin"],
    ["W. Europe Standard Time", "Europe/Berlin"],
    ["\"Pacific Standard Time\"", "America/Los_Angeles"],
    ["eastern standard time", "America/New_York"],
    ["/mozilla.org/20050126_1/America/New_York", "America/New_York"],
    ["/freeassociation.sourceforge.net/Tzfile/America/Argentina/Buenos_Aires", "America/Argentina/Buenos_Aires"],
    ["(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna", "Europe/Amsterdam"],
    ["(UTC+05:30) Chennai, Kolkata, Mumbai, New Delhi", "Asia/Kolkata"],
    ["(UTC+08:00) Beijing, Chongqing, Hong Kong, Urumqi", "Asia/Chongqing"],
    ["(UTC+10:00) Canberra, Melbourne, Sydney", "Australia/Canberra"],
    ["(UTC+00:00) Dublin, Edinburgh, Lisbon, London", "Europe/Dublin"],
    ["(UTC-05:00) Eastern Time (US & Canada)", "America/New_York"],
    ["(UTC) Coordinated Universal Time", "UTC"],
    ["(UTC+03:00) Kuwait, Riyadh", "Asia/Kuwait"],
    ["(UTC+01:00) Atlantis, Lemuria", null],
    ["(UTC+09:00) Berlin", null],
    ["Custom Zone", null],
  ])("%s → %s", (tzid, zone) => {
    expect(ianaZoneOf(tzid)).toBe(zone);
  });
});
