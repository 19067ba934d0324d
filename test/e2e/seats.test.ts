import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { dateAhead } from "../scenarios/bookings";
import { screenshot, useBrowser } from "./browser";
import { seedHost, slotButtons } from "./booking-host";

const browser = useBrowser();

/** The host gives the type 3 seats in Booking Setup; the form shows the API's refusal of a plain-http link on the way. */
async function giveSeats(page: Page, title: string): Promise<void> {
  await page.goto("/event-types");
  await page.getByRole("listitem", { name: title, exact: true }).getByRole("button", { name: "Edit" }).click();
  const form = page.getByRole("dialog", { name: "Edit Booking Type" });
  await form.getByLabel("Where to meet").selectOption("link");
  const link = form.getByLabel("Meeting link (https)*");
  await link.fill("http://meet.example.com/yoga");
  await form.getByLabel("Seats per time").fill("3");
  await form.getByRole("button", { name: "Save Changes" }).click();
  await form.getByRole("alert").getByText("The meeting link must be an https:// address.").waitFor();
  await link.fill("https://meet.example.com/yoga");
  await form.getByRole("button", { name: "Save Changes" }).click();
  await form.waitFor({ state: "hidden" });
}

/*
 * A visitor books a seat of a seated time and sees its count drop; the time stays offered
 * while seats are left (test/worker/seats-page.test.ts covers full times and the other types).
 */
describe("seats", () => {
  it("a host gives a type seats; a visitor books one and the time shows one seat fewer", async () => {
    const host = await seedHost({ eventTypes: [{ title: "Yoga class", durations: [30] }] });
    await giveSeats(await browser.newPage({ token: host.token }), "Yoga class");

    const visitor = await browser.newPage({ timezoneId: "Europe/Berlin" });
    // Tomorrow, a whole day: today's first time may start before it is booked or looked at again.
    const tomorrow = `/book/${host.slugs[0]}?date=${dateAhead(1, "Europe/Berlin")}`;
    await visitor.goto(tomorrow);
    // The script's buttons show the times in the browser's zone.
    const first = slotButtons(visitor).first();
    await first.getByText("3 of 3 seats left").waitFor();
    const time = (await first.textContent())?.replace("3 of 3 seats left", "") ?? "";

    await first.click();
    await visitor.getByLabel("Name *").fill("Ada Lovelace");
    await visitor.getByLabel("Email").fill(`seat-${crypto.randomUUID().slice(0, 8)}@example.com`);
    const posted = visitor.waitForResponse((response) => response.url().endsWith("/api/public/bookings") && response.request().method() === "POST");
    await visitor.getByRole("button", { name: "Confirm Booking" }).click();
    expect((await posted).status()).toBe(201);

    await visitor.goto(tomorrow);
    await expect.poll(() => slotButtons(visitor).first().textContent()).toBe(`${time}2 of 3 seats left`);
    await screenshot(visitor, "seats-left");
  });
});
