import { describe, expect, it } from "vitest";
import { screenshot, useBrowser } from "./browser";
import { openAnotherFreeDay, seedHost, slotButtons } from "./booking-host";

const browser = useBrowser();

/* Where to meet: a video call shows only its kind before booking, and its own room once booked. */
describe("where to meet", () => {
  it("the host picks a Jitsi room in Booking Setup and names their server in Settings; a visitor's confirmation shows the booking's room on it as a link", async () => {
    const host = await seedHost({ eventTypes: [{ title: "Video chat" }] });

    const settings = await browser.newPage({ token: host.token });
    await settings.goto("/event-types");
    await settings.getByRole("listitem", { name: "Video chat", exact: true }).getByRole("button", { name: "Edit" }).click();
    const form = settings.getByRole("dialog", { name: "Edit Booking Type" });
    await form.getByLabel("Where to meet").selectOption("jitsi");
    // Each booking makes its own room: there is no place to type.
    await expect.poll(() => form.getByLabel("Location*").count()).toBe(0);
    await form.getByRole("button", { name: "Save Changes" }).click();
    await form.waitFor({ state: "hidden" });

    await settings.goto("/settings");
    const field = settings.getByRole("region", { name: "Video calls" }).getByLabel("Jitsi server");
    await field.fill("https://jitsi.example.org/");
    await settings.getByRole("region", { name: "Video calls" }).getByRole("button", { name: "Save" }).click();
    await settings.getByText("Video call server saved.").waitFor();
    await expect.poll(() => field.inputValue()).toBe("https://jitsi.example.org");

    const visitor = await browser.newPage({ timezoneId: "Europe/Berlin" });
    await visitor.goto(`/book/${host.slugs[0]}`);
    await visitor.locator(".event-facts").getByText("Video call").waitFor();
    // A whole free day: today's first time may start before the booking is sent.
    await openAnotherFreeDay(visitor);
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
