import { type PythonEvent, readWithPythonIcalendar } from "./python-icalendar";
import type { RadicaleServer } from "./radicale-server";

/*
 * An independent CalDAV client for the tests: plain fetch with WebDAV verbs, and Python's icalendar
 * to read what the app wrote. Nothing here shares code with the app's CalDAV client (tsdav).
 */

const authorization = (server: RadicaleServer) => `Basic ${Buffer.from(`${server.username}:${server.password}`).toString("base64")}`;

async function dav(server: RadicaleServer, method: string, url: string, body?: string, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(url, { method, body, headers: { authorization: authorization(server), ...headers } });
  if (response.status >= 400) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

export async function makeCalendar(server: RadicaleServer, name: string, displayName: string): Promise<void> {
  const body = `<?xml version="1.0" encoding="utf-8"?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop><D:displayname>${displayName}</D:displayname></D:prop></D:set></C:mkcalendar>`;
  await dav(server, "MKCALENDAR", server.calendarUrl(name), body, { "content-type": "application/xml" });
}

/** Puts an event straight into the calendar, as another calendar app would. */
export async function putEvent(server: RadicaleServer, calendar: string, uid: string, start: string, end: string): Promise<void> {
  const stamp = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  const text = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", "BEGIN:VEVENT", `UID:${uid}`, "DTSTAMP:20260101T000000Z", `DTSTART:${stamp(start)}`, `DTEND:${stamp(end)}`, "SUMMARY:Dentist", "END:VEVENT", "END:VCALENDAR", ""].join("\r\n");
  await dav(server, "PUT", `${server.calendarUrl(calendar)}${uid}.ics`, text, { "content-type": "text/calendar; charset=utf-8" });
}

/** Every event in the calendar: its members listed by PROPFIND, each fetched with GET and read by Python. */
export async function eventsIn(server: RadicaleServer, calendar: string): Promise<PythonEvent[]> {
  const listing = await (await dav(server, "PROPFIND", server.calendarUrl(calendar), undefined, { depth: "1" })).text();
  const hrefs = [...listing.matchAll(/<(?:\w+:)?href>([^<]+\.ics)<\/(?:\w+:)?href>/g)].map((match) => match[1] ?? "");
  const events: PythonEvent[] = [];
  for (const href of hrefs) events.push(...readWithPythonIcalendar(await (await dav(server, "GET", new URL(href, server.url).toString())).text()));
  return events;
}
