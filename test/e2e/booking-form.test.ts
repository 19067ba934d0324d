import { describe, expect, it } from "vitest";
import { createUser } from "./accounts";
import { appUrl, type PageOptions, screenshot, useBrowser } from "./browser";
import { openAnotherFreeDay, seedHost, slotButtons, useTimeZone } from "./booking-host";

const browser = useBrowser();
const KATHMANDU = "Asia/Kathmandu";

const visitorPage = async (timeZone: string, options: PageOptions = {}) => useTimeZone(await browser.newPage(options), timeZone);

describe("booking page: the details form and after", () => {
  it("books as the signed-in user: name read-only, and the add-to-my-calendar button", async () => {
    const host = await seedHost();
    const visitor = await createUser(appUrl(), "booker");
    const page = await visitorPage("America/New_York", { token: visitor.token });
    await page.goto(`/book/${host.slugs[0]}`);
    await page.getByText(`Logged in as ${visitor.username}`).waitFor();
    await slotButtons(page).first().click();
    const name = page.getByLabel("Name *");
    await expect.poll(() => name.inputValue()).toBe(visitor.username);
    await expect.poll(() => name.getAttribute("readonly")).not.toBeNull();
    const posted = page.waitForResponse((response) => response.url().endsWith("/api/public/bookings"));
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    const { booking } = (await (await posted).json()) as { booking: { id: number; start_time: string; booker_name: string; cancel_url: string } };
    expect(booking.booker_name).toBe(visitor.username);
    await page.getByRole("heading", { name: "Booking Confirmed!" }).waitFor();

    // A failure is an alert, and the button can be tried again.
    await page.route("**/api/events/manual", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
    // The alert blocks the page, so the click can only finish once the dialog is answered.
    const alerted = page.waitForEvent("dialog");
    const clicked = page.getByRole("button", { name: "Add to my calendar" }).click();
    const dialog = await alerted;
    expect(dialog.message()).toBe("Failed to add event to your calendar.");
    await dialog.accept();
    await clicked;
    await page.unroute("**/api/events/manual");

    await page.getByRole("button", { name: "Add to my calendar" }).click();
    const added = page.getByRole("button", { name: "Added to your calendar!" });
    await added.waitFor();
    await expect.poll(() => added.isDisabled()).toBe(true);
    await screenshot(page, "booking-confirmed-signed-in-light");

    // It is in the visitor's own calendar, as a booked event linking the cancel page.
    const month = booking.start_time.slice(0, 7);
    const listed = await fetch(new URL(`/api/events/manual?month=${month}`, appUrl()), { headers: { "x-auth-token": visitor.token } });
    const events = (await listed.json()) as { type: string; booking_id: number | null; start_time: string; manage_url: string | null }[];
    const saved = events.filter((event) => event.booking_id === booking.id);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ type: "booked", start_time: booking.start_time });
    // Its private link is the one the calendar labels "Manage this booking" (checked against the booking's token).
    expect(saved[0]!.manage_url).toBe(`${appUrl()}${booking.cancel_url}`);
  });

  it("says why booking failed in the form, and no longer offers a time someone else took", async () => {
    const host = await seedHost();
    const slug = host.slugs[0]!;
    const first = await visitorPage(KATHMANDU);
    const second = await visitorPage(KATHMANDU);
    // Both on the same whole free day: late in the day, today's one time left would leave the list empty once taken.
    for (const page of [first, second]) {
      await page.goto(`/book/${slug}`);
      await slotButtons(page).first().waitFor();
      await openAnotherFreeDay(page);
      await slotButtons(page).first().waitFor();
    }
    const taken = (await slotButtons(second).first().textContent())!;
    for (const page of [first, second]) {
      await slotButtons(page).first().click();
      await page.getByLabel("Name *").fill("Visitor");
    }
    await first.getByRole("button", { name: "Confirm Booking" }).click();
    await first.getByRole("heading", { name: "Booking Confirmed!" }).waitFor();

    // The server's reason wins over the fallback.
    await second.getByRole("button", { name: "Confirm Booking" }).click();
    await second.getByRole("alert").getByText("That time is no longer available.").waitFor();
    // Without a reason (the network failed), the fallback text.
    await second.route("**/api/public/bookings", (route) => route.abort());
    await second.getByRole("button", { name: "Confirm Booking" }).click();
    await second.getByRole("alert").getByText("Failed to confirm booking.").waitFor();
    await screenshot(second, "booking-failed-light");

    await second.getByRole("button", { name: "Cancel" }).click();
    await slotButtons(second).first().waitFor();
    await expect.poll(() => slotButtons(second).allTextContents()).not.toContain(taken);
  });
});
