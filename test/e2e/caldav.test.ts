import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEventType } from "../scenarios/hosts";
import { testClientAddress } from "./accounts";
import { apiCall, app } from "./api";
import { apiSlots, bookAsVisitor, seedHost, type SeededHost } from "./booking-host";
import { screenshot, useBrowser } from "./browser";
import { eventsIn, makeCalendar, putEvent } from "./caldav-client";
import { readWithPythonIcalendar } from "./python-icalendar";
import { type RadicaleServer, startRadicale } from "./radicale-server";

/*
 * CalDAV two-way against a real CalDAV server: Debian's Radicale on loopback. The app under
 * `npm start` discovers the account's calendars, reads busy time from the ticked ones and writes bookings
 * into the chosen one; what it wrote is read back with plain WebDAV requests and Python's icalendar.
 */

const browser = useBrowser();
let server: RadicaleServer;
let host: SeededHost;

interface Account {
  id: number;
  calendars: { url: string; name: string; busy: boolean; write: boolean }[];
  write_error: string | null;
}
interface Connection {
  id: number;
  name: string;
  last_synced_at: string | null;
  last_error: string | null;
  busy_count: number;
}

const WRONG_PASSWORD = "The CalDAV server refused the username or app password.";
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const slotsTomorrow = () => apiSlots(host.slugs[0]!, tomorrow(), 30, "UTC");
const accounts = () => apiCall<Account[]>("GET", "/api/caldav", host.token);
const connections = async () => (await apiCall<Connection[]>("GET", "/api/subscriptions", host.token)).filter((connection) => connection.name === "Work");
const syncAccount = (id: number) => apiCall<Account>("POST", `/api/caldav/${id}/sync`, host.token);

beforeAll(async () => {
  server = await startRadicale();
  await makeCalendar(server, "work", "Work");
  await makeCalendar(server, "bookings", "Bookings");
  host = await seedHost({ timezone: "UTC" });
});
afterAll(() => server?.close());

describe("a CalDAV account", () => {
  it("refuses a wrong app password with a clear error, then lists the calendars and saves the host's choice", async () => {
    const page = await browser.newPage({ token: host.token });
    await page.goto("/settings");
    const form = page.getByRole("form", { name: "Add CalDAV account" });
    await form.getByLabel("Server", { exact: true }).selectOption({ label: "Other (Nextcloud, Zoho, …)" });
    await form.getByLabel("Server address").fill(server.url);
    await form.getByLabel("Username").fill(server.username);
    await form.getByLabel("App password").fill("not-the-password");
    await form.getByRole("button", { name: "Find calendars" }).click();
    await page.getByText(WRONG_PASSWORD).waitFor();
    expect(await accounts()).toEqual([]);

    await form.getByLabel("App password").fill(server.password);
    await form.getByRole("button", { name: "Find calendars" }).click();
    await page.getByText("Found 2 calendars.", { exact: false }).waitFor();
    const card = page.getByRole("listitem").filter({ hasText: `${server.username} on 127.0.0.1` });
    await card.getByRole("group", { name: "Calendars that count as busy" }).getByLabel("Work").check();
    await card.getByRole("group", { name: "Write bookings into" }).getByLabel("Bookings").check();
    await card.getByRole("button", { name: "Save" }).click();
    await page.getByText(`${server.username} on 127.0.0.1 is saved.`).waitFor();
    await page.getByRole("region", { name: "Connected calendars" }).getByText(/Last synced .* · 0 busy times/).waitFor();
    await screenshot(page, "settings-caldav-account");

    const [account] = await accounts();
    expect(account!.calendars).toHaveLength(2);
    expect(account!.calendars).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "Bookings", busy: false, write: true }), expect.objectContaining({ name: "Work", busy: true, write: false })]),
    );
  });

  it("takes a slot off the booking page after Sync now when an event is made at 10:00 tomorrow in the calendar", async () => {
    const ten = `${tomorrow()}T10:00:00.000Z`;
    expect(await slotsTomorrow()).toContain(ten);
    await putEvent(server, "work", "dentist-tomorrow", ten, `${tomorrow()}T11:00:00.000Z`);
    const page = await browser.newPage({ token: host.token });
    await page.goto("/settings");
    await page.getByRole("button", { name: "Sync now: Work" }).click();
    await page.getByText(/Last synced .* · 1 busy time$/).waitFor();
    // The ticked calendar has one "Sync now" (in the connected calendars), not a second one on its account.
    expect(await page.getByRole("button", { name: /^Sync now/ }).count()).toBe(1);
    expect(await slotsTomorrow()).not.toContain(ten);

    // Unchanged since: its CTag says so in one small PROPFIND, and its busy time stays.
    const [account] = await accounts();
    server.takeRequests();
    await syncAccount(account!.id);
    expect(server.takeRequests()).toEqual(["PROPFIND /host/work/"]);
    expect(await connections()).toMatchObject([{ last_error: null, busy_count: 1 }]);
  });

  it("writes a booking into the chosen calendar with the invitation's UID within one queue cycle, moves it on reschedule, and deletes it on cancel", async () => {
    const start = `${tomorrow()}T14:00:00.000Z`;
    const booking = await bookAsVisitor({ name: "Ada Lovelace", email: "ada@example.com", eventTypeSlug: host.slugs[0]!, startTime: start, duration: 30 });
    const written = async () => (await eventsIn(server, "bookings")).map((event) => ({ uid: event.uid, start: event.start, sequence: event.sequence }));
    await expect.poll(written).toEqual([{ uid: booking.ics_uid, start: start.replace(".000Z", "+00:00"), sequence: 0 }]);

    // The same event (one resource, the same UID) moves, with the SEQUENCE the mailed REQUEST carries.
    const later = `${tomorrow()}T16:00:00.000Z`;
    await apiCall("POST", `/api/public/bookings/${booking.cancellation_token}/reschedule`, null, { startTime: later });
    await expect.poll(written).toEqual([{ uid: booking.ics_uid, start: later.replace(".000Z", "+00:00"), sequence: 1 }]);

    await apiCall("DELETE", `/api/public/bookings/${booking.cancellation_token}`, null);
    await expect.poll(async () => (await eventsIn(server, "bookings")).length).toBe(0);
  });

  it("writes a seated time as ONE event with the seat key as its UID, lists its attendees, rewrites it as a seat leaves and deletes it with the last", async () => {
    // A type of its own, so the host's other tests keep a type without seats.
    const yoga = await createEventType(app(), host.token, host.scheduleId, { title: "Yoga class", durations: [30] });
    await apiCall("PUT", `/api/event-types/${yoga.id}`, host.token, { seats: 3 });
    const start = `${tomorrow()}T12:00:00.000Z`;
    const seat = (name: string, email: string) => bookAsVisitor({ name, email, eventTypeSlug: yoga.slug, startTime: start, duration: 30 });
    const ada = await seat("Ada Lovelace", "ada@example.com");
    const grace = await seat("Grace Hopper", "grace@example.com");

    // The seat key is in no API answer; the host's feed carries the time's one event under it.
    const { url } = await apiCall<{ url: string }>("POST", "/api/settings/feed", host.token);
    const feed = await (await fetch(url, { headers: { "CF-Connecting-IP": testClientAddress() } })).text();
    const atStart = start.replace(".000Z", "+00:00");
    const [seatKey] = readWithPythonIcalendar(feed).filter((event) => event.start === atStart).map((event) => event.uid);
    expect(seatKey).toMatch(/@/);
    expect([ada.ics_uid, grace.ics_uid]).not.toContain(seatKey);

    const written = async () => (await eventsIn(server, "bookings")).filter((event) => event.start === atStart).map((event) => ({ uid: event.uid, description: event.description }));
    await expect.poll(written).toEqual([{ uid: seatKey, description: "Attendees:\nAda Lovelace <ada@example.com>\nGrace Hopper <grace@example.com>" }]);

    await apiCall("DELETE", `/api/public/bookings/${ada.cancellation_token}`, null);
    await expect.poll(written).toEqual([{ uid: seatKey, description: "Attendees:\nGrace Hopper <grace@example.com>" }]);

    await apiCall("DELETE", `/api/public/bookings/${grace.cancellation_token}`, null);
    await expect.poll(written).toEqual([]);
  });

  it("records an outage of the server on the connection, keeps the busy time, and recovers on the next sync", async () => {
    const [account] = await accounts();
    await server.stop();
    try {
      await syncAccount(account!.id);
      expect(await connections()).toMatchObject([{ last_error: "The CalDAV server could not be reached.", busy_count: 1 }]);
      expect(await slotsTomorrow()).not.toContain(`${tomorrow()}T10:00:00.000Z`);
      const start = `${tomorrow()}T15:00:00.000Z`;
      const started = Date.now();
      const booking = await bookAsVisitor({ name: "Ada Lovelace", eventTypeSlug: host.slugs[0]!, startTime: start, duration: 30 });
      expect(booking.ics_uid).toBeTruthy();
      expect(Date.now() - started).toBeLessThan(5_000);
      await expect.poll(async () => (await accounts())[0]!.write_error).toBe("The CalDAV server could not be reached.");
    } finally {
      await server.start();
    }
    await syncAccount(account!.id);
    expect(await connections()).toMatchObject([{ last_error: null, busy_count: 1 }]);
  });

  it("shows a password revoked on the server as the connection's error", async () => {
    const [account] = await accounts();
    const previous = server.password;
    server.setPassword("a-new-app-password");
    try {
      await syncAccount(account!.id);
      expect(await connections()).toMatchObject([{ last_error: WRONG_PASSWORD }]);
    } finally {
      server.setPassword(previous);
    }
  });
});
