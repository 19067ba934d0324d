import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildCalendarObject, calendarObjectUrl } from "../../worker/domain/ics/ics-calendar-object";
import type { FeedEvent } from "../../worker/domain/ics/ics-feed";

const event: FeedEvent = {
  uid: "3f1c2a@book.example.com",
  sequence: 2,
  timing: { kind: "timed", start: Date.UTC(2026, 2, 10, 9), end: Date.UTC(2026, 2, 10, 9, 30) },
  summary: "Intro call with Ada, Lovelace",
  description: "Booked by Ada <ada@example.com>\nNotes: bring; the plans",
  location: "Online",
  cancelled: false,
  busy: true,
};

describe("a booking as a CalDAV calendar object", () => {
  it("is one VEVENT with the invitation's UID and the booking's SEQUENCE, read back by ical.js", () => {
    const text = buildCalendarObject(event, Date.UTC(2026, 2, 1));
    const calendar = new ICAL.Component(ICAL.parse(text));
    const [vevent, ...others] = calendar.getAllSubcomponents("vevent");
    expect(others).toEqual([]);
    const read = new ICAL.Event(vevent);
    expect({ uid: read.uid, sequence: read.sequence, summary: read.summary, description: read.description, start: read.startDate.toJSDate().getTime() }).toEqual({
      uid: event.uid,
      sequence: 2,
      summary: event.summary,
      description: event.description,
      start: Date.UTC(2026, 2, 10, 9),
    });
  });

  it("carries no METHOD (RFC 4791 forbids it in a stored object) and no people, so the server mails no second invitation", () => {
    const text = buildCalendarObject(event, Date.UTC(2026, 2, 1));
    expect(text).not.toMatch(/^METHOD:/m);
    expect(text).not.toMatch(/^(ORGANIZER|ATTENDEE)/m);
  });

  it.each([
    ["https://caldav.example/host/work/", "https://caldav.example/host/work/3f1c2a-book.example.com.ics"],
    ["https://caldav.example/host/work", "https://caldav.example/host/work/3f1c2a-book.example.com.ics"],
  ])("lives in %s under a URL-safe name", (calendarUrl, expected) => {
    expect(calendarObjectUrl(calendarUrl, event.uid)).toBe(expected);
  });
});
