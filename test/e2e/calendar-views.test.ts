import type { Page } from "playwright-core";
import { Temporal } from "temporal-polyfill";
import { beforeAll, describe, expect, it } from "vitest";
import { screenshot, useBrowser } from "./browser";
import { apiCall } from "./api";
import { bookAsVisitor, seedHost } from "./booking-host";

/*
 * The calendar's four views against one seeded host, in Europe/Berlin, with the browser's clock
 * pinned to 10:30 the day after tomorrow ("D"; the booking needs a future time, and the session
 * token must still be valid at the pinned time): a timed event that is current, a past one, a
 * two-day all-day event, a weekly series, a point in time, a booking made through the public
 * booking API, and a birthday.
 */
const browser = useBrowser();
const ZONE = "Europe/Berlin";
const D = Temporal.Now.plainDateISO(ZONE).add({ days: 2 });
const weekdayCode = (day: Temporal.PlainDate) => ["MO", "TU", "WE", "TH", "FR", "SA", "SU"][day.dayOfWeek - 1];
/** The Sunday starting D's week. */
const SUNDAY = D.subtract({ days: D.dayOfWeek % 7 });
const NOW = Temporal.PlainDateTime.from(`${D}T10:30`).toZonedDateTime(ZONE);
const at = (day: Temporal.PlainDate, time: string) => new Date(Temporal.PlainDateTime.from(`${day}T${time}`).toZonedDateTime(ZONE).epochMilliseconds).toISOString();
const longDate = (day: Temporal.PlainDate) => day.toLocaleString("en-US", { month: "long", day: "numeric", year: "numeric" });

const call = apiCall;

let token = "";

beforeAll(async () => {
  const host = await seedHost({ timezone: ZONE, eventTypes: [{ durations: [30] }] });
  token = host.token;
    await bookAsVisitor({
    eventTypeSlug: host.slugs[0]!,
    startTime: at(D, "13:00"),
    duration: 30,
    name: "Ada Lovelace",
    email: "ada@example.com",
  });
  const timed = (title: string, type: string, from: string, to: string | null, extra: object = {}) => ({
    title,
    type,
    is_all_day: false,
    no_end_time: to === null,
    start_time: at(D, from),
    end_time: to === null ? null : at(D, to),
    timezone: ZONE,
    ...extra,
  });
  const events = [
    timed("Dentist", "blocked", "08:00", "09:00"),
    timed("Design review", "personal", "10:00", "11:00", { location: "Room 4", description: "Bring the mock-ups" }),
    timed("Call mom", "personal", "16:00", null),
    { title: "Company offsite", type: "personal", is_all_day: true, date: `${D}`, endDate: `${D.add({ days: 1 })}`, timezone: ZONE },
    { title: "Grace's birthday", type: "birthday", is_all_day: true, date: `${D.add({ days: 2 })}`, timezone: ZONE },
    {
      ...timed("Weekly planning", "personal", "14:00", "15:00"),
      start_time: at(D.subtract({ days: 14 }), "14:00"),
      end_time: at(D.subtract({ days: 14 }), "15:00"),
      // On D's weekday and two days earlier.
      recurrence: { frequency: "WEEKLY", interval: 1, by_day: `${weekdayCode(D)},${weekdayCode(D.subtract({ days: 2 }))}`, end_date: null },
    },
  ];
  for (const event of events) await call("POST", "/api/events/manual", token, event);
});

/** The calendar as the host sees it at 10:30 on D in Berlin, in a given view. */
async function openCalendar(colorScheme: "light" | "dark", view: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage({ token, colorScheme, viewport });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setTimezoneOverride", { timezoneId: ZONE });
  await page.clock.setFixedTime(new Date(NOW.epochMilliseconds));
  await page.addInitScript((stored) => localStorage.setItem("calendarView", stored), view);
  await page.goto("/");
  return page;
}

/** Everything on D; the booking shows under its booking type's title. */
const DAY_TITLES = ["Dentist", "Design review", "Intro call", "Weekly planning", "Call mom", "Company offsite"];

describe.each(["light", "dark"] as const)("calendar views (%s)", (scheme) => {
  it("month view: the grid, three events per day and '+ N more'", async () => {
    const page = await openCalendar(scheme, "month");
    await page.getByRole("heading", { name: D.toLocaleString("en-US", { month: "long", year: "numeric" }) }).waitFor();
    const cell = page.locator(`.month-cell[data-day="${D}"]`);
    await cell.getByRole("button", { name: "+ 3 more" }).waitFor();
    await expect.poll(() => cell.locator(".event-card").count()).toBe(3);
    await page.locator(`.month-cell[data-day="${D.add({ days: 2 })}"]`).getByRole("button", { name: /Grace's birthday/ }).waitFor();
    // The weekly series shows on D's weekday a week earlier or later too (whichever is in the month).
    const sameWeekday = D.day > 7 ? D.subtract({ days: 7 }) : D.add({ days: 7 });
    await page.locator(`.month-cell[data-day="${sameWeekday}"]`).getByRole("button", { name: /Weekly planning/ }).waitFor();
    await expect.poll(() => page.locator(".month-weekdays div").allTextContents()).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
    await screenshot(page, `calendar-month-${scheme}`);

    await cell.getByRole("button", { name: "+ 3 more" }).click();
    const dialog = page.getByRole("dialog", { name: `Events for ${longDate(D)}` });
    await dialog.waitFor();
    await expect.poll(async () => (await dialog.locator(".event-card .event-title").allTextContents()).toSorted()).toEqual(DAY_TITLES.toSorted());
    await screenshot(page, `calendar-day-dialog-${scheme}`);
  });

  it("week view: all-day row, GMT label, current event ring, past events, the red line", async () => {
    const page = await openCalendar(scheme, "week");
    const sunday = SUNDAY;
    const saturday = SUNDAY.add({ days: 6 });
    const sameMonth = sunday.month === saturday.month;
    const month = (day: Temporal.PlainDate) => day.toLocaleString("en-US", { month: "short" });
    const title = `${month(sunday)} ${sunday.day} - ${sameMonth ? "" : `${month(saturday)} `}${saturday.day}, ${saturday.year}`;
    await page.getByRole("heading", { name: title }).waitFor();
    const offset = NOW.offset.replace(/^([+-]\d\d):?(\d\d)$/, "$1:$2");
    await expect.poll(() => page.locator(".tg-gmt").textContent()).toBe(`GMT${offset}`);
    const column = page.locator(`.tg-column[data-day="${D}"]`);
    await column.getByRole("button", { name: /Design review/ }).waitFor();
    await expect.poll(() => column.getByRole("button", { name: /Design review/ }).getAttribute("class")).toContain("current");
    await expect.poll(() => column.getByRole("button", { name: /Dentist/ }).getAttribute("class")).toContain("past");
    await expect.poll(() => column.getByRole("button", { name: /Call mom/ }).getAttribute("class")).toContain("point");
    await column.getByRole("button", { name: /Intro call/ }).waitFor();
    await column.locator(".now-line").waitFor();
    await expect.poll(() => page.locator(".tg-all-day-cell").nth(D.since(SUNDAY).days).getByRole("button").allTextContents()).toEqual(["Company offsite"]);
    // A 30-minute minimum: the point in time is as tall as the half-hour booking.
    const heights = await Promise.all(["Call mom", "Intro call"].map(async (name) => (await column.getByRole("button", { name: new RegExp(name) }).boundingBox())?.height));
    expect(heights[0]).toBe(heights[1]);
    await screenshot(page, `calendar-week-${scheme}`);
  });

  it("day view: the day's timed events and all-day events", async () => {
    const page = await openCalendar(scheme, "day");
    await page.getByRole("heading", { name: longDate(D) }).waitFor();
    const column = page.locator(".tg-column");
    for (const name of ["Dentist", "Design review", "Intro call", "Weekly planning", "Call mom"]) await column.getByRole("button", { name: new RegExp(name) }).waitFor();
    await page.locator(".tg-all-day-cell").getByRole("button", { name: "Company offsite" }).waitFor();
    await column.locator(".now-line").waitFor();
    await screenshot(page, `calendar-day-${scheme}`);
  });

  it("clock view: arcs, a dot, the hand, totals per type and the list", async () => {
    const page = await openCalendar(scheme, "clock");
    await page.getByRole("heading", { name: longDate(D) }).waitFor();
    // Dentist 1h + Design review 1h + Intro call 30m + Weekly planning 1h; the point adds nothing.
    await page.getByText("3h30m scheduled").waitFor();
    await expect.poll(() => page.locator(".clock-type-totals li").allTextContents()).toEqual(["Booked: 0h30m", "Personal: 2h00m", "Blocked: 1h00m"]);
    await expect.poll(() => page.locator(".dial-arc").count()).toBe(4);
    await expect.poll(() => page.locator(".dial-dot").count()).toBe(1);
    await page.locator(".dial-hand").waitFor();
    await expect.poll(() => page.locator(".clock-summary .event-title").count()).toBe(6);
    await screenshot(page, `calendar-clock-${scheme}`);

    await page.getByRole("button", { name: "Next day" }).click();
    await page.getByRole("heading", { name: longDate(D.add({ days: 1 })) }).waitFor();
    await page.getByText("0h00m scheduled").waitFor();
    // Only the second day of the offsite (all day): listed, but nothing on the dial.
    await expect.poll(() => page.locator(".clock-summary .event-title").allTextContents()).toEqual(["Company offsite"]);
    await page.getByRole("button", { name: "Next day" }).click();
    await page.getByRole("button", { name: "Next day" }).click();
    await page.getByRole("heading", { name: longDate(D.add({ days: 3 })) }).waitFor();
    await page.getByText("No events scheduled for this day").waitFor();
  });
});

describe("calendar navigation", () => {
  it("remembers the view in localStorage and starts in month view", async () => {
    const page = await browser.newPage({ token });
    await page.goto("/");
    await page.getByRole("button", { name: "Month", exact: true, pressed: true }).waitFor();
    await page.getByRole("button", { name: "Week", exact: true }).click();
    expect(await page.evaluate(() => localStorage.getItem("calendarView"))).toBe("week");
    await page.reload();
    await page.getByRole("button", { name: "Week", exact: true, pressed: true }).waitFor();
    await page.locator(".tg-gmt").waitFor();
    for (const label of ["Booked", "Personal", "Blocked", "Past Event", "Current Event"]) {
      await page.getByRole("list", { name: "Legend" }).getByText(label, { exact: true }).waitFor();
    }
  });

  it("moves by month with previous/next and back with Today; an empty day says so", async () => {
    const page = await openCalendar("light", "month");
    const monthOf = (day: Temporal.PlainDate) => day.toLocaleString("en-US", { month: "long", year: "numeric" });
    await page.getByRole("heading", { name: monthOf(D) }).waitFor();
    await page.getByRole("button", { name: "Next month" }).click();
    await page.getByRole("heading", { name: monthOf(D.add({ months: 1 })) }).waitFor();
    await page.getByRole("button", { name: "Previous month" }).click();
    await page.getByRole("button", { name: "Previous month" }).click();
    await page.getByRole("heading", { name: monthOf(D.subtract({ months: 1 })) }).waitFor();
    await page.getByRole("button", { name: "Today" }).click();
    await page.getByRole("heading", { name: monthOf(D) }).waitFor();

    const empty = D.add({ days: 3 });
    await page.getByRole("button", { name: `Events for ${longDate(empty)}` }).click();
    const dialog = page.getByRole("dialog", { name: `Events for ${longDate(empty)}` });
    await dialog.getByText("No events for this day.").waitFor();
  });

  it("shows two events per day under 768px", async () => {
    const page = await openCalendar("light", "month", { width: 390, height: 800 });
    const cell = page.locator(`.month-cell[data-day="${D}"]`);
    await cell.getByRole("button", { name: "+ 4 more" }).waitFor();
    await expect.poll(() => cell.locator(".event-card").count()).toBe(2);
    await screenshot(page, "calendar-month-narrow-light");
  });
});
