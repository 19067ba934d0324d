import { describe, expect, it } from "vitest";
import { apiSlots, bookAsVisitor, seedHost, useTimeZone, wallClock } from "./booking-host";
import { downloadedText, screenshot, useBrowser } from "./browser";
import { mailTexts } from "./dev-mailbox";
import { dateAhead } from "../scenarios/bookings";

/* The host's Bookings screen: see who booked, cancel with a reason, export CSV. */

const browser = useBrowser();

describe("the Bookings screen", () => {
  it("keeps a tab's own rows when the answer for the tab left a moment ago arrives after them", async () => {
    const host = await seedHost({ timezone: "UTC" });
    const start = (await apiSlots(host.slugs[0]!, dateAhead(2), 30, "UTC"))[0]!;
    await bookAsVisitor({ eventTypeSlug: host.slugs[0]!, startTime: start, duration: 30, name: "Ada Lovelace", email: "ada@example.com" });
    const page = await browser.newPage({ token: host.token });
    // The upcoming tab's answer is held until the cancelled tab shows its own (a slow link).
    let releaseUpcoming = () => {};
    const upcomingHeld = new Promise<void>((resolve) => (releaseUpcoming = resolve));
    let upcomingAnswered = () => {};
    const upcomingDone = new Promise<void>((resolve) => (upcomingAnswered = resolve));
    await page.route(/\/api\/bookings\?view=upcoming/, async (route) => {
      const response = await route.fetch();
      await upcomingHeld;
      await route.fulfill({ response });
      upcomingAnswered();
    });
    await page.goto("/bookings");
    await page.getByRole("tab", { name: "Cancelled" }).click();
    await page.getByText("No bookings here yet.").waitFor();
    releaseUpcoming();
    await upcomingDone;
    // The late answer has reached the page; give React its turn to render what it might have set.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    await page.getByText("No bookings here yet.").waitFor();
    expect(await page.getByRole("cell", { name: /Ada Lovelace/ }).count()).toBe(0);
  });

  it("labels its times with the browser's zone, and says the CSV uses each schedule's zone", async () => {
    const host = await seedHost({ timezone: "Europe/Berlin" });
    const start = (await apiSlots(host.slugs[0]!, dateAhead(2), 30, "Europe/Berlin"))[0]!;
    await bookAsVisitor({ eventTypeSlug: host.slugs[0]!, startTime: start, duration: 30, name: "Ada Lovelace", email: "ada@example.com" });
    const page = await useTimeZone(await browser.newPage({ token: host.token }), "America/New_York");
    await page.goto("/bookings");
    await page.getByRole("columnheader", { name: "When (America/New_York)" }).waitFor();
    await page.getByText("Times here are in your browser's zone, America/New_York; the CSV export gives each booking in its schedule's zone").waitFor();
    await page.getByRole("cell", { name: wallClock(start, "America/New_York") }).waitFor();
  });

  it("lists a booking, cancels it with a reason the booker is mailed, and exports the view as CSV", async () => {
    const host = await seedHost({ timezone: "UTC" });
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const slots = await apiSlots(host.slugs[0]!, day, 30, "UTC");
    const first = slots[0];
    const second = slots.find((slot) => Date.parse(slot) >= Date.parse(first!) + 3_600_000);
    const email = `ada-${Date.now().toString(36)}@example.com`;
    for (const [startTime, name] of [[first, "Ada Lovelace"], [second, "Grace Hopper"]] as const) {
      await bookAsVisitor({ eventTypeSlug: host.slugs[0]!, startTime: startTime!, duration: 30, name, email, notes: `${name} notes`, guests: [] });
    }

    const page = await browser.newPage({ token: host.token });
    await page.goto("/");
    await page.getByRole("navigation").getByRole("link", { name: "Bookings" }).first().click();
    await page.getByRole("heading", { name: "Bookings", level: 1 }).waitFor();
    await page.getByRole("cell", { name: `Ada Lovelace ${email}`, exact: true }).waitFor();
    await screenshot(page, "bookings-upcoming");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const csv = (await downloadedText(await download)).trimEnd().split("\r\n");
    expect(csv[0]).toBe('"Start","End","Time zone","Booking type","Hosts","Booker","Email","Guests","Notes","Answers","Status"');
    expect(csv.slice(1).map((line) => line.split(",")[5])).toEqual(['"Ada Lovelace"', '"Grace Hopper"']);

    await page.getByRole("button", { name: "Cancel the booking with Ada Lovelace" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel booking" });
    await dialog.getByLabel("Reason (optional)").fill("Something came up, sorry.");
    await dialog.getByRole("button", { name: "Cancel booking" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => page.getByRole("cell", { name: `Ada Lovelace ${email}`, exact: true }).count()).toBe(0);

    await page.getByRole("tab", { name: "Cancelled" }).click();
    await page.getByRole("cell", { name: `Ada Lovelace ${email}`, exact: true }).waitFor();
    await expect.poll(async () => (await mailTexts(email)).some((text) => text.includes("Reason:\nSomething came up, sorry."))).toBe(true);
  });
});
