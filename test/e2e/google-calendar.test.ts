import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tickUrl } from "../../scripts/local-cron.mjs";
import { wranglerCrons } from "../../scripts/cron-schedule.mjs";
import { book, dateAhead, daySlots } from "../scenarios/bookings";
import { createHost, everyDay, type Host } from "../scenarios/hosts";
import { appAt, testClientAddress } from "./accounts";
import { slotButtons, wallClock } from "./booking-host";
import { appUrl, screenshot, useBrowser } from "./browser";
import { type FakeGoogleServer, startFakeGoogle } from "./fake-google-server";
import { type LocalApp, startLocalApp } from "./local-app";

/*
 * Google Calendar against the fake Google of test/servers/fake-google.ts, a real HTTP server on
 * loopback speaking Google's wire format, with the app started as `npm start` starts it and pointed at
 * it through GOOGLE_* settings. The host connects through the consent redirect in Chromium; the fake's
 * push notifications are real POSTs to the app. The run's shared app has no Google settings: its
 * Settings screen says so.
 */

const browser = useBrowser();
let fake: FakeGoogleServer;
let google: LocalApp;
let host: Host;
const email = `host-${crypto.randomUUID().slice(0, 8)}@gmail.example`;
const family = `family-${email}`;

interface Connection {
  id: number;
  status: "active" | "broken";
  calendars: { id: string; name: string; busy: boolean; write: boolean }[];
}

async function call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { "CF-Connecting-IP": testClientAddress(), "x-auth-token": host.token };
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(new URL(path, google.url), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

const connections = async () => (await call<{ connections: Connection[] }>("GET", "/api/calendar-connections")).body.connections;
const slotsOn = (date: string) => daySlots(appAt(google.url), host.eventTypes[0]!.slug, { date, duration: 30, tz: "UTC" });

async function cronTick(): Promise<void> {
  const [cron] = wranglerCrons();
  const response = await fetch(tickUrl(google.url, cron!));
  expect(response.status).toBe(200);
}

const thirtyMinutes = (id: string, start: string) => ({
  id,
  status: "confirmed" as const,
  start: { dateTime: start },
  end: { dateTime: new Date(Date.parse(start) + 30 * 60_000).toISOString() },
});

beforeAll(async () => {
  fake = await startFakeGoogle();
  google = await startLocalApp(fake.vars);
  fake.allowRedirect(google.url);
  fake.google.addAccount(email, [
    { id: email, summary: "Work" },
    { id: family, summary: "Family" },
  ]);
  fake.google.consentAs(email);
  host = await createHost(appAt(google.url), { timezone: "UTC", rules: everyDay("08:00", "18:00"), eventTypes: [{ durations: [30], default_duration: 30 }] });
}, 240_000);
afterAll(async () => {
  await google?.stop();
  await fake?.close();
});

describe("Google Calendar", () => {
  it("is replaced by one line where the operator has not set it up", async () => {
    const shared = await createHost(appAt(appUrl()), { timezone: "UTC" });
    const page = await browser.newPage({ token: shared.token });
    await page.goto("/settings");
    await page.getByText("Google Calendar: the operator of this Hangout has not set up connecting it yet.").waitFor();
    expect(await page.getByRole("button", { name: "Connect Google Calendar" }).count()).toBe(0);
  });

  it("connects through the consent redirect, and the host ticks two calendars and picks one for bookings", async () => {
    const page = await browser.newPage({ token: host.token, baseUrl: google.url });
    await page.goto("/settings");
    await page.getByRole("button", { name: "Connect Google Calendar" }).click();
    await page.getByRole("heading", { name: "Hangout wants to access your Google Calendar" }).waitFor();
    await page.getByRole("link", { name: "Allow" }).click();
    const card = page.getByRole("listitem").filter({ hasText: `Google Calendar: ${email}` });
    await card.waitFor();
    await card.getByRole("group", { name: "Calendars that count as busy" }).getByLabel("Work").check();
    await card.getByRole("group", { name: "Calendars that count as busy" }).getByLabel("Family").check();
    await card.getByRole("group", { name: "Write bookings into" }).getByLabel("Work").check();
    await card.getByRole("button", { name: "Save" }).click();
    await page.getByText(`Google Calendar: ${email} is saved.`).waitFor();
    await screenshot(page, "settings-google-calendar");

    const [connection] = await connections();
    expect(connection!.calendars).toEqual([
      expect.objectContaining({ name: "Work", busy: true, write: true }),
      expect.objectContaining({ name: "Family", busy: true, write: false }),
    ]);
    expect(fake.google.channels().filter((channel) => !channel.stopped).map((channel) => channel.calendarId).sort()).toEqual([email, family].sort());
  });

  it("blocks a slot on the booking page right after Google's push, with no cron tick", async () => {
    const date = dateAhead(21);
    const before = await slotsOn(date);
    const [first] = before;
    // A start the 30-minute event leaves free: it still shows beside the blocked one.
    const later = before.find((start) => Date.parse(start) >= Date.parse(first!) + 30 * 60_000);
    expect(await fake.push(fake.google.putEvent(email, family, thirtyMinutes(`pushed-${crypto.randomUUID()}`, first!)))).toEqual([200]);
    // The app answers the push first and syncs right after (docs/CALENDAR-PROVIDERS.md).
    await expect.poll(() => slotsOn(date)).not.toContain(first);

    const page = await browser.newPage({ baseUrl: google.url, timezoneId: "UTC" });
    await page.goto(`/book/${host.eventTypes[0]!.slug}?date=${date}&tz=UTC`);
    await slotButtons(page).first().waitFor();
    const offered = await slotButtons(page).allTextContents();
    expect(offered.some((label) => label.includes(wallClock(later!, "UTC")))).toBe(true);
    expect(offered.some((label) => label.includes(wallClock(first!, "UTC")))).toBe(false);
  });

  it("blocks an event Google announced nothing of after one cron tick", async () => {
    const date = dateAhead(22);
    const [first] = await slotsOn(date);
    fake.google.putEvent(email, email, thirtyMinutes(`silent-${crypto.randomUUID()}`, first!));
    await cronTick();
    expect(await slotsOn(date)).not.toContain(first);
  });

  it("ignores a forged push and one for an unknown channel", async () => {
    const date = dateAhead(23);
    const [first] = await slotsOn(date);
    const [notification] = fake.google.putEvent(email, email, thirtyMinutes(`forged-${crypto.randomUUID()}`, first!));
    expect(await fake.push([{ address: notification!.address, headers: { ...notification!.headers, "x-goog-channel-token": "forged" } }])).toEqual([200]);
    expect(await fake.push([{ address: notification!.address, headers: { ...notification!.headers, "x-goog-channel-id": crypto.randomUUID() } }])).toEqual([200]);
    expect(await slotsOn(date)).toContain(first);
  });

  it("writes a booking once into the chosen calendar with its iCalUID, moves it on reschedule and deletes it on cancel", async () => {
    const date = dateAhead(24);
    const [first, , third] = await slotsOn(date);
    const booked = await book(appAt(google.url), { eventTypeSlug: host.eventTypes[0]!.slug, startTime: first!, duration: 30 });
    const ours = () => fake.google.events(email, email).filter((event) => event.iCalUID?.includes("@") && event.summary?.includes("Ada Lovelace"));
    await expect.poll(() => ours().filter((event) => event.start?.dateTime === first).length, { timeout: 20_000 }).toBe(1);
    const uid = ours()[0]!.iCalUID;

    const token = booked.cancellation_token;
    expect((await call("POST", `/api/public/bookings/${token}/reschedule`, { startTime: third })).status).toBe(200);
    await expect.poll(() => ours().filter((event) => event.iCalUID === uid).map((event) => [event.start?.dateTime, event.status]), { timeout: 20_000 }).toEqual([[third, "confirmed"]]);

    expect((await call("DELETE", `/api/public/bookings/${token}`)).status).toBe(200);
    await expect.poll(() => ours().filter((event) => event.iCalUID === uid).map((event) => event.status), { timeout: 20_000 }).toEqual(["cancelled"]);
  });

  it("gives a Google Meet booking its link: the confirmation says it follows, then the booker's page and mail carry it", async () => {
    const typeId = host.eventTypes[0]!.id;
    expect((await call("PUT", `/api/event-types/${typeId}`, { location_kind: "google_meet", location: "Google Meet" })).status).toBe(200);
    const date = dateAhead(25);
    const [first] = await slotsOn(date);
    const booker = `meet-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const booked = await book(appAt(google.url), { eventTypeSlug: host.eventTypes[0]!.slug, startTime: first!, duration: 30, email: booker });
    expect(booked).toMatchObject({ location_kind: "google_meet", meeting_url: null });
    const mails = async () => ((await (await fetch(new URL(`/api/dev/mailbox?to=${encodeURIComponent(booker)}`, google.url))).json()) as { messages: { subject: string; text: string }[] }).messages;
    await expect.poll(async () => (await mails()).find((mail) => mail.subject.startsWith("Confirmed"))?.text ?? "", { timeout: 20_000 }).toContain("The meeting link will follow by e-mail.");

    const uid = booked.ics_uid;
    await expect.poll(() => fake.google.events(email, email).find((event) => event.iCalUID === uid)?.hangoutLink ?? null, { timeout: 20_000 }).not.toBeNull();
    const link = fake.google.events(email, email).find((event) => event.iCalUID === uid)!.hangoutLink!;
    await expect.poll(async () => (await mails()).find((mail) => mail.subject.startsWith("Meeting link"))?.text ?? "", { timeout: 20_000 }).toContain(`Join: ${link}`);

    const page = await browser.newPage({ baseUrl: google.url });
    await page.goto(`/cancel/${booked.cancellation_token}`);
    await page.getByRole("link", { name: link }).waitFor();
    expect((await call("PUT", `/api/event-types/${typeId}`, { location_kind: "custom", location: "Online" })).status).toBe(200);
  });

  it("shows a refused grant as broken with the banner and one mail, and a reconnect heals it", async () => {
    fake.google.revokeGrant(email);
    fake.google.expireAccessTokens();
    await cronTick();
    await cronTick();
    expect((await connections())[0]!.status).toBe("broken");
    const brokenMails = async () => {
      const mailbox = (await (await fetch(new URL(`/api/dev/mailbox?to=${encodeURIComponent(host.email)}`, google.url))).json()) as { messages: { subject: string }[] };
      return mailbox.messages.filter((mail) => mail.subject.startsWith("Connect Google Calendar again")).length;
    };
    await expect.poll(brokenMails, { timeout: 20_000 }).toBe(1);
    await cronTick();
    expect(await brokenMails()).toBe(1);

    const page = await browser.newPage({ token: host.token, baseUrl: google.url });
    await page.goto("/bookings");
    await page.getByRole("alert").getByText(`Connect Google Calendar (${email}) again`).waitFor();
    await page.getByRole("link", { name: "Check your connected calendars" }).click();
    await page.getByRole("button", { name: "Connect again" }).click();
    await page.getByRole("link", { name: "Allow" }).click();
    await page.getByRole("listitem").filter({ hasText: `Google Calendar: ${email}` }).getByRole("button", { name: "Save" }).waitFor();
    expect((await connections())[0]!.status).toBe("active");
  });

  it("disconnects: the channels stop and the grant is revoked at Google", async () => {
    const [connection] = await connections();
    const revoked = fake.google.revoked().length;
    expect((await call("DELETE", `/api/calendar-connections/${connection!.id}`)).status).toBe(200);
    expect(fake.google.channels().filter((channel) => !channel.stopped)).toEqual([]);
    expect(fake.google.revoked()).toHaveLength(revoked + 1);
  });
});
