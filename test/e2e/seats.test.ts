import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { seedHost, slotButtons } from "./booking-host";

const browser = useBrowser();

/*
 * Issue 29: a visitor books a seat of a seated time and sees its count drop; the time stays offered
 * while seats are left (test/worker/seats-page.test.ts covers full times and the other types).
 */
describe("seats", () => {
  it("a visitor books a seat and the time shows one seat fewer", async () => {
    const host = await seedHost({ eventTypes: [{ title: "Yoga class", durations: [30], seats: 3 }] });
    const visitor = await browser.newPage({ timezoneId: "Europe/Berlin" });
    await visitor.goto(`/book/${host.slugs[0]}`);
    const first = slotButtons(visitor).first();
    await first.getByText("3 of 3 seats left").waitFor();
    const time = (await first.textContent())?.replace("3 of 3 seats left", "") ?? "";

    await first.click();
    await visitor.getByLabel("Name *").fill("Ada Lovelace");
    await visitor.getByLabel("Email").fill(`seat-${crypto.randomUUID().slice(0, 8)}@example.com`);
    const posted = visitor.waitForResponse((response) => response.url().endsWith("/api/public/bookings") && response.request().method() === "POST");
    await visitor.getByRole("button", { name: "Confirm Booking" }).click();
    expect((await posted).status()).toBe(201);

    await visitor.goto(`/book/${host.slugs[0]}`);
    await expect.poll(() => slotButtons(visitor).first().textContent()).toBe(`${time}2 of 3 seats left`);
  });
});
