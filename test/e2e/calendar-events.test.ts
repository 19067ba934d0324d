import type { Page } from "playwright-core";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { createUser } from "./accounts";
import { appUrl, downloadedText, screenshot, useBrowser } from "./browser";
import { apiCall } from "./api";
import { bookAsVisitor, seedHost } from "./booking-host";

/*
 * Changing the calendar through its dialogs: a weekly event added in the form, then edited and
 * deleted with both scopes, a booking cancelled, an event exported as .ics (and imported back), the
 * form's rules, and the delete time-out. The browser runs in Europe/Berlin with its clock pinned to
 * 08:00 tomorrow ("D"), so Today is D and the session token is still valid.
 */
const browser = useBrowser();
const ZONE = "Europe/Berlin";
const D = Temporal.Now.plainDateISO(ZONE).add({ days: 1 });
const NOW = Temporal.PlainDateTime.from(`${D}T08:00`).toZonedDateTime(ZONE);
const at = (day: Temporal.PlainDate, time: string) => new Date(Temporal.PlainDateTime.from(`${day}T${time}`).toZonedDateTime(ZONE).epochMilliseconds).toISOString();
const longDate = (day: Temporal.PlainDate) => day.toLocaleString("en-US", { month: "long", day: "numeric", year: "numeric" });
/** The weekday picker's button names: the host's language's short weekday names (English here). */
const weekdayName = (day: Temporal.PlainDate) => ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][day.dayOfWeek - 1]!;

const call = apiCall;

interface ApiEvent {
  title: string;
  start_time: string;
  end_time: string | null;
  location: string;
  description: string;
  is_all_day: boolean;
  start_date: string | null;
  end_date: string | null;
}

/** Title of every occurrence by its local day, over the months from D to D + 20 days. */
async function titlesByDay(token: string): Promise<Map<string, string[]>> {
  const months = [...new Set([D, D.add({ days: 20 })].map((day) => day.toPlainYearMonth().toString()))];
  const byDay = new Map<string, string[]>();
  for (const month of months) {
    for (const event of await call<ApiEvent[]>("GET", `/api/events/manual?month=${month}&tz=${ZONE}`, token)) {
      const day = Temporal.Instant.from(event.start_time).toZonedDateTimeISO(ZONE).toPlainDate().toString();
      byDay.set(day, [...new Set([...(byDay.get(day) ?? []), event.title])]);
    }
  }
  return byDay;
}

async function openCalendar(token: string, view: string, colorScheme: "light" | "dark" = "light"): Promise<Page> {
  const page = await browser.newPage({ token, colorScheme });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setTimezoneOverride", { timezoneId: ZONE });
  await page.clock.setFixedTime(new Date(NOW.epochMilliseconds));
  await page.addInitScript((stored) => localStorage.setItem("calendarView", stored), view);
  await page.goto("/");
  await page.getByRole("heading", { level: 1 }).waitFor();
  return page;
}

/** Day view of D + `offset`, with its events loaded. */
async function showDay(page: Page, offset: number): Promise<void> {
  await page.getByRole("button", { name: "Today" }).click();
  for (let step = 0; step < offset; step++) await page.getByRole("button", { name: "Next day" }).click();
  await page.getByRole("heading", { name: longDate(D.add({ days: offset })) }).waitFor();
  await page.locator('.calendar-page[aria-busy="false"]').waitFor();
}

const dayColumn = (page: Page) => page.locator(".tg-column");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A timed event's card on the day view: its times, then its title. */
const eventButton = (page: Page, title: string) => dayColumn(page).getByRole("button", { name: new RegExp(`^\\d\\d:\\d\\d.*${escapeRegExp(title)}$`) });

async function openEvent(page: Page, title: string) {
  await eventButton(page, title).click();
  const dialog = page.getByRole("dialog", { name: title, exact: true });
  await dialog.waitFor();
  return dialog;
}

describe("a weekly event", () => {
  it("is added in the form, then edited and deleted with both scopes", async () => {
    const host = await createUser(appUrl(), "calrec");
    const page = await openCalendar(host.token, "day");
    await showDay(page, 0);

    await page.getByRole("button", { name: "Add Event" }).click();
    const form = page.getByRole("dialog", { name: "Add Event" });
    // A new event starts at the next full hour and lasts one hour.
    await expect.poll(() => form.getByLabel("Start date*").inputValue()).toBe(`${D}`);
    await expect.poll(() => form.getByLabel("Start time*").inputValue()).toBe("09:00");
    await expect.poll(() => form.getByLabel("End time*").inputValue()).toBe("10:00");
    await form.getByLabel("Title*").fill("Standup");
    await form.getByLabel("Frequency").selectOption("WEEKLY");
    const picker = form.getByRole("group", { name: "Repeat on" });
    await expect.poll(() => picker.getByRole("button", { name: weekdayName(D), exact: true, pressed: true }).count()).toBe(1);
    await picker.getByRole("button", { name: weekdayName(D.add({ days: 2 })), exact: true }).click();
    await screenshot(page, "calendar-add-weekly-light");
    await form.getByRole("button", { name: "Save" }).click();
    await form.waitFor({ state: "detached" });
    await eventButton(page, "Standup").waitFor();
    let titles = await titlesByDay(host.token);
    for (const offset of [0, 2, 7, 9, 14, 16]) expect(titles.get(`${D.add({ days: offset })}`)).toEqual(["Standup"]);

    // 'This event only' on D+7: that occurrence alone changes.
    await showDay(page, 7);
    let details = await openEvent(page, "Standup");
    await details.getByText(/^Repeats every week on /).waitFor();
    await details.getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Event" });
    await edit.getByLabel("Title*").fill("Standup (moved)");
    await edit.getByLabel("Start time*").fill("11:00");
    await expect.poll(() => edit.getByLabel("End time*").inputValue()).toBe("12:00");
    await edit.getByRole("button", { name: "Save" }).click();
    const editPrompt = page.getByRole("dialog", { name: "Edit recurring event" });
    await screenshot(page, "calendar-scope-prompt-light");
    await editPrompt.getByRole("button", { name: "This event only" }).click();
    await editPrompt.waitFor({ state: "detached" });
    await eventButton(page, "Standup (moved)").waitFor();
    await expect.poll(() => eventButton(page, "Standup (moved)").textContent()).toContain("11:00");
    await showDay(page, 9);
    await eventButton(page, "Standup").waitFor();

    // 'This and all future events' on D+9: from there on, the series has the new title.
    details = await openEvent(page, "Standup");
    await details.getByRole("button", { name: "Edit" }).click();
    await page.getByRole("dialog", { name: "Edit Event" }).getByLabel("Title*").fill("Team standup");
    await page.getByRole("dialog", { name: "Edit Event" }).getByRole("button", { name: "Save" }).click();
    await editPrompt.getByRole("button", { name: "This and all future events" }).click();
    await eventButton(page, "Team standup").waitFor();
    await showDay(page, 14);
    await eventButton(page, "Team standup").waitFor();
    await showDay(page, 2);
    await eventButton(page, "Standup").waitFor();
    titles = await titlesByDay(host.token);
    expect([0, 2, 7, 9, 14, 16].map((offset) => titles.get(`${D.add({ days: offset })}`))).toEqual([
      ["Standup"],
      ["Standup"],
      ["Standup (moved)"],
      ["Team standup"],
      ["Team standup"],
      ["Team standup"],
    ]);

    // Delete 'This event only' on D+2.
    details = await openEvent(page, "Standup");
    await details.getByRole("button", { name: "Delete" }).click();
    const deletePrompt = page.getByRole("dialog", { name: "Delete recurring event" });
    await deletePrompt.getByText('Are you sure you want to permanently delete "Standup"?', { exact: true }).waitFor();
    await screenshot(page, "calendar-delete-prompt-light");
    await deletePrompt.getByRole("button", { name: "This event only" }).click();
    await deletePrompt.waitFor({ state: "detached" });
    await page.locator('.calendar-page[aria-busy="false"]').waitFor();
    await expect.poll(() => dayColumn(page).getByRole("button").count()).toBe(0);
    await showDay(page, 0);
    await eventButton(page, "Standup").waitFor();

    // Delete 'This and all future events' on D+14: D+9 stays, D+14 and later go.
    await showDay(page, 14);
    details = await openEvent(page, "Team standup");
    await details.getByRole("button", { name: "Delete" }).click();
    await deletePrompt.getByRole("button", { name: "This and all future events" }).click();
    await deletePrompt.waitFor({ state: "detached" });
    await page.locator('.calendar-page[aria-busy="false"]').waitFor();
    await expect.poll(() => dayColumn(page).getByRole("button").count()).toBe(0);
    await showDay(page, 9);
    await eventButton(page, "Team standup").waitFor();
    titles = await titlesByDay(host.token);
    expect([0, 2, 7, 9, 14, 16].map((offset) => titles.get(`${D.add({ days: offset })}`))).toEqual([
      ["Standup"],
      undefined,
      ["Standup (moved)"],
      ["Team standup"],
      undefined,
      undefined,
    ]);
  });
});

describe("a booked event", () => {
  it("labels only the booking's own link 'Manage this booking'; a visitor's look-alike shows its real address", async () => {
    const host = await seedHost({ timezone: ZONE, eventTypes: [{ durations: [30] }] });
    const spoof = "https://evil.example/cancel/abc";
    await bookAsVisitor({ eventTypeSlug: host.slugs[0]!, startTime: at(D, "15:00"), duration: 30, name: "Mallory", notes: `Manage this booking: ${spoof}` });

    const page = await openCalendar(host.token, "day");
    await showDay(page, 0);
    const details = await openEvent(page, "Intro call");
    await expect.poll(() => details.getByRole("link", { name: spoof }).getAttribute("href")).toBe(spoof);
    const manage = details.getByRole("link", { name: "Manage this booking" });
    await expect.poll(() => manage.count()).toBe(1);
    expect(new URL((await manage.getAttribute("href")) ?? "").origin).toBe(new URL(appUrl()).origin);
  });

  it("offers 'Manage this booking' and cancel only, shows the booker's answers; cancelling removes it and emails the booker", async () => {
    const questions = [{ label: "Company", kind: "short_text" as const }];
    const host = await seedHost({ timezone: ZONE, eventTypes: [{ durations: [30], questions }] });
        const bookerEmail = `${host.username}-booker@example.com`;
    const startTime = at(D, "13:00");
    const answers = [{ label: "Company", value: "Analytical Engines Ltd" }];
    await bookAsVisitor({ eventTypeSlug: host.slugs[0]!, startTime, duration: 30, name: "Ada Lovelace", email: bookerEmail, notes: "Looking forward", answers });

    const page = await openCalendar(host.token, "day", "dark");
    await showDay(page, 0);
    const details = await openEvent(page, "Intro call");
    const manage = details.getByRole("link", { name: "Manage this booking" });
    await expect.poll(() => manage.getAttribute("href")).toMatch(/\/cancel\/[^/]+$/);
    await details.getByText("Ada Lovelace").waitFor();
    await details.getByRole("definition").filter({ hasText: "Analytical Engines Ltd" }).waitFor();
    expect(await details.getByRole("term").allTextContents()).toContain("Company");
    await expect.poll(() => details.getByRole("button", { name: "Edit" }).count()).toBe(0);
    await expect.poll(() => details.getByRole("button", { name: "Delete" }).count()).toBe(0);
    await screenshot(page, "calendar-booked-details-dark");

    await details.getByRole("button", { name: "Cancel booking" }).click();
    const confirm = page.getByRole("dialog", { name: "Cancel Booking" });
    await confirm.getByText('Are you sure you want to cancel the booking with "Ada Lovelace"? They will be notified by email.', { exact: true }).waitFor();
    await confirm.getByRole("button", { name: "Cancel booking" }).click();
    await confirm.waitFor({ state: "detached" });
    await page.locator('.calendar-page[aria-busy="false"]').waitFor();
    await expect.poll(() => dayColumn(page).getByRole("button").count()).toBe(0);
    expect((await titlesByDay(host.token)).get(`${D}`)).toBeUndefined();

    // The booker's cancellation arrives through the outbox and queue.
    const deadline = Date.now() + 15_000;
    let methods: (string | null)[] = [];
    while (Date.now() < deadline && !methods.includes("CANCEL")) {
      const mailbox = await call<{ messages: { ics_method: string | null }[] }>("GET", `/api/dev/mailbox?to=${encodeURIComponent(bookerEmail)}`, null);
      methods = mailbox.messages.map((message) => message.ics_method);
      if (!methods.includes("CANCEL")) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(methods).toContain("CANCEL");
  });
});

describe(".ics export", () => {
  it("downloads the event with title, times, description, location and a product id; importing it gives the same event", async () => {
    const host = await createUser(appUrl(), "calics");
    const seeded = {
      title: "Design review",
      type: "personal",
      is_all_day: false,
      start_time: at(D, "10:00"),
      end_time: at(D, "11:30"),
      location: "Room 4; floor 2",
      description: "Bring the mock-ups, please\nand coffee",
      timezone: ZONE,
    };
    await call("POST", "/api/events/manual", host.token, seeded);
    await call("POST", "/api/events/manual", host.token, { title: "Holiday", type: "personal", is_all_day: true, date: `${D}`, endDate: `${D.add({ days: 1 })}`, timezone: ZONE });
    const page = await openCalendar(host.token, "day");
    await showDay(page, 0);

    const details = await openEvent(page, "Design review");
    const [download] = await Promise.all([page.waitForEvent("download"), details.getByRole("button", { name: "Export .ics" }).click()]);
    expect(download.suggestedFilename()).toBe("design-review.ics");
    const ics = await downloadedText(download);
    const stamp = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
    const lines = ics.split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("PRODID:-//Hangout//Hangout Calendar//EN");
    expect(lines).toContain("SUMMARY:Design review");
    expect(lines).toContain(`DTSTART:${stamp(seeded.start_time)}`);
    expect(lines).toContain(`DTEND:${stamp(seeded.end_time)}`);
    expect(lines).toContain("LOCATION:Room 4\\; floor 2");
    expect(lines).toContain("DESCRIPTION:Bring the mock-ups\\, please\\nand coffee");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);

    await page.getByRole("dialog", { name: "Design review" }).getByRole("button", { name: "Close" }).click();
    await page.locator(".tg-all-day-cell").getByRole("button", { name: "Holiday" }).click();
    const [allDayDownload] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("dialog", { name: "Holiday" }).getByRole("button", { name: "Export .ics" }).click(),
    ]);
    const allDay = (await downloadedText(allDayDownload)).split("\r\n");
    const compact = (day: Temporal.PlainDate) => day.toString().replace(/-/g, "");
    expect(allDay).toContain(`DTSTART;VALUE=DATE:${compact(D)}`);
    expect(allDay).toContain(`DTEND;VALUE=DATE:${compact(D.add({ days: 2 }))}`);

    // Round trip: another host imports the file and gets the same event.
    const other = await createUser(appUrl(), "calimp");
    const form = new FormData();
    form.append("icsfile", new Blob([ics], { type: "text/calendar" }), "design-review.ics");
    form.append("timezone", ZONE);
    await call("POST", "/api/events/import-ics", other.token, form);
    const imported = await call<ApiEvent[]>("GET", `/api/events/manual?month=${D.toPlainYearMonth()}&tz=${ZONE}`, other.token);
    expect(imported.map(({ title, start_time, end_time, location, description }) => ({ title, start_time, end_time, location, description }))).toEqual([
      { title: seeded.title, start_time: seeded.start_time, end_time: seeded.end_time, location: seeded.location, description: seeded.description },
    ]);
  });
});
