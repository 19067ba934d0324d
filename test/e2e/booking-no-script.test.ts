import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { bookAsVisitor, seedHost } from "./booking-host";

const browser = useBrowser();

const timeButtons = (page: Page) => page.getByRole("list", { name: "Available times" }).getByRole("button");

/** The submitted start of the time button labelled `time`. */
const startOf = async (page: Page, time: string) => (await timeButtons(page).filter({ hasText: time }).first().getAttribute("value")) ?? "";

describe("booking page without JavaScript", () => {
  it("moves between months and days, books through the plain form (errors come back as the form) and cancels by the link", async () => {
    const host = await seedHost({ timezone: "Europe/Berlin" });
    const slug = host.slugs[0]!;
    const page = await browser.newPage({ javaScriptEnabled: false, timezoneId: "Europe/Berlin" });
    await page.goto(`/book/${slug}?tz=Europe/Berlin`);
    await page.getByRole("heading", { name: "Intro call" }).waitFor();
    await page.getByText("Time zone: Europe/Berlin").waitFor();

    // Next month and back, then another day: every move is a page the server renders.
    const title = await page.locator(".calendar-title").textContent();
    await page.getByRole("button", { name: "Next month" }).click();
    await expect.poll(() => page.locator(".calendar-title").textContent()).not.toBe(title);
    await timeButtons(page).first().waitFor();
    await page.getByRole("button", { name: "Previous month" }).click();
    await expect.poll(() => page.locator(".calendar-title").textContent()).toBe(title);
    const freeDays = page.locator(".calendar-day.free:not(.selected)");
    const otherDay = (await freeDays.first().getAttribute("aria-label")) ?? "";
    await freeDays.first().click();
    await page.getByRole("heading", { name: otherDay }).waitFor();
    await expect.poll(() => timeButtons(page).first().textContent()).toBe("09:00");

    // A time opens the form; a bad address comes back as the form with the message and what was typed.
    const taken = await startOf(page, "09:00");
    await timeButtons(page).filter({ hasText: "09:00" }).click();
    await page.getByRole("heading", { name: "Confirm your booking" }).waitFor();
    await page.getByLabel("Name *").fill("Grace Hopper");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await page.getByRole("alert").getByText("Please enter a valid email address.").waitFor();
    await expect.poll(() => page.getByLabel("Name *").inputValue()).toBe("Grace Hopper");

    // Someone else is faster: the slot-taken message, on the form.
    await bookAsVisitor({ eventTypeSlug: slug, startTime: taken, duration: 30, name: "Ada", email: "", notes: "", guests: [] });
    await page.getByLabel("Email").fill("grace@example.com");
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await page.getByRole("alert").getByText("That time is no longer available.").waitFor();

    // Back to the day (09:00–09:30 is taken), another time, booked.
    await page.getByRole("link", { name: "Cancel", exact: true }).click();
    await page.getByRole("heading", { name: otherDay }).waitFor();
    await expect.poll(() => timeButtons(page).first().textContent()).toBe("09:30");
    await timeButtons(page).filter({ hasText: "10:00" }).click();
    await page.getByLabel("Name *").fill("Grace Hopper");
    await page.getByLabel("Email").fill("grace@example.com");
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await page.getByRole("heading", { name: "Booking Confirmed!" }).waitFor();
    await page.getByText("10:00 – 10:30").waitFor();
    const cancelUrl = (await page.locator("a.cancel-link").getAttribute("href")) ?? "";
    expect(cancelUrl).toMatch(/\/cancel\/[\w-]{20,}$/);

    // The private link: the booking, then cancelled by a plain form POST; the time is free again.
    await page.goto(new URL(cancelUrl).pathname);
    await page.getByRole("heading", { name: "Cancel booking" }).waitFor();
    await page.getByText("Intro call", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Confirm Cancellation" }).click();
    await page.getByRole("heading", { name: "Booking Cancelled" }).waitFor();
    await page.getByText("Your booking has been successfully cancelled. A confirmation has been sent if an email was provided.").waitFor();
    await page.goto(new URL(cancelUrl).pathname);
    await page.getByText("This booking has already been cancelled.").waitFor();
  });

  it("refuses a booking form posted from another site", async () => {
    const host = await seedHost();
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(`/book/${host.slugs[0]}`);
    const start = (await timeButtons(page).first().getAttribute("value")) ?? "";
    const response = await page.request.post(`/book/${host.slugs[0]}`, {
      form: { start, duration: "30", tz: "UTC", name: "Mallory", email: "" },
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain("This form can only be sent from this site.");
  });
});
