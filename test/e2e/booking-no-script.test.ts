import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { dateAhead } from "../scenarios/bookings";
import { useBrowser } from "./browser";
import { apiSlots, bookAsVisitor, openAnotherFreeDay, seedHost } from "./booking-host";
import { mailTexts } from "./dev-mailbox";

const browser = useBrowser();

const timeButtons = (page: Page) => page.getByRole("list", { name: "Available times" }).getByRole("button");

/** The submitted start of the time button labelled `time`. */
const startOf = async (page: Page, time: string) => (await timeButtons(page).filter({ hasText: time }).first().getAttribute("value")) ?? "";

describe("booking page without JavaScript", () => {
  it("moves between months and days, books through the plain form with its questions (errors come back as the form) and cancels by the link with a reason", async () => {
    const questions = [
      { label: "Company", kind: "short_text" as const, required: true },
      { label: "I accept the terms", kind: "checkbox" as const, required: true },
    ];
    const host = await seedHost({ timezone: "Europe/Berlin", eventTypes: [{ questions }] });
    const slug = host.slugs[0]!;
    const page = await browser.newPage({ javaScriptEnabled: false, timezoneId: "Europe/Berlin" });
    // A link that fills the form in: kept through every move below. It opens on tomorrow's month, which still
    // has a free day when the test comes back to it (on a month's last day, today's 16:30 may pass meanwhile).
    await page.goto(`/book/${slug}?tz=Europe/Berlin&date=${dateAhead(1, "Europe/Berlin")}&name=Grace%20Hopper&a1=Navy`);
    await page.getByRole("heading", { name: "Intro call" }).waitFor();
    await page.getByText("Time zone: Europe/Berlin").waitFor();

    // Next month and back, then another day: every move is a page the server renders.
    const title = await page.locator(".calendar-title").textContent();
    await page.getByRole("button", { name: "Next month" }).click();
    await expect.poll(() => page.locator(".calendar-title").textContent()).not.toBe(title);
    await timeButtons(page).first().waitFor();
    await page.getByRole("button", { name: "Previous month" }).click();
    await expect.poll(() => page.locator(".calendar-title").textContent()).toBe(title);
    const otherDay = await openAnotherFreeDay(page);
    await expect.poll(() => timeButtons(page).first().textContent()).toBe("09:00");

    // A time opens the form; a bad address comes back as the form with the message and what was typed.
    const taken = await startOf(page, "09:00");
    await timeButtons(page).filter({ hasText: "09:00" }).click();
    await page.getByRole("heading", { name: "Confirm your booking" }).waitFor();
    expect(await page.getByLabel("Name *").inputValue()).toBe("Grace Hopper");
    expect(await page.getByLabel("Company *").inputValue()).toBe("Navy");
    // The required checkbox left empty: the server names the question, and the form keeps what was typed.
    await page.getByLabel("Email").fill("grace@example.com");
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await page.getByRole("alert").getByText("I accept the terms", { exact: false }).waitFor();
    await expect.poll(() => page.getByLabel("Company *").inputValue()).toBe("Navy");
    await page.getByLabel("I accept the terms *").check();
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await page.getByRole("alert").getByText("Please enter a valid email address.").waitFor();
    await expect.poll(() => page.getByLabel("Name *").inputValue()).toBe("Grace Hopper");

    // Someone else is faster: the slot-taken message, on the form.
    await bookAsVisitor({ eventTypeSlug: slug, startTime: taken, duration: 30, name: "Ada", email: "", notes: "", guests: [], answers: [
      { label: "Company", value: "Analytical Engines" },
      { label: "I accept the terms", value: true },
    ] });
    await page.getByLabel("Email").fill("grace@example.com");
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await page.getByRole("alert").getByText("That time is no longer available.").waitFor();
    expect(await page.getByLabel("I accept the terms *").isChecked()).toBe(true);

    // Back to the day (09:00–09:30 is taken), another time, booked.
    await page.getByRole("link", { name: "Cancel", exact: true }).click();
    await page.getByRole("heading", { name: otherDay }).waitFor();
    await expect.poll(() => timeButtons(page).first().textContent()).toBe("09:30");
    await timeButtons(page).filter({ hasText: "10:00" }).click();
    expect(await page.getByLabel("Name *").inputValue()).toBe("Grace Hopper");
    await page.getByLabel("Email").fill("grace@example.com");
    await page.getByLabel("I accept the terms *").check();
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await page.getByRole("heading", { name: "Booking Confirmed!" }).waitFor();
    await page.getByRole("link", { name: "Reschedule" }).waitFor();
    await page.getByText("10:00 – 10:30").waitFor();
    const cancelUrl = (await page.locator("a.cancel-link").getAttribute("href")) ?? "";
    expect(cancelUrl).toMatch(/\/cancel\/[\w-]{20,}$/);

    // The private link: the booking, then cancelled by a plain form POST; the time is free again.
    await page.goto(new URL(cancelUrl).pathname);
    await page.getByRole("heading", { name: "Cancel booking" }).waitFor();
    await page.getByText("Intro call", { exact: true }).waitFor();
    await page.getByLabel("Reason for cancelling (optional)").fill("Found another slot.");
    await page.getByRole("button", { name: "Confirm Cancellation" }).click();
    await page.getByRole("heading", { name: "Booking Cancelled" }).waitFor();
    await page.getByText("Your booking has been successfully cancelled. A confirmation has been sent if an email was provided.").waitFor();
    // The host's mails carry the answers (booked) and the reason (cancelled).
    const hostAddress = `${host.username}@example.com`;
    await expect.poll(async () => (await mailTexts(hostAddress)).some((text) => text.includes("Reason:\nFound another slot."))).toBe(true);
    expect((await mailTexts(hostAddress)).some((text) => text.includes("Answers:\nCompany: Navy\nI accept the terms: Yes"))).toBe(true);
    await page.goto(new URL(cancelUrl).pathname);
    await page.getByText("This booking has already been cancelled.").waitFor();
  });

  it("draws the cancel page's reason and button where the script draws them", async () => {
    const host = await seedHost({ timezone: "UTC" });
    const slug = host.slugs[0]!;
    const [start] = await apiSlots(slug, new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10), 30, "UTC");
    const booking = await bookAsVisitor({ eventTypeSlug: slug, startTime: start ?? "", duration: 30, name: "Ada", email: "", notes: "", guests: [] });
    const boxes = async (javaScriptEnabled: boolean) => {
      const page = await browser.newPage({ javaScriptEnabled, timezoneId: "UTC" });
      await page.goto(booking.cancel_url);
      const parts = [page.getByLabel("Reason for cancelling (optional)"), page.getByRole("button", { name: "Confirm Cancellation" }), page.getByRole("link", { name: "Pick a new time" })];
      // The script's button is type="button" where the server's submits the form.
      await page.locator(`.cancel-card button[type="${javaScriptEnabled ? "button" : "submit"}"]`).waitFor();
      return Promise.all(parts.map((part) => part.boundingBox()));
    };
    expect(await boxes(true)).toEqual(await boxes(false));
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
