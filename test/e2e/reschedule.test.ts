import { describe, expect, it } from "vitest";
import { screenshot, useBrowser } from "./browser";
import { apiSlots, bookAsVisitor, seedHost, slotButtons, useTimeZone, wallClock } from "./booking-host";
import { mailedRescheduleLink, mailTo } from "./dev-mailbox";

const browser = useBrowser();

describe("reschedule page /reschedule/{token}", () => {
  it("a visitor opens the link from their confirmation mail, moves the booking and sees the new time", async () => {
    const host = await seedHost({ timezone: "UTC" });
    const slug = host.slugs[0]!;
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const [first, , third] = await apiSlots(slug, day, 30, "UTC");
    if (!first || !third) throw new Error("no free slots that day");
    const email = `mover-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await bookAsVisitor({ eventTypeSlug: slug, startTime: first, duration: 30, name: "Ada Lovelace", email, notes: "", guests: [] });

    const link = await mailedRescheduleLink(email);

    const page = await useTimeZone(await browser.newPage(), "UTC");
    await page.goto(link);
    await page.getByText(`Currently: `).waitFor();
    await expect.poll(() => page.locator(".current-booking").textContent()).toContain(wallClock(first, "UTC"));
    // The page opens on the booking's day, with its own time offered again.
    await page.getByRole("button", { name: new RegExp(`^${wallClock(first, "UTC")}`) }).waitFor();
    await expect.poll(() => slotButtons(page).count()).toBeGreaterThan(2);
    await screenshot(page, "reschedule");
    await page.getByRole("button", { name: new RegExp(`^${wallClock(third, "UTC")}`) }).click();
    await page.getByRole("heading", { name: "Confirm the new time" }).waitFor();
    await page.getByRole("button", { name: "Confirm new time" }).click();
    await page.getByRole("heading", { name: "Booking Rescheduled" }).waitFor();
    await expect.poll(() => page.getByText(/is now on/).textContent()).toContain(wallClock(third, "UTC"));

    await expect.poll(async () => (await mailTo(email)).some((mail) => mail.subject.startsWith("Rescheduled:"))).toBe(true);
    const slots = await apiSlots(slug, day, 30, "UTC");
    expect(slots).toContain(first);
    expect(slots).not.toContain(third);
  });
});
