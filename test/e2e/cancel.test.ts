import { describe, expect, it } from "vitest";
import { answer } from "../scenarios/api";
import { asBookingJson } from "../scenarios/bookings";
import { app } from "./api";
import { screenshot, useBrowser } from "./browser";
import { apiSlots, seedHost } from "./booking-host";

const browser = useBrowser();

/** Books the host's first free slot through the API; answers the private cancel path. */
async function bookFirstSlot(slug: string): Promise<string> {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const [startTime] = await apiSlots(slug, tomorrow, 30, "UTC");
  if (!startTime) throw new Error("no free slot tomorrow");
  const json = asBookingJson({ eventTypeSlug: slug, startTime, duration: 30, name: "Grace", email: "", notes: "", guests: [] });
  const visitor = app();
  const response = await answer(visitor.api({ address: visitor.newAddress() }).public.bookings.$post({ json }));
  expect(response.status).toBe(201);
  return response.body.booking.cancel_url;
}

describe("cancel page /cancel/{token}", () => {
  it("cancels after 'Confirm Cancellation', then says so on every later visit", async () => {
    const host = await seedHost();
    const cancelPath = await bookFirstSlot(host.slugs[0]!);
    const page = await browser.newPage({ colorScheme: "dark" });
    await page.goto(cancelPath);
    await page.getByText("Intro call", { exact: true }).waitFor();
    await page.getByText(host.username, { exact: true }).waitFor();
    await screenshot(page, "cancel-dark");

    // Slow the answer down a little to see the busy label.
    await page.route("**/api/public/bookings/*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.getByRole("button", { name: "Confirm Cancellation" }).click();
    await page.getByRole("button", { name: "Cancelling..." }).waitFor();
    await page.getByRole("heading", { name: "Booking Cancelled" }).waitFor();
    await page.getByText("Your booking has been successfully cancelled. A confirmation has been sent if an email was provided.").waitFor();
    await screenshot(page, "cancel-done-dark");

    await page.reload();
    await page.getByRole("heading", { name: "Booking Cancelled" }).waitFor();
    await page.getByText("This booking has already been cancelled.").waitFor();
    await expect.poll(() => page.getByRole("button", { name: "Confirm Cancellation" }).count()).toBe(0);
  });

  it("shows the server's message and a way home for a link that is not a booking", async () => {
    const page = await browser.newPage();
    await page.goto("/cancel/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    await page.getByRole("alert").getByText("Booking not found.").waitFor();
    await expect.poll(() => page.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    await expect.poll(() => page.getByRole("button", { name: "Confirm Cancellation" }).count()).toBe(0);
  });
});
