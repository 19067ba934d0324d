import { describe, expect, it } from "vitest";
import { screenshot, useBrowser } from "./browser";
import { seedHost, slotButtons } from "./booking-host";

const browser = useBrowser();

/* Issue 29, where to meet: a video call shows only its kind before booking, and its own room once booked. */
describe("where to meet", () => {
  it("the host names their Jitsi server in Settings; a visitor's confirmation page shows the booking's room on it as a link", async () => {
    const host = await seedHost({ eventTypes: [{ location_kind: "jitsi", location: "Video call" }] });

    const settings = await browser.newPage({ token: host.token });
    await settings.goto("/settings");
    const field = settings.getByRole("region", { name: "Video calls" }).getByLabel("Jitsi server");
    await field.fill("https://jitsi.example.org/");
    await settings.getByRole("region", { name: "Video calls" }).getByRole("button", { name: "Save" }).click();
    await settings.getByText("Video call server saved.").waitFor();
    await expect.poll(() => field.inputValue()).toBe("https://jitsi.example.org");

    const visitor = await browser.newPage({ timezoneId: "Europe/Berlin" });
    await visitor.goto(`/book/${host.slugs[0]}`);
    await visitor.locator(".event-facts").getByText("Video call").waitFor();
    await slotButtons(visitor).first().click();
    await visitor.getByLabel("Name *").fill("Ada Lovelace");
    const posted = visitor.waitForResponse((response) => response.url().endsWith("/api/public/bookings") && response.request().method() === "POST");
    await visitor.getByRole("button", { name: "Confirm Booking" }).click();
    const answer = (await (await posted).json()) as { booking: { meeting_url: string } };
    expect(answer.booking.meeting_url).toMatch(/^https:\/\/jitsi\.example\.org\/[0-9a-f]{32}$/);
    await visitor.getByRole("heading", { name: "Booking Confirmed!" }).waitFor();
    const room = visitor.locator(".confirmed-facts").getByRole("link", { name: answer.booking.meeting_url });
    await expect.poll(() => room.getAttribute("href")).toBe(answer.booking.meeting_url);
    await screenshot(visitor, "meeting-places-confirmed");
  });
});
