import { describe, expect, it } from "vitest";
import { conferenceOf, mapLinkOf, placeLinkOf, publicLocationOf, telUriOf } from "../../shared/meeting-place";
import { meetingLines } from "../../worker/domain/ics/ics-meeting";
import { DEFAULT_JITSI_BASE, effectiveJitsiBase, jitsiBaseOf } from "../../worker/meeting/jitsi-base";
import { newRoomName } from "../../worker/meeting/jitsi-room";

/* Where to meet (docs/MEETING-PLACES.md): the pure parts, table by table. */

describe("a Jitsi base", () => {
  it.each([
    ["https://meet.example.com", "https://meet.example.com"],
    ["https://meet.example.com/", "https://meet.example.com"],
    ["  https://Meet.Example.com/rooms//  ", "https://meet.example.com/rooms"],
    ["http://meet.example.com", null],
    ["meet.example.com", null],
    ["https://user:pw@meet.example.com", null],
    ["https://meet.example.com/?x=1", null],
    ["https://meet.example.com/#room", null],
    ["javascript:alert(1)", null],
  ])("%j is %j", (text, base) => expect(jitsiBaseOf(text)).toBe(base));

  it.each([
    ["https://host.example", "https://instance.example", "https://host.example"],
    [null, "https://instance.example/", "https://instance.example"],
    [null, "not a url", DEFAULT_JITSI_BASE],
    [null, undefined, "https://meet.jit.si"],
  ])("the host's %j, the instance's %j: %j", (host, instance, base) => expect(effectiveJitsiBase(host, instance)).toBe(base));
});

describe("a room name", () => {
  it("is 128 random bits: 32 hex digits, never the same twice", () => {
    const names = Array.from({ length: 1000 }, newRoomName);
    for (const name of names) expect(name).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("a place's link and conference", () => {
  it.each([
    [{ kind: "custom", location: "Café", meetingUrl: null }, null, null],
    [{ kind: "in_person", location: "Main St 1, Springfield", meetingUrl: null }, { kind: "map", href: "https://www.openstreetmap.org/search?query=Main%20St%201%2C%20Springfield" }, null],
    [{ kind: "host_phone", location: "+49 (30) 123-45", meetingUrl: null }, { kind: "call", href: "tel:+493012345" }, { uri: "tel:+493012345", feature: "AUDIO" }],
    [{ kind: "booker_phone", location: "030 12345", meetingUrl: null }, null, { uri: "tel:03012345", feature: "AUDIO" }],
    [{ kind: "link", location: "https://m.example/x", meetingUrl: "https://m.example/x" }, { kind: "join", href: "https://m.example/x" }, { uri: "https://m.example/x", feature: "VIDEO" }],
  ] as const)("%j", (place, link, conference) => {
    expect(placeLinkOf(place)).toEqual(link);
    expect(conferenceOf(place)).toEqual(conference);
  });

  it("shows only the kind before booking, a custom text as it is", () => {
    expect(publicLocationOf("jitsi", "ignored")).toBe("Video call");
    expect(publicLocationOf("in_person", "Main St 1")).toBe("In person");
    expect(publicLocationOf("custom", "Main St 1")).toBe("Main St 1");
    expect(mapLinkOf("a&b")).toBe("https://www.openstreetmap.org/search?query=a%26b");
    expect(telUriOf(" +1 555 0100 ")).toBe("tel:+15550100");
  });

  it("writes URL and CONFERENCE, and nothing without a meeting", () => {
    expect(meetingLines({ url: "https://m.example/x", conference: { uri: "https://m.example/x", feature: "VIDEO" } })).toEqual([
      "URL:https://m.example/x",
      "CONFERENCE;VALUE=URI;FEATURE=VIDEO:https://m.example/x",
    ]);
    expect(meetingLines({ url: null, conference: null })).toEqual([]);
    expect(meetingLines(undefined)).toEqual([]);
  });
});
