import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildInvite, type InviteInput } from "../../worker/domain/ics/ics-invite";
import { escapeText, foldLine } from "../../worker/domain/ics/ics-text";

const base: InviteInput = {
  method: "REQUEST",
  uid: "3f1c2a9e-booking@hangout",
  sequence: 0,
  start: Date.UTC(2026, 2, 9, 14, 0),
  end: Date.UTC(2026, 2, 9, 14, 30),
  stamp: Date.UTC(2026, 2, 1, 8, 0),
  summary: "Intro call",
  description: "Notes: bring the plan",
  location: "Online",
  organizer: { name: "host", email: "host@example.com" },
  attendees: [{ name: "Ada Lovelace", email: "ada@example.com" }],
};

function parseEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent("vevent");
  if (!event) throw new Error("no VEVENT");
  return { calendar, event };
}

describe("buildInvite", () => {
  it("writes a REQUEST an independent parser reads back: METHOD, UID, UTC times, organizer, attendee", () => {
    const { calendar, event } = parseEvent(buildInvite(base));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.getFirstPropertyValue("uid")).toBe(base.uid);
    expect(event.getFirstPropertyValue("sequence")).toBe(0);
    const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
    const end = event.getFirstPropertyValue("dtend") as ICAL.Time;
    expect(start.zone?.tzid).toBe("UTC");
    expect(start.toJSDate().getTime()).toBe(base.start);
    expect(end.toJSDate().getTime()).toBe(base.end);
    expect(event.getFirstPropertyValue("organizer")).toBe("mailto:host@example.com");
    expect(event.getFirstProperty("organizer")?.getParameter("cn")).toBe("host");
    expect(event.getFirstPropertyValue("attendee")).toBe("mailto:ada@example.com");
    expect(event.getFirstProperty("attendee")?.getParameter("cn")).toBe("Ada Lovelace");
    expect(event.getFirstPropertyValue("status")).toBe("CONFIRMED");
  });

  it("writes a CANCEL with the same UID and a higher SEQUENCE", () => {
    const { calendar, event } = parseEvent(buildInvite({ ...base, method: "CANCEL", sequence: 1 }));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event.getFirstPropertyValue("uid")).toBe(base.uid);
    expect(event.getFirstPropertyValue("sequence")).toBe(1);
    expect(event.getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  it("keeps hostile text inside its property: line breaks, separators and quotes cannot start new lines or params", () => {
    const summary = "Call\r\nATTENDEE:mailto:evil@example.com";
    const description = 'Line one\nLine two; a, b \\ <script>alert("x")</script>';
    const ics = buildInvite({
      ...base,
      summary,
      description,
      attendees: [{ name: 'Eve";ROLE=CHAIR:mailto:x@y.z\r\nX', email: "eve@example.com" }],
    });
    const { event } = parseEvent(ics);
    expect(event.getFirstPropertyValue("summary")).toBe("Call\nATTENDEE:mailto:evil@example.com");
    expect(event.getFirstPropertyValue("description")).toBe(description);
    expect(event.getAllProperties("attendee")).toHaveLength(1);
    expect(event.getFirstPropertyValue("attendee")).toBe("mailto:eve@example.com");
    expect(ics.split("\r\n").filter((line) => line.startsWith("ATTENDEE"))).toHaveLength(1);
  });

  it("leaves out a person without an address", () => {
    const { event } = parseEvent(buildInvite({ ...base, attendees: [{ name: "Walk-in", email: null }] }));
    expect(event.getAllProperties("attendee")).toHaveLength(0);
  });

  it("ends every line with CRLF and folds at 75 octets without splitting characters", () => {
    const long = "Ünïcödé 日本語 ".repeat(40);
    const ics = buildInvite({ ...base, description: long });
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(parseEvent(ics).event.getFirstPropertyValue("description")).toBe(long);
  });
});

describe("escapeText", () => {
  it.each([
    ["a;b", "a\\;b"],
    ["a,b", "a\\,b"],
    ["a\\b", "a\\\\b"],
    ["a\r\nb\rc\nd", "a\\nb\\nc\\nd"],
    ["bell\u0007tab\tkept", "belltab\tkept"],
  ])("escapes %j as %j", (input, expected) => {
    expect(escapeText(input)).toBe(expected);
  });
});

describe("foldLine", () => {
  it("leaves a 75-octet line alone and folds a 76-octet one", () => {
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
  });
});
