import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall } from "./api";
import { seedHost, type SeededHost } from "./booking-host";
import { useBrowser } from "./browser";
import { type CalendarServer, startCalendarServer } from "./calendar-server";

/*
 * Settings → Connected calendars says in words what the server refuses: a calendar synced
 * too often, an address that would travel in clear; the CalDAV form picks no provider for the host;
 * and the app-wide banner about a failing calendar goes once the host fixed it in Settings.
 */

const browser = useBrowser();
let server: CalendarServer;
let host: SeededHost;

beforeAll(async () => {
  server = await startCalendarServer();
  host = await seedHost({ timezone: "UTC" });
});
afterAll(() => server?.close());

const EMPTY_CALENDAR = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test server//EN", "END:VCALENDAR", ""].join("\r\n");

describe("Connected calendars in Settings", () => {
  it("shows why Sync now was refused once a calendar was synced 10 times in 10 minutes", async () => {
    server.serve("/often.ics", EMPTY_CALENDAR);
    const added = await apiCall<{ id: number }>("POST", "/api/subscriptions", host.token, { name: "Often", url: server.url("/often.ics") });
    for (let sync = 1; sync <= 10; sync++) await apiCall("POST", `/api/subscriptions/${added.id}/sync`, host.token);

    const page = await browser.newPage({ token: host.token });
    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Connected calendars" });
    await section.getByRole("button", { name: "Sync now: Often" }).click();
    await section.getByText("This calendar was synced too often. Please wait a few minutes and try again.").waitFor();
  });

  it("refuses plain http:// to another machine for a calendar and a CalDAV server, saying so", async () => {
    const page = await browser.newPage({ token: host.token });
    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Connected calendars" });
    await section.getByLabel("Name", { exact: true }).fill("Clear");
    await section.getByLabel("Calendar address (iCal)").fill("http://calendar.example.com/work.ics");
    await section.getByRole("button", { name: "Add calendar" }).click();
    await section.getByText("url must be the calendar's address, starting with https:// or webcal://.", { exact: false }).waitFor();

    const form = page.getByRole("form", { name: "Add CalDAV account" });
    expect(await form.getByLabel("Server address").inputValue()).toBe("");
    await form.getByLabel("Server address").fill("http://caldav.example.com/dav");
    await form.getByLabel("Username").fill("host");
    await form.getByLabel("App password").fill("app-password");
    await form.getByRole("button", { name: "Find calendars" }).click();
    await section.getByText("server_url must be the CalDAV server's address, starting with https://.", { exact: false }).waitFor();
    expect(await apiCall<unknown[]>("GET", "/api/caldav", host.token)).toEqual([]);
  });

  it("takes the failing calendar's banner away when the host leaves Settings after removing it", async () => {
    server.misbehave("/broken.ics", "error");
    const added = await apiCall<{ id: number }>("POST", "/api/subscriptions", host.token, { name: "Broken", url: server.url("/broken.ics") });
    for (let sync = 1; sync <= 2; sync++) await apiCall("POST", `/api/subscriptions/${added.id}/sync`, host.token);

    const page = await browser.newPage({ token: host.token });
    await page.goto("/");
    const banner = page.getByText("Your calendar Broken has not synced yet.");
    await banner.waitFor();
    await page.getByRole("link", { name: "Check your connected calendars" }).click();
    await page.getByRole("button", { name: "Remove Broken" }).click();
    await page.getByRole("button", { name: "Remove Broken" }).waitFor({ state: "detached" });
    await page.getByRole("link", { name: "Calendar", exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => banner.count()).toBe(0);
  });
});
