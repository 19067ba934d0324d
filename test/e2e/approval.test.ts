import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { openAnotherFreeDay, seedHost, slotButtons } from "./booking-host";
import { type MailboxMessage, mailTo } from "./dev-mailbox";

const browser = useBrowser();

/** The first mail to `address` whose subject starts with `subject`, once it has arrived. */
async function mailed(address: string, subject: string): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect.poll(async () => (found = (await mailTo(address)).find((mail) => mail.subject.startsWith(subject))), { timeout: 15_000 }).toBeTruthy();
  return found!;
}

describe("requires confirmation", () => {
  it("a visitor's booking is a request; the host approves it from the mailed link without signing in, and the booker's invitation arrives", async () => {
    const host = await seedHost({ eventTypes: [{ requires_confirmation: true, confirmation_hours: 48 }] });
    const hostEmail = `${host.username}@example.com`;
    const booker = `requester-${crypto.randomUUID().slice(0, 8)}@example.com`;

    const visitor = await browser.newPage({ timezoneId: "Europe/Berlin" });
    await visitor.goto(`/book/${host.slugs[0]}`);
    // A whole free day: today's first time may start before the host approves, which declines the request.
    await openAnotherFreeDay(visitor);
    await slotButtons(visitor).first().click();
    await visitor.getByLabel("Name *").fill("Ada Lovelace");
    await visitor.getByLabel("Email").fill(booker);
    const posted = visitor.waitForResponse((response) => response.url().endsWith("/api/public/bookings") && response.request().method() === "POST");
    await visitor.getByRole("button", { name: "Confirm Booking" }).click();
    const answer = (await (await posted).json()) as { booking: { status: string } };
    expect(answer.booking.status).toBe("pending");
    const receipt = await mailed(booker, "Request received:");
    expect(receipt.ics_method).toBeNull();

    const request = await mailed(hostEmail, "Booking request:");
    const approveUrl = /Approve: (\S+)/.exec(request.text)?.[1] ?? "";
    expect(approveUrl).toMatch(/\/requests\/\d+\/approve\/[0-9a-f]{64}$/);
    const hostPage = await browser.newPage();
    await hostPage.goto(new URL(approveUrl).pathname);
    await hostPage.getByRole("heading", { name: "Approve booking request" }).waitFor();
    await hostPage.getByText("Ada Lovelace").first().waitFor();
    await hostPage.getByRole("button", { name: "Approve request" }).click();
    await hostPage.getByRole("status").getByText("Approved.", { exact: false }).waitFor();

    const confirmation = await mailed(booker, "Confirmed:");
    expect(confirmation.ics_method).toBe("REQUEST");
    // The link is single use: opening it again says what happened, and offers no button.
    await hostPage.goto(new URL(approveUrl).pathname);
    await hostPage.getByRole("alert").getByText("This request was already approved.").waitFor();
    expect(await hostPage.getByRole("button", { name: "Approve request" }).count()).toBe(0);
  });
});
