import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GraphEvent } from "../../worker/microsoft/microsoft-wire";
import { book, dateAhead, daySlots } from "../scenarios/bookings";
import { createHost, everyDay, type Host } from "../scenarios/hosts";
import { appAt, testClientAddress } from "./accounts";
import { slotButtons, wallClock } from "./booking-host";
import { appUrl, useBrowser } from "./browser";
import { type FakeMicrosoftServer, startFakeMicrosoft } from "./fake-microsoft-server";
import { type LocalApp, startLocalApp } from "./local-app";

/*
 * Outlook / Microsoft 365 against the fake Microsoft identity platform and Graph of
 * test/servers/fake-microsoft.ts, a real HTTP server on loopback, with the app started as `npm start`
 * starts it and pointed at it through MICROSOFT_* settings. The host connects through the consent
 * redirect in Chromium; the subscription's validation handshake and the change notifications are real
 * POSTs to the app.
 */

const browser = useBrowser();
let fake: FakeMicrosoftServer;
let app: LocalApp;
let host: Host;
const email = `host-${crypto.randomUUID().slice(0, 8)}@outlook.example`;
const calendar = `cal-${email}`;
const family = `family-${email}`;

async function call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { "CF-Connecting-IP": testClientAddress(), "x-auth-token": host.token };
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(new URL(path, app.url), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

const slotsOn = (date: string) => daySlots(appAt(app.url), host.eventTypes[0]!.slug, { date, duration: 30, tz: "UTC" });
const utc = (instant: number) => ({ dateTime: new Date(instant).toISOString().replace("Z", "0000"), timeZone: "UTC" });
const thirtyMinutes = (id: string, start: string): GraphEvent => ({ id, showAs: "busy", start: utc(Date.parse(start)), end: utc(Date.parse(start) + 30 * 60_000) });
const startOf = (event: GraphEvent) => Date.parse(`${event.start?.dateTime ?? ""}Z`);

beforeAll(async () => {
  fake = await startFakeMicrosoft();
  app = await startLocalApp(fake.vars);
  fake.allowRedirect(app.url);
  fake.microsoft.addAccount(email, [
    { id: calendar, name: "Calendar" },
    { id: family, name: "Family" },
  ]);
  fake.microsoft.consentAs(email);
  host = await createHost(appAt(app.url), { timezone: "UTC", rules: everyDay("08:00", "18:00"), eventTypes: [{ durations: [30], default_duration: 30 }] });
}, 240_000);
afterAll(async () => {
  await app?.stop();
  await fake?.close();
});

describe("Outlook / Microsoft 365", () => {
  it("is replaced by one line where the operator has not set it up", async () => {
    const shared = await createHost(appAt(appUrl()), { timezone: "UTC" });
    const page = await browser.newPage({ token: shared.token });
    await page.goto("/settings");
    await page.getByText("Outlook / Microsoft 365: the operator of this Hangout has not set up connecting it yet.").waitFor();
    expect(await page.getByRole("button", { name: "Connect Outlook / Microsoft 365" }).count()).toBe(0);
  });

  it("connects through the consent redirect, and the host ticks two calendars and picks one for bookings", async () => {
    const page = await browser.newPage({ token: host.token, baseUrl: app.url });
    await page.goto("/settings");
    await page.getByRole("button", { name: "Connect Outlook / Microsoft 365" }).click();
    await page.getByRole("heading", { name: "Hangout wants to access your calendars" }).waitFor();
    await page.getByRole("link", { name: "Accept" }).click();
    const card = page.getByRole("listitem").filter({ hasText: `Outlook / Microsoft 365: ${email}` });
    await card.waitFor();
    await card.getByRole("group", { name: "Calendars that count as busy" }).getByLabel("Calendar", { exact: true }).check();
    await card.getByRole("group", { name: "Calendars that count as busy" }).getByLabel("Family").check();
    await card.getByRole("group", { name: "Write bookings into" }).getByLabel("Calendar", { exact: true }).check();
    await card.getByRole("button", { name: "Save" }).click();
    await page.getByText(`Outlook / Microsoft 365: ${email} is saved.`).waitFor();
    expect(fake.microsoft.subscriptions().filter((subscription) => !subscription.deleted).map((subscription) => subscription.calendarId).sort()).toEqual([calendar, family].sort());
  });

  it("blocks a slot on the booking page right after Graph's change notification, with no cron tick", async () => {
    const date = dateAhead(21);
    const before = await slotsOn(date);
    const [first] = before;
    const later = before.find((start) => Date.parse(start) >= Date.parse(first!) + 30 * 60_000);
    expect(await fake.push(fake.microsoft.putEvent(email, family, thirtyMinutes(`pushed-${crypto.randomUUID()}`, first!)))).toEqual([202]);
    // The app answers the push first and syncs right after (docs/CALENDAR-PROVIDERS.md).
    await expect.poll(() => slotsOn(date)).not.toContain(first);

    const page = await browser.newPage({ baseUrl: app.url, timezoneId: "UTC" });
    await page.goto(`/book/${host.eventTypes[0]!.slug}?date=${date}&tz=UTC`);
    await slotButtons(page).first().waitFor();
    const offered = await slotButtons(page).allTextContents();
    expect(offered.some((label) => label.includes(wallClock(later!, "UTC")))).toBe(true);
    expect(offered.some((label) => label.includes(wallClock(first!, "UTC")))).toBe(false);
  });

  it("writes a booking once into the chosen calendar, moves it on reschedule and deletes it on cancel", async () => {
    const date = dateAhead(24);
    const [first, , third] = await slotsOn(date);
    const booked = await book(appAt(app.url), { eventTypeSlug: host.eventTypes[0]!.slug, startTime: first!, duration: 30 });
    const ours = () => fake.microsoft.events(email, calendar).filter((event) => event.subject?.includes("Ada Lovelace"));
    await expect.poll(() => ours().map(startOf), { timeout: 20_000 }).toEqual([Date.parse(first!)]);
    const id = ours()[0]!.id;

    const token = booked.cancellation_token;
    expect((await call("POST", `/api/public/bookings/${token}/reschedule`, { startTime: third })).status).toBe(200);
    await expect.poll(() => ours().map((event) => [event.id, startOf(event)]), { timeout: 20_000 }).toEqual([[id, Date.parse(third!)]]);

    expect((await call("DELETE", `/api/public/bookings/${token}`)).status).toBe(200);
    await expect.poll(() => ours().length, { timeout: 20_000 }).toBe(0);
  });
});
