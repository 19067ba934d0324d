import { describe, expect, it } from "vitest";
import { apiCall } from "./api";
import { apiSlots, seedHost } from "./booking-host";
import { screenshot, useBrowser } from "./browser";

/* Booking Setup → Limits: a host limits a booking type and the booking page follows. */

const browser = useBrowser();

const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe("booking limits", () => {
  it("are set in the booking type form and keep later days off the booking page", async () => {
    const host = await seedHost({ timezone: "UTC", eventTypes: [{ title: "Limited call", durations: [30] }] });
    expect((await apiSlots(host.slugs[0]!, dayAhead(6), 30, "UTC")).length).toBeGreaterThan(0);

    const page = await browser.newPage({ token: host.token });
    await page.goto("/event-types");
    await page.getByRole("listitem", { name: "Limited call", exact: true }).getByRole("button", { name: "Edit" }).click();
    const form = page.getByRole("dialog", { name: "Edit Booking Type" });
    await form.getByLabel("Bookable up to (days ahead)").fill("0");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await form.getByText("Days ahead must be a whole number from 1 to 365.").waitFor();
    await form.getByLabel("Bookable up to (days ahead)").fill("5");
    await form.getByLabel("Most bookings per day").fill("2");
    await form.getByLabel("Bookers may cancel until (hours before)").fill("24");
    await screenshot(page, "event-type-limits");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await form.waitFor({ state: "detached" });

    const [saved] = await apiCall<{ limits: Record<string, unknown> }[]>("GET", "/api/event-types", host.token);
    expect(saved!.limits).toEqual({ window_days: 5, window_start: null, window_end: null, max_per_day: 2, max_per_week: null, change_cutoff: 1440 });
    expect(await apiSlots(host.slugs[0]!, dayAhead(6), 30, "UTC")).toEqual([]);
    expect((await apiSlots(host.slugs[0]!, dayAhead(5), 30, "UTC")).length).toBeGreaterThan(0);
  });
});
