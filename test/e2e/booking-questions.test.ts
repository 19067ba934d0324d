import { describe, expect, it } from "vitest";
import { apiCall } from "./api";
import { apiSlots, openAnotherFreeDay, seedHost, slotButtons } from "./booking-host";
import { downloadedText, screenshot, useBrowser } from "./browser";
import { mailTexts } from "./dev-mailbox";

/*
 * Booking questions: the host sets limits and questions in Booking Setup, a visitor
 * answers them (prefilled from the link), the host reads the answers in Bookings and its CSV; the
 * visitor cancels with a reason the host is mailed.
 */

const browser = useBrowser();


describe("booking questions", () => {
  it("are set with limits in Booking Setup, answered by a visitor, listed and exported for the host", async () => {
    const host = await seedHost({ timezone: "UTC", eventTypes: [{ title: "Consultation", durations: [30] }] });
    const slug = host.slugs[0]!;
    const hostPage = await browser.newPage({ token: host.token });
    await hostPage.goto("/event-types");
    await hostPage.getByRole("listitem", { name: "Consultation", exact: true }).getByRole("button", { name: "Edit" }).click();
    const form = hostPage.getByRole("dialog", { name: "Edit Booking Type" });
    await form.getByLabel("Most bookings per day").fill("1");
    const questions = form.getByRole("group", { name: "Questions" });
    for (let added = 0; added < 3; added++) await questions.getByRole("button", { name: "Add question" }).click();
    const question = (number: number) => questions.getByRole("group", { name: `Question ${number}` });
    await question(1).getByLabel("Question", { exact: true }).fill("Company");
    await question(1).getByLabel("Required").check();
    await question(2).getByLabel("Question", { exact: true }).fill("Plan");
    await question(2).getByLabel("Answer type").selectOption({ label: "Single choice" });
    await form.getByRole("button", { name: "Save Changes" }).click();
    await question(2).getByText("Give at least 2 different choices.").waitFor();
    await question(2).getByLabel("Choices (one per line)").fill("Free\nPro");
    await question(3).getByLabel("Question", { exact: true }).fill("I accept the terms");
    await question(3).getByLabel("Answer type").selectOption({ label: "Checkbox" });
    await question(3).getByLabel("Required").check();
    await screenshot(hostPage, "event-type-questions");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await form.waitFor({ state: "detached" });
    const [saved] = await apiCall<{ questions: unknown; limits: { max_per_day: number | null } }[]>("GET", "/api/event-types", host.token);
    expect(saved!.limits.max_per_day).toBe(1);
    expect(saved!.questions).toEqual([
      { label: "Company", kind: "short_text", required: true, choices: [] },
      { label: "Plan", kind: "single_choice", required: false, choices: ["Free", "Pro"] },
      { label: "I accept the terms", kind: "checkbox", required: true, choices: [] },
    ]);

    // The visitor follows a link that fills in name, email and the first two answers.
    const email = `visitor-${Date.now().toString(36)}@example.com`;
    const visitor = await browser.newPage();
    await visitor.goto(`/book/${slug}?name=Ada%20Lovelace&email=${encodeURIComponent(email)}&a1=Acme%20Ltd&a2=pro`);
    // A whole free day: today's first time may start before the booking is sent.
    await openAnotherFreeDay(visitor);
    await slotButtons(visitor).first().click();
    await expect.poll(() => visitor.getByLabel("Name *").inputValue()).toBe("Ada Lovelace");
    await expect.poll(() => visitor.getByLabel("Email").inputValue()).toBe(email);
    await expect.poll(() => visitor.getByLabel("Company *").inputValue()).toBe("Acme Ltd");
    await expect.poll(() => visitor.getByLabel("Plan").inputValue()).toBe("Pro");
    await visitor.getByRole("button", { name: "Confirm Booking" }).click();
    await visitor.getByText("Please check this box.").waitFor();
    await visitor.getByLabel("I accept the terms *").check();
    await screenshot(visitor, "booking-form-questions");
    const posted = visitor.waitForResponse((response) => response.url().endsWith("/api/public/bookings"));
    await visitor.getByRole("button", { name: "Confirm Booking" }).click();
    const { booking } = (await (await posted).json()) as { booking: { start_time: string; cancel_url: string } };
    await visitor.getByRole("heading", { name: "Booking Confirmed!" }).waitFor();
    // The day is capped at one booking: nothing else is offered on it now.
    expect(await apiSlots(slug, booking.start_time.slice(0, 10), 30, "UTC")).toEqual([]);

    await hostPage.goto("/bookings");
    const row = hostPage.getByRole("row").filter({ hasText: "Ada Lovelace" });
    await row.getByRole("definition").filter({ hasText: "Acme Ltd" }).waitFor();
    expect(await row.getByRole("term").allTextContents()).toEqual(["Company", "Plan", "I accept the terms"]);
    expect(await row.getByRole("definition").allTextContents()).toEqual(["Acme Ltd", "Pro", "Yes"]);
    await screenshot(hostPage, "bookings-answers");
    const download = hostPage.waitForEvent("download");
    await hostPage.getByRole("button", { name: "Export CSV" }).click();
    const csv = await downloadedText(await download);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"Consultation","${host.username}","Ada Lovelace","${email}","","","Company: Acme Ltd\nPlan: Pro\nI accept the terms: Yes","confirmed"`);

    // The visitor cancels by the private link and says why; the host's mail carries it.
    await visitor.goto(booking.cancel_url);
    await visitor.getByLabel("Reason for cancelling (optional)").fill("My plans changed.");
    await visitor.getByRole("button", { name: "Confirm Cancellation" }).click();
    await visitor.getByText("Your booking has been successfully cancelled. A confirmation has been sent if an email was provided.").waitFor();
    const hostAddress = `${host.username}@example.com`;
    await expect.poll(async () => (await mailTexts(hostAddress)).some((text) => text.includes("Reason:\nMy plans changed."))).toBe(true);
    expect((await mailTexts(hostAddress)).some((text) => text.includes("Answers:\nCompany: Acme Ltd\nPlan: Pro\nI accept the terms: Yes"))).toBe(true);
  });
});
