import { describe, expect, it } from "vitest";
import { testClientAddress } from "./accounts";
import { apiCall } from "./api";
import { seedHost } from "./booking-host";
import { screenshot, useBrowser } from "./browser";
import { readWithPythonIcalendar } from "./python-icalendar";

/* Settings → Calendar feed: a host subscribes any calendar app to their bookings. */

const browser = useBrowser();

const fetchFeed = (url: string) => fetch(url, { headers: { "CF-Connecting-IP": testClientAddress() } });

describe("the calendar feed", () => {
  it("is made in Settings, carries a booking that Python's icalendar reads, and stops working when reset", async () => {
    const host = await seedHost({ timezone: "UTC" });
    const start = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 3, 10)).toISOString();
    await apiCall("POST", "/api/public/bookings", null, { eventTypeSlug: host.slugs[0], startTime: start, duration: 30, name: "Grace Hopper", email: "grace@example.com" });

    const page = await browser.newPage({ token: host.token });
    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Calendar feed" });
    await section.getByRole("button", { name: "Create private link" }).click();
    const link = section.getByLabel("Your private link");
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(/\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect.poll(() => section.getByRole("button", { name: "Copy link" }).isVisible()).toBe(true);
    await screenshot(page, "settings-calendar-feed");

    const feed = await fetchFeed(url);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(readWithPythonIcalendar(await feed.text())).toEqual([
      expect.objectContaining({ status: "CONFIRMED", summary: "Intro call with Grace Hopper", start: start.replace(".000Z", "+00:00"), sequence: 0 }),
    ]);

    await section.getByRole("button", { name: "Reset link" }).click();
    await section.getByText("A new link is ready; the old one no longer works.").waitFor();
    expect((await fetchFeed(url)).status).toBe(404);
    const newUrl = await section.getByLabel("Your private link").inputValue();
    expect(newUrl).not.toBe(url);
    expect((await fetchFeed(newUrl)).status).toBe(200);
  });
});
