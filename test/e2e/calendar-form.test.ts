import type { Page } from "playwright-core";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { createUser, testClientAddress } from "./accounts";
import { appUrl, useBrowser } from "./browser";

/*
 * The event form's rules and the dialog's failures: validation, all-day and
 * 'No end', the end date following the start, guests chips, the WEEKLY day picker, Cancel, the
 * delete time-out, server errors over fallbacks, and the sign-out on a 401.
 */
const browser = useBrowser();
const ZONE = "Europe/Berlin";
const TOMORROW = Temporal.Now.plainDateISO(ZONE).add({ days: 1 });
const at = (time: string) => new Date(Temporal.PlainDateTime.from(`${TOMORROW}T${time}`).toZonedDateTime(ZONE).epochMilliseconds).toISOString();

async function seedEvent(token: string, title: string): Promise<void> {
  const response = await fetch(new URL("/api/events/manual", appUrl()), {
    method: "POST",
    headers: { "content-type": "application/json", "x-auth-token": token, "CF-Connecting-IP": testClientAddress() },
    body: JSON.stringify({ title, type: "personal", is_all_day: false, start_time: at("10:00"), end_time: at("11:00"), timezone: ZONE }),
  });
  expect(response.status).toBe(201);
}

/** The day view of tomorrow, in ZONE. */
async function openTomorrow(token: string): Promise<Page> {
  const page = await browser.newPage({ token });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setTimezoneOverride", { timezoneId: ZONE });
  await page.addInitScript(() => localStorage.setItem("calendarView", "day"));
  await page.goto("/");
  await page.getByRole("button", { name: "Next day" }).click();
  await page.getByRole("heading", { name: TOMORROW.toLocaleString("en-US", { month: "long", day: "numeric", year: "numeric" }) }).waitFor();
  return page;
}

describe("the event form", () => {
  it("checks the title, follows all-day and 'No end', moves the end date, and keeps guest chips unique", async () => {
    const host = await createUser(appUrl(), "calform");
    const page = await openTomorrow(host.token);
    await page.getByRole("button", { name: "Add Event" }).click();
    const form = page.getByRole("dialog", { name: "Add Event" });
    await expect.poll(() => form.getByLabel("Type").locator("option").allTextContents()).toEqual(["Personal", "Blocked", "Birthday"]);

    await form.getByRole("button", { name: "Save" }).click();
    await form.getByText("Title is required.").waitFor();

    // The end date follows the start date until it is edited by hand.
    const start = form.getByLabel("Start date*");
    const end = form.getByLabel("End date*");
    await start.fill(`${TOMORROW.add({ days: 3 })}`);
    await expect.poll(() => end.inputValue()).toBe(`${TOMORROW.add({ days: 3 })}`);
    await end.fill(`${TOMORROW.add({ days: 5 })}`);
    await start.fill(`${TOMORROW.add({ days: 4 })}`);
    await expect.poll(() => end.inputValue()).toBe(`${TOMORROW.add({ days: 5 })}`);

    // All-day: no times, no 'No end', the end date back on the start date.
    await form.getByLabel("No end").check();
    await form.getByLabel("All day").check();
    await expect.poll(() => form.getByLabel("No end").count()).toBe(0);
    await expect.poll(() => form.getByLabel("Start time*").count()).toBe(0);
    await expect.poll(() => end.inputValue()).toBe(`${TOMORROW.add({ days: 4 })}`);
    await form.getByLabel("All day").uncheck();
    await expect.poll(() => form.getByLabel("No end").isChecked()).toBe(false);
    await form.getByLabel("No end").check();
    await expect.poll(() => form.getByLabel("End date*").count()).toBe(0);
    await expect.poll(() => form.getByLabel("End time*").count()).toBe(0);

    const guests = form.getByLabel("Guests");
    for (const typed of ["alice", "Enter", "bob,", "alice", "Enter", "   ", "Enter"]) {
      if (typed === "Enter") await guests.press("Enter");
      else await guests.pressSequentially(typed);
    }
    await expect.poll(() => form.locator(".chip").allTextContents()).toEqual(["alice×", "bob×"]);
    await form.getByRole("button", { name: "Remove bob" }).click();

    // Days to repeat on are offered for WEEKLY only.
    await form.getByLabel("Frequency").selectOption("MONTHLY");
    await expect.poll(() => form.getByRole("group", { name: "Repeat on" }).count()).toBe(0);
    await form.getByLabel("Repeat every").fill("2");
    await form.getByLabel("Frequency").selectOption("WEEKLY");
    await form.getByRole("group", { name: "Repeat on" }).waitFor();
    await form.getByLabel("Frequency").selectOption("");

    await form.getByLabel("Title*").fill("Ping");
    await form.getByLabel("Start date*").fill(`${TOMORROW}`);
    await form.getByLabel("Start time*").fill("15:00");
    await form.getByRole("button", { name: "Save" }).click();
    await form.waitFor({ state: "detached" });
    const card = page.locator(".tg-column").getByRole("button", { name: /Ping/ });
    await card.waitFor();
    await expect.poll(() => card.getAttribute("class")).toContain("point");
    await card.click();
    const details = page.getByRole("dialog", { name: "Ping", exact: true });
    await details.getByText("Guests").waitFor();
    await details.getByText("alice", { exact: true }).waitFor();

    // Cancel in an existing event's form returns to its details; Cancel in a new one closes.
    await details.getByRole("button", { name: "Edit" }).click();
    await page.getByRole("dialog", { name: "Edit Event" }).getByRole("button", { name: "Cancel" }).click();
    await details.getByRole("button", { name: "Export .ics" }).waitFor();
    await details.getByRole("button", { name: "Close" }).click();
    await page.getByRole("button", { name: "Add Event" }).click();
    await form.getByRole("button", { name: "Cancel" }).click();
    await form.waitFor({ state: "detached" });
  });
});

describe("failures", () => {
  it("says a delete timed out after 10 seconds, and shows the server's error over the fallback", async () => {
    const host = await createUser(appUrl(), "calfail");
    await seedEvent(host.token, "Fragile");
    const page = await openTomorrow(host.token);
    const answers: ("hang" | "error" | "html")[] = ["hang", "error", "html"];
    await page.route("**/api/events/manual/*", async (route) => {
      if (route.request().method() !== "DELETE") return route.continue();
      const answer = answers.shift();
      if (answer === "hang") return; // Never answered: the client must give up by itself.
      if (answer === "error") return route.fulfill({ status: 500, json: { error: "The calendar is read-only right now." } });
      return route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" });
    });
    await page.locator(".tg-column").getByRole("button", { name: /Fragile/ }).click();
    await page.getByRole("dialog", { name: "Fragile", exact: true }).getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Event" });
    await confirm.getByText('Are you sure you want to permanently delete "Fragile"?', { exact: true }).waitFor();
    const deleteButton = confirm.getByRole("button", { name: "Delete", exact: true });

    const started = Date.now();
    await deleteButton.click();
    await confirm.getByText("Request timed out. The action may have still succeeded.").waitFor({ timeout: 20_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_500);
    await deleteButton.click();
    await confirm.getByText("The calendar is read-only right now.").waitFor();
    await deleteButton.click();
    await confirm.getByText("Failed to delete event", { exact: true }).waitFor();
  });

  it("falls back to 'Failed to cancel event' when cancelling a booking fails without a message", async () => {
    const host = await createUser(appUrl(), "calcancel");
    const booked = {
      id: 9_999_999,
      title: "Intro call",
      type: "booked",
      description: "",
      location: "Online",
      is_all_day: false,
      start_time: at("12:00"),
      end_time: at("12:30"),
      start_date: null,
      end_date: null,
      guests: [],
      recurrence_id: null,
      recurrence: null,
      original_start_time: null,
      booking_id: 9_999_998,
      booker_name: "Grace Hopper",
      booker_email: "grace@example.com",
    };
    const page = await openTomorrow(host.token);
    // The month answer is made up: the failure under test is the cancel call's.
    await page.route("**/api/events/manual?*", (route) => route.fulfill({ json: [booked] }));
    await page.route("**/api/events/bookings/*", (route) => route.fulfill({ status: 500, contentType: "text/html", body: "oops" }));
    await page.getByRole("button", { name: "Today" }).click();
    await page.getByRole("button", { name: "Next day" }).click();
    await page.locator(".tg-column").getByRole("button", { name: /Intro call/ }).click();
    await page.getByRole("dialog", { name: "Intro call", exact: true }).getByRole("button", { name: "Cancel booking" }).click();
    const confirm = page.getByRole("dialog", { name: "Cancel Booking" });
    await confirm.getByText('Are you sure you want to cancel the booking with "Grace Hopper"? They will be notified by email.', { exact: true }).waitFor();
    await confirm.getByRole("button", { name: "Cancel booking" }).click();
    await confirm.getByText("Failed to cancel event", { exact: true }).waitFor();
  });

  it("signs the user out when the events call answers 401", async () => {
    const host = await createUser(appUrl(), "cal401");
    const page = await browser.newPage({ token: host.token });
    await page.route("**/api/events/manual?*", (route) => route.fulfill({ status: 401, json: { error: "Your session has expired." } }));
    await page.goto("/");
    await page.waitForURL("**/login");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });
});
