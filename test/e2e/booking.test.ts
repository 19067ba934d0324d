import ICAL from "ical.js";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { downloadedText, appUrl, type PageOptions, screenshot, useBrowser } from "./browser";
import { apiSlots, openAnotherFreeDay, seedHost, slotButtons, useTimeZone, wallClock } from "./booking-host";

const browser = useBrowser();
const KATHMANDU = "Asia/Kathmandu";

const visitorPage = async (timeZone: string, options: PageOptions = {}) => useTimeZone(await browser.newPage(options), timeZone);

/** "yyyy-MM-dd" of the day selected in the calendar (its label reads "Sunday, November 22, 2026"). */
async function selectedDate(page: Page): Promise<string> {
  const label = await page.locator(".calendar-day.selected").getAttribute("aria-label");
  return new Date(`${label} UTC`).toISOString().slice(0, 10);
}

const dayLabel = (date: string) =>
  new Intl.DateTimeFormat("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(Date.parse(date));

/** Opens the booking page on `date` (in the month it opens on, or the next) and answers the times it lists. */
async function timesOn(page: Page, slug: string, date: string): Promise<string[]> {
  await page.goto(`/book/${slug}`);
  await slotButtons(page).first().waitFor();
  const day = page.getByRole("button", { name: dayLabel(date) });
  if ((await day.count()) === 0) await page.getByRole("button", { name: "Next month" }).click();
  await day.click();
  await page.getByRole("heading", { name: dayLabel(date) }).waitFor();
  await slotButtons(page).first().waitFor();
  return slotButtons(page).allTextContents();
}

describe("booking page /book/{slug}", () => {
  it("books a slot end to end from a Kathmandu browser, cancels it by the private link, and the slot is free again", async () => {
    const host = await seedHost({ timezone: "Europe/Berlin" });
    const slug = host.slugs[0]!;
    const page = await visitorPage(KATHMANDU);
    // Names and notes are text, never markup: nothing the booker types may run.
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/book/${slug}`);

    // Left panel and the visitor's zone.
    await page.getByRole("heading", { name: "Intro call" }).waitFor();
    await expect.poll(() => page.getByRole("link", { name: "← All booking options" }).getAttribute("href")).toBe(`/u/${host.username}`);
    await page.getByText(host.username, { exact: true }).waitFor();
    await page.getByText("A first chat.").waitFor();
    await page.getByText("Online").waitFor();
    // The label is the browser's own name for its zone (Debian's Chromium still says "Asia/Katmandu").
    const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect([KATHMANDU, "Asia/Katmandu"]).toContain(browserZone);
    await page.getByText(`Time zone: ${browserZone}`).waitFor();
    await expect.poll(() => page.getByLabel("Time slot interval").inputValue()).toBe("15");
    await expect.poll(() => page.getByRole("button", { name: "30 min" }).getAttribute("aria-pressed")).toBe("true");

    // The first free day is preselected and its times are the API's, on Kathmandu's clock (+05:45).
    await slotButtons(page).first().waitFor();
    const firstDate = await selectedDate(page);
    const firstTimes = (await apiSlots(slug, firstDate, 30, KATHMANDU)).filter((slot) => Date.parse(slot) > Date.now()).map((slot) => wallClock(slot, KATHMANDU));
    expect(firstTimes.length).toBeGreaterThan(0);
    await expect.poll(() => slotButtons(page).allTextContents()).toEqual(firstTimes);
    // The booking is made on a whole free day: late in the day, today's one time left would leave none to compare with.
    await openAnotherFreeDay(page);
    const date = await selectedDate(page);
    const expected = (await apiSlots(slug, date, 30, KATHMANDU)).map((slot) => wallClock(slot, KATHMANDU));
    await expect.poll(() => slotButtons(page).allTextContents()).toEqual(expected);
    await screenshot(page, "booking-slots-light");

    // Choosing a time: the form, the interval locked.
    const chosen = expected[0]!;
    await slotButtons(page).first().click();
    await page.getByRole("heading", { name: "Confirm your booking" }).waitFor();
    await page.getByText(dayLabel(date)).waitFor();
    await expect.poll(() => page.getByLabel("Time slot interval").isDisabled()).toBe(true);
    // Cancel returns to the list; choosing again brings the form back.
    await page.getByRole("button", { name: "Cancel" }).click();
    await slotButtons(page).first().click();

    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await page.getByText("Please enter your name.").waitFor();
    await page.getByLabel("Name *").fill("Ada <b>Lovelace</b>");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await page.getByText("Please enter a valid email address.").waitFor();
    await page.getByLabel("Email").fill("ada@example.com");
    const guests = page.getByRole("textbox", { name: "Guests" });
    await guests.fill("ann");
    await guests.press("Enter");
    await guests.pressSequentially(" bob ,");
    await guests.fill("ann");
    await guests.press("Enter");
    await expect.poll(() => page.getByRole("list", { name: "Guests added" }).getByRole("listitem").allTextContents()).toEqual(["ann×", "bob×"]);
    await page.getByLabel("Notes").fill('<img src=x onerror="alert(1)"> see you');
    await screenshot(page, "booking-form-light");

    const posted = page.waitForResponse((response) => response.url().endsWith("/api/public/bookings") && response.request().method() === "POST");
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    const sent = response.request().postDataJSON() as { startTime: string; guests: string[]; duration: number };
    expect(sent.startTime).toMatch(/T\d{2}:\d{2}:00\.000Z$/);
    expect(wallClock(sent.startTime, KATHMANDU)).toBe(chosen);
    expect(sent.guests).toEqual(["ann", "bob"]);
    expect(sent.duration).toBe(30);
    const { booking } = (await response.json()) as { booking: { cancel_url: string; ics_uid: string; start_time: string; end_time: string } };

    // Success screen.
    await page.getByRole("heading", { name: "Booking Confirmed!" }).waitFor();
    const cancelUrl = `${appUrl()}${booking.cancel_url}`;
    const cancelLink = page.getByRole("link", { name: cancelUrl });
    await expect.poll(() => cancelLink.getAttribute("href")).toBe(cancelUrl);
    const google = new URL((await page.getByRole("link", { name: "Google Calendar" }).getAttribute("href"))!);
    expect(google.origin + google.pathname).toBe("https://calendar.google.com/calendar/render");
    const compact = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
    expect(google.searchParams.get("dates")).toBe(`${compact(booking.start_time)}/${compact(booking.end_time)}`);
    expect(google.searchParams.get("details")).toContain(cancelUrl);
    const outlook = new URL((await page.getByRole("link", { name: "Outlook" }).getAttribute("href"))!);
    expect(outlook.searchParams.get("startdt")).toBe(booking.start_time);
    expect(outlook.searchParams.get("location")).toBe("Online");
    await expect.poll(() => page.getByRole("link", { name: `Book another event with ${host.username}` }).getAttribute("href")).toBe(`/u/${host.username}`);
    await expect.poll(() => page.getByRole("button", { name: "Add to my calendar" }).count()).toBe(0);
    await page.getByText("Log in to save booking to your own calendar").waitFor();

    // The .ics file reads back with an independent parser.
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download .ics" }).click();
    const ics = await downloadedText(await downloading);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//Hangout//Booking page//EN");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.uid).toBe(booking.ics_uid);
    expect(event.summary).toBe(`Intro call with ${host.username}`);
    expect(event.startDate.toJSDate().toISOString()).toBe(booking.start_time);
    expect(event.description).toContain(cancelUrl);
    await screenshot(page, "booking-confirmed-light");

    // The slot is gone for the next visitor.
    const other = await visitorPage(KATHMANDU);
    expect(await timesOn(other, slug, date)).not.toContain(chosen);

    // The private link cancels it.
    await cancelLink.click();
    await page.getByRole("button", { name: "Confirm Cancellation" }).waitFor();
    await page.getByText("Intro call", { exact: true }).waitFor();
    await page.getByText(dayLabel(date)).waitFor();
    await page.getByText(new RegExp(`^${chosen} – `)).waitFor();
    await screenshot(page, "cancel-light");
    await page.getByRole("button", { name: "Confirm Cancellation" }).click();
    await page.getByRole("heading", { name: "Booking Cancelled" }).waitFor();
    await page.getByText("Your booking has been successfully cancelled. A confirmation has been sent if an email was provided.").waitFor();
    await expect.poll(() => page.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    await screenshot(page, "cancel-done-light");

    // Free again.
    expect(await timesOn(other, slug, date)).toContain(chosen);
    expect(dialogs).toEqual([]);
  });

  it("reloads times for another duration and filters them to the chosen interval", async () => {
    const host = await seedHost({ timezone: "Europe/Berlin" });
    const slug = host.slugs[0]!;
    const page = await visitorPage(KATHMANDU, { colorScheme: "dark" });
    await page.goto(`/book/${slug}`);
    await slotButtons(page).first().waitFor();
    const date = await selectedDate(page);
    const future = (slots: string[]) => slots.filter((slot) => Date.parse(slot) > Date.now());

    await page.getByRole("button", { name: "1h" }).click();
    const hourLong = future(await apiSlots(slug, date, 60, KATHMANDU)).map((slot) => wallClock(slot, KATHMANDU));
    await page.waitForFunction(
      (count) => document.querySelectorAll("[aria-label='Available times'] button").length === count,
      hourLong.length,
    );
    await expect.poll(() => slotButtons(page).allTextContents()).toEqual(hourLong);

    await page.getByLabel("Time slot interval").selectOption("60");
    const onTheHour = hourLong.filter((time) => time.endsWith(":00"));
    await page.waitForFunction(
      (count) => document.querySelectorAll("[aria-label='Available times'] button").length === count,
      onTheHour.length,
    );
    await expect.poll(() => slotButtons(page).allTextContents()).toEqual(onTheHour);
    await screenshot(page, "booking-slots-dark");

    // Another month comes from the API; the current month is the earliest. (On a month's last days the
    // page opens on the next month, when nothing is left in this one: back to the current month first.)
    const previous = page.getByRole("button", { name: "Previous month" });
    if (await previous.isEnabled()) {
      const next = await page.locator(".calendar-title").textContent();
      await previous.click();
      await page.waitForFunction((before) => document.querySelector(".calendar-title")?.textContent !== before, next);
    }
    await expect.poll(() => previous.isDisabled()).toBe(true);
    const title = await page.locator(".calendar-title").textContent();
    await page.getByRole("button", { name: "Next month" }).click();
    await page.waitForFunction((before) => document.querySelector(".calendar-title")?.textContent !== before, title);
    await slotButtons(page).first().waitFor();
    await expect.poll(() => page.locator(".calendar-day.free").count()).toBeGreaterThan(27);
  });

  it("shows 'No available slots for this day.' when the host's hours are over for the day shown", async () => {
    // Hours that never fit a 60-minute meeting: the page has nothing to offer.
    const host = await seedHost({ start: "09:00", end: "09:30", eventTypes: [{ durations: [60] }] });
    const page = await visitorPage(KATHMANDU, { viewport: { width: 390, height: 800 } });
    await page.goto(`/book/${host.slugs[0]}`);
    await page.getByText("No available slots for this day.").waitFor();
    await page.getByText("Try selecting a different date").waitFor();
    await expect.poll(() => page.locator(".calendar-day.free").count()).toBe(0);
    // A phone shows it all without sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, "booking-empty-phone-light");
  });

  it("answers an unknown or private slug with 'Booking page not found.' (404) and a way home", async () => {
    const host = await seedHost({ eventTypes: [{ title: "Secret", is_public: false }] });
    for (const slug of ["no-such-booking-page", host.slugs[0]!]) {
      const response = await fetch(new URL(`/book/${slug}`, appUrl()));
      expect(response.status).toBe(404);
      const page = await visitorPage(KATHMANDU, { colorScheme: slug === host.slugs[0] ? "dark" : "light" });
      await page.goto(`/book/${slug}`);
      await page.getByRole("heading", { name: "Booking page not found." }).waitFor();
      await expect.poll(() => page.getByRole("link", { name: "Go back to home" }).getAttribute("href")).toBe("/");
      await expect.poll(() => page.getByText("Secret").count()).toBe(0);
      await screenshot(page, `booking-not-found-${slug === host.slugs[0] ? "dark" : "light"}`);
    }
  });
});
