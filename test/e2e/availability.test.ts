import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { createUser, testClientAddress } from "./accounts";
import { appUrl, screenshot, useBrowser } from "./browser";
import { type Rule, type Schedule, createSchedule as createScheduleAt } from "../scenarios/hosts";
import { apiCall, app } from "./api";

const browser = useBrowser();

interface Override {
  date: string;
  is_unavailable: boolean;
  start_time: string | null;
  end_time: string | null;
}

const call = <T>(token: string, method: string, path: string, json?: unknown) => apiCall<T>(method, path, token, json);

const createSchedule = (token: string, name: string, timezone = "UTC") => createScheduleAt(app(), token, { name, timezone });

/** A month ahead of today, so none of its days are in the past whatever day the test runs. */
function nextMonth(): { month: string; date: (day: number) => string; title: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
  const month = `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, "0")}`;
  return {
    month,
    date: (day) => `${month}-${String(day).padStart(2, "0")}`,
    title: new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(first),
  };
}

const longDate = (date: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));

/** A day with an override, as its button is named: what it shows ("15 10:00–14:00"), then the day. */
const overrideDayName = (date: string, override: string) => `${Number(date.slice(8))} ${override}, ${longDate(date)}`;

const scheduleCard = (page: Page, name: string) => page.getByRole("listitem", { name, exact: true });
const weekday = (page: Page, name: string) => page.getByRole("group", { name, exact: true });
const banner = (page: Page) => page.locator("button.alert-error");

async function openAvailability(page: Page): Promise<void> {
  await page.goto("/availability");
  await page.getByRole("heading", { name: "Set your availability" }).waitFor();
}

/** Shows the Date Overrides calendar of the month a month ahead of today. */
async function goToNextMonth(page: Page): Promise<ReturnType<typeof nextMonth>> {
  const target = nextMonth();
  for (let i = 0; i < 2 && !(await page.getByRole("heading", { name: target.title }).isVisible()); i++) {
    await page.getByRole("button", { name: "Next month" }).click();
  }
  await page.getByRole("heading", { name: target.title }).waitFor();
  return target;
}

describe("schedules", () => {
  it("creates (trimmed, in the browser's zone), renames and deletes schedules", async () => {
    const user = await createUser(appUrl(), "sched");
    const page = await browser.newPage({ token: user.token });
    await openAvailability(page);
    await page.getByText("No schedules yet.").waitFor();
    await page.getByRole("heading", { name: "Select a Schedule" }).waitFor();

    await page.getByRole("button", { name: "New Schedule" }).click();
    const create = page.getByRole("dialog", { name: "Create Schedule" });
    await create.getByRole("button", { name: "Save" }).click();
    await create.getByText("Field cannot be empty.").waitFor();
    await create.getByLabel("Schedule Name").fill("   ");
    await create.getByRole("button", { name: "Save" }).click();
    await create.getByText("Field cannot be empty.").waitFor();
    await create.getByLabel("Schedule Name").fill("  Working hours  ");
    await create.getByRole("button", { name: "Save" }).click();
    await create.waitFor({ state: "hidden" });
    await scheduleCard(page, "Working hours").getByText("Currently selected").waitFor();
    await page.getByRole("heading", { name: "Working hours", level: 2 }).waitFor();
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(await call<Schedule[]>(user.token, "GET", "/api/availability/schedules")).toEqual([
      expect.objectContaining({ name: "Working hours", timezone: zone }),
    ]);

    await page.getByRole("button", { name: "New Schedule" }).click();
    await create.getByLabel("Schedule Name").fill("Evenings");
    await create.getByLabel("Schedule Name").press("Enter");
    await scheduleCard(page, "Evenings").getByText("Currently selected").waitFor();
    await expect.poll(() => scheduleCard(page, "Working hours").getByText("Currently selected").count()).toBe(0);
    await screenshot(page, "availability-schedules-light");

    await scheduleCard(page, "Evenings").getByRole("button", { name: "Edit" }).click();
    const rename = page.getByRole("dialog", { name: "Rename Schedule" });
    await expect.poll(() => rename.getByLabel("Schedule Name").inputValue()).toBe("Evenings");
    await rename.getByLabel("Schedule Name").fill(" Late evenings ");
    await rename.getByRole("button", { name: "Save" }).click();
    await scheduleCard(page, "Late evenings").waitFor();
    expect((await call<Schedule[]>(user.token, "GET", "/api/availability/schedules")).map((s) => s.name)).toEqual([
      "Working hours",
      "Late evenings",
    ]);

    // Cancelling the confirmation keeps the schedule.
    await scheduleCard(page, "Late evenings").getByRole("button", { name: "Delete" }).click();
    const confirmation = page.getByRole("dialog", { name: "Delete Schedule" });
    await confirmation.getByText('Are you sure you want to delete "Late evenings"?').waitFor();
    await confirmation.getByRole("button", { name: "Cancel" }).click();
    await confirmation.waitFor({ state: "hidden" });
    await expect.poll(() => scheduleCard(page, "Late evenings").count()).toBe(1);

    // Deleting the selected schedule selects the first remaining one.
    await scheduleCard(page, "Late evenings").getByRole("button", { name: "Delete" }).click();
    await confirmation.getByRole("button", { name: "Delete" }).click();
    await scheduleCard(page, "Late evenings").waitFor({ state: "detached" });
    await confirmation.waitFor({ state: "hidden" });
    await scheduleCard(page, "Working hours").getByText("Currently selected").waitFor();

    await scheduleCard(page, "Working hours").getByRole("button", { name: "Delete" }).click();
    await confirmation.getByRole("button", { name: "Delete" }).click();
    await page.getByText("No schedules yet.").waitFor();
    await page.getByRole("heading", { name: "Select a Schedule" }).waitFor();
    expect(await call<Schedule[]>(user.token, "GET", "/api/availability/schedules")).toEqual([]);
  });

  it("selects a schedule by clicking its card", async () => {
    const user = await createUser(appUrl(), "select");
    await createSchedule(user.token, "First");
    await createSchedule(user.token, "Second");
    const page = await browser.newPage({ token: user.token, colorScheme: "dark" });
    await openAvailability(page);
    await scheduleCard(page, "First").getByText("Currently selected").waitFor();
    await scheduleCard(page, "Second").getByRole("button", { name: /^Second/ }).click();
    await scheduleCard(page, "Second").getByText("Currently selected").waitFor();
    await page.getByRole("heading", { name: "Second", level: 2 }).waitFor();
    await screenshot(page, "availability-dark");
  });
});

it("fits a phone screen without sideways scrolling", async () => {
  const user = await createUser(appUrl(), "phone");
  const schedule = await createSchedule(user.token, "Phone");
  await call(user.token, "PUT", `/api/availability/rules/${schedule.id}`, {
    rules: [{ day_of_week: 1, start_time: "09:00", end_time: "17:00" }],
  });
  const page = await browser.newPage({ token: user.token, viewport: { width: 390, height: 800 } });
  await openAvailability(page);
  await weekday(page, "Monday").getByLabel("Start time").waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, "availability-phone-light");
});

describe("weekly hours", () => {
  it("edits ranges, saves them ('Saving...') and shows them again after a reload", async () => {
    const user = await createUser(appUrl(), "weekly");
    const schedule = await createSchedule(user.token, "Week");
    const page = await browser.newPage({ token: user.token });
    await openAvailability(page);
    for (const day of ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]) {
      await weekday(page, day).getByText("Unavailable").waitFor();
    }
    const dayNames = await page.locator(".weekday-name").allTextContents();
    expect(dayNames).toEqual(["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]);

    const monday = weekday(page, "Monday");
    await monday.getByRole("button", { name: "Add Time" }).click();
    await expect.poll(() => monday.getByLabel("Start time").inputValue()).toBe("09:00");
    await expect.poll(() => monday.getByLabel("End time").inputValue()).toBe("17:00");
    await expect.poll(() => monday.getByText("Unavailable").count()).toBe(0);
    await monday.getByLabel("End time").fill("12:00");
    await monday.getByRole("button", { name: "Add Time" }).click();
    await monday.getByLabel("End time").nth(1).fill("17:00");
    await monday.getByLabel("Start time").nth(1).fill("13:00");

    const tuesday = weekday(page, "Tuesday");
    await tuesday.getByRole("button", { name: "Add Time" }).click();
    await tuesday.getByLabel("Start time").fill("22:00");
    await tuesday.getByLabel("End time").fill("02:00");
    await tuesday.getByText("next day").waitFor();

    const friday = weekday(page, "Friday");
    await friday.getByRole("button", { name: "Add Time" }).click();
    await friday.getByRole("button", { name: "Remove time range" }).click();
    await friday.getByText("Unavailable").waitFor();

    // Hold the save for a moment so its in-between state can be seen.
    await page.route("**/api/availability/rules/*", async (route) => {
      if (route.request().method() === "PUT") await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.getByRole("button", { name: "Save Rules" }).click();
    await page.getByRole("button", { name: "Saving..." }).waitFor();
    await page.getByRole("button", { name: "Save Rules" }).waitFor();
    await page.getByRole("status").getByText("Saved").waitFor();
    await screenshot(page, "availability-weekly-light");

    const expected: Rule[] = [
      { day_of_week: 1, start_time: "09:00", end_time: "12:00" },
      { day_of_week: 1, start_time: "13:00", end_time: "17:00" },
      { day_of_week: 2, start_time: "22:00", end_time: "02:00" },
    ];
    expect(await call<Rule[]>(user.token, "GET", `/api/availability/rules/${schedule.id}`)).toEqual(expected);

    await page.reload();
    await monday.getByLabel("Start time").first().waitFor();
    const mondayTimes = await monday.locator("input[type=time]").evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(mondayTimes).toEqual(["09:00", "12:00", "13:00", "17:00"]);
    await expect.poll(() => tuesday.getByLabel("Start time").inputValue()).toBe("22:00");
    await expect.poll(() => tuesday.getByLabel("End time").inputValue()).toBe("02:00");
    await weekday(page, "Sunday").getByText("Unavailable").waitFor();

    // Removing a range and saving removes the rule.
    await tuesday.getByRole("button", { name: "Remove time range" }).click();
    await page.getByRole("button", { name: "Save Rules" }).click();
    await page.getByRole("status").getByText("Saved").waitFor();
    expect(await call<Rule[]>(user.token, "GET", `/api/availability/rules/${schedule.id}`)).toEqual(expected.slice(0, 2));
  });

  it("adds a range where the day's last one ends, which saves", async () => {
    const user = await createUser(appUrl(), "addtime");
    const schedule = await createSchedule(user.token, "Week");
    await call(user.token, "PUT", `/api/availability/rules/${schedule.id}`, { rules: [{ day_of_week: 4, start_time: "09:00", end_time: "17:00" }] });
    const page = await browser.newPage({ token: user.token });
    await openAvailability(page);
    const thursday = weekday(page, "Thursday");
    await expect.poll(() => thursday.getByLabel("End time").inputValue()).toBe("17:00");
    await thursday.getByRole("button", { name: "Add Time" }).click();
    const times = () => thursday.locator("input[type=time]").evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(await times()).toEqual(["09:00", "17:00", "17:00", "18:00"]);
    await page.getByRole("button", { name: "Save Rules" }).click();
    await page.getByRole("status").getByText("Saved").waitFor();
    expect(await banner(page).count()).toBe(0);
    expect(await call<Rule[]>(user.token, "GET", `/api/availability/rules/${schedule.id}`)).toEqual([
      { day_of_week: 4, start_time: "09:00", end_time: "17:00" },
      { day_of_week: 4, start_time: "17:00", end_time: "18:00" },
    ]);
  });

  it("fills an empty schedule with Monday–Friday 09:00–17:00 in one click", async () => {
    const user = await createUser(appUrl(), "fillweek");
    const schedule = await createSchedule(user.token, "Fresh", "Asia/Tokyo");
    const page = await browser.newPage({ token: user.token });
    await openAvailability(page);
    await page.getByText("No day has hours yet, so nobody can book the booking types that use this schedule.").waitFor();
    await screenshot(page, "availability-empty-schedule-light");
    await page.getByRole("button", { name: "Fill Monday–Friday, 09:00–17:00" }).click();
    await page.getByRole("status").getByText("Saved").waitFor();
    expect(await call<Rule[]>(user.token, "GET", `/api/availability/rules/${schedule.id}`)).toEqual(
      [1, 2, 3, 4, 5].map((day) => ({ day_of_week: day, start_time: "09:00", end_time: "17:00" })),
    );
    await expect.poll(() => weekday(page, "Friday").getByLabel("End time").inputValue()).toBe("17:00");
    await weekday(page, "Saturday").getByText("Unavailable").waitFor();
    expect(await page.getByRole("button", { name: "Fill Monday–Friday, 09:00–17:00" }).count()).toBe(0);
    // The schedule's own zone is kept: the hours are Tokyo's.
    expect((await call<Schedule[]>(user.token, "GET", "/api/availability/schedules")).map((saved) => saved.timezone)).toEqual(["Asia/Tokyo"]);
  });

  it("shows the server's message for overlapping ranges in a banner that dismisses on click", async () => {
    const user = await createUser(appUrl(), "overlap");
    const schedule = await createSchedule(user.token, "Overlap");
    const page = await browser.newPage({ token: user.token });
    await openAvailability(page);
    const wednesday = weekday(page, "Wednesday");
    await wednesday.getByRole("button", { name: "Add Time" }).click();
    await wednesday.getByRole("button", { name: "Add Time" }).click();
    await wednesday.getByLabel("Start time").nth(1).fill("16:00");
    await page.getByRole("button", { name: "Save Rules" }).click();
    await banner(page).getByText("Wednesday has overlapping times: 09:00–17:00 and 16:00–18:00.").waitFor();
    await screenshot(page, "availability-error-light");
    expect(await call<Rule[]>(user.token, "GET", `/api/availability/rules/${schedule.id}`)).toEqual([]);
    await banner(page).click();
    await banner(page).waitFor({ state: "detached" });
  });

  it("shows a New York schedule's 09:00–17:00 Monday as 09:00–17:00 in a Tokyo browser, and changes its zone", async () => {
    const user = await createUser(appUrl(), "zone");
    const schedule = await createSchedule(user.token, "New York office", "America/New_York");
    await call(user.token, "PUT", `/api/availability/rules/${schedule.id}`, {
      rules: [{ day_of_week: 1, start_time: "09:00", end_time: "17:00" }],
    });
    const page = await pageInZone(user.token, "Asia/Tokyo");
    await openAvailability(page);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe("Asia/Tokyo");
    await page.getByText("All times of this schedule are in America/New_York (your browser is in Asia/Tokyo).").waitFor();
    const monday = weekday(page, "Monday");
    await expect.poll(() => monday.getByLabel("Start time").inputValue()).toBe("09:00");
    await expect.poll(() => monday.getByLabel("End time").inputValue()).toBe("17:00");
    await expect.poll(() => page.getByLabel("Time zone").inputValue()).toBe("America/New_York");
    await screenshot(page, "availability-zone-light");

    await page.getByLabel("Time zone").selectOption("Europe/Berlin");
    await page.getByText("All times of this schedule are in Europe/Berlin").waitFor();
    const [saved] = await call<Schedule[]>(user.token, "GET", "/api/availability/schedules");
    expect(saved?.timezone).toBe("Europe/Berlin");
    // The wall-clock hours stay what they were; only the zone they are in changed.
    await expect.poll(() => monday.getByLabel("Start time").inputValue()).toBe("09:00");
    expect(await call<Rule[]>(user.token, "GET", `/api/availability/rules/${schedule.id}`)).toEqual([
      { day_of_week: 1, start_time: "09:00", end_time: "17:00" },
    ]);

    // A schedule made in this browser starts in the browser's zone.
    await page.getByRole("button", { name: "New Schedule" }).click();
    await page.getByLabel("Schedule Name").fill("Tokyo");
    await page.getByLabel("Schedule Name").press("Enter");
    await scheduleCard(page, "Tokyo").getByText("Currently selected").waitFor();
    await expect.poll(() => page.getByLabel("Time zone").inputValue()).toBe("Asia/Tokyo");
  });
});

describe("date overrides", () => {
  it("sets custom hours and an unavailable day, and removes an override", async () => {
    const user = await createUser(appUrl(), "override");
    const schedule = await createSchedule(user.token, "Overrides", "Europe/Paris");
    const page = await browser.newPage({ token: user.token });
    await openAvailability(page);
    await expect.poll(() => page.locator(".month-grid th").allTextContents()).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
    await page.locator(".override-legend").getByText("Custom Available").waitFor();
    await page.locator(".override-legend").getByText("Unavailable").waitFor();
    // Today (in the schedule's zone) is highlighted.
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "Europe/Paris" }).format(new Date()),
    );
    await expect.poll(() => page.locator('[aria-current="date"]').getAttribute("aria-label")).toBe(today);

    const target = await goToNextMonth(page);
    await page.getByRole("button", { name: longDate(target.date(15)), exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Edit Availability ${longDate(target.date(15))}` });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByLabel("Start time").inputValue()).toBe("09:00");
    await expect.poll(() => dialog.getByLabel("End time").inputValue()).toBe("17:00");
    await expect.poll(() => dialog.getByRole("button", { name: "Remove Override" }).count()).toBe(0);
    await dialog.getByLabel("Start time").fill("10:00");
    await dialog.getByLabel("End time").fill("14:00");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: overrideDayName(target.date(15), "10:00–14:00") }).getByText("10:00–14:00").waitFor();

    await page.getByRole("button", { name: longDate(target.date(16)), exact: true }).click();
    const second = page.getByRole("dialog", { name: `Edit Availability ${longDate(target.date(16))}` });
    await second.getByRole("switch", { name: "Mark as unavailable" }).check();
    await expect.poll(() => second.getByLabel("Start time").count()).toBe(0);
    await screenshot(page, "availability-override-dialog-light");
    await second.getByRole("button", { name: "Save" }).click();
    await page.getByRole("button", { name: overrideDayName(target.date(16), "Unavailable") }).waitFor();

    const overrides = (list: Override[]) => list.map(({ date, is_unavailable, start_time, end_time }) => ({ date, is_unavailable, start_time, end_time }));
    expect(overrides(await call<Override[]>(user.token, "GET", `/api/availability/overrides/${schedule.id}?month=${target.month}`))).toEqual([
      { date: target.date(15), is_unavailable: false, start_time: "10:00", end_time: "14:00" },
      { date: target.date(16), is_unavailable: true, start_time: null, end_time: null },
    ]);

    // After a reload the badges come back from the server.
    await page.reload();
    await goToNextMonth(page);
    const custom = page.getByRole("button", { name: overrideDayName(target.date(15), "10:00–14:00") });
    await custom.waitFor();
    // A full-page screenshot of a scrolled page draws the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "availability-overrides-light");
    await page.emulateMedia({ colorScheme: "dark" });
    // Let the buttons' colour transitions finish.
    await page.waitForTimeout(300);
    await screenshot(page, "availability-overrides-dark");
    await page.emulateMedia({ colorScheme: "light" });

    // Reopening shows the saved hours; Remove Override clears the day.
    await custom.click();
    const edit = page.getByRole("dialog", { name: `Edit Availability ${longDate(target.date(15))}` });
    await expect.poll(() => edit.getByLabel("Start time").inputValue()).toBe("10:00");
    await edit.getByRole("button", { name: "Remove Override" }).click();
    await edit.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: longDate(target.date(15)), exact: true }).waitFor();
    expect(overrides(await call<Override[]>(user.token, "GET", `/api/availability/overrides/${schedule.id}?month=${target.month}`))).toEqual([
      { date: target.date(16), is_unavailable: true, start_time: null, end_time: null },
    ]);
  });
});

describe("failures", () => {
  it("'Failed to fetch schedules.' when the server answers without a message, 'Could not load schedules.' when it cannot be reached", async () => {
    const user = await createUser(appUrl(), "fetchfail");
    const page = await browser.newPage({ token: user.token });
    await page.route("**/api/availability/schedules", (route) => route.fulfill({ status: 500, body: "oops" }));
    await openAvailability(page);
    await banner(page).getByText("Failed to fetch schedules.").waitFor();
    await banner(page).click();
    await banner(page).waitFor({ state: "detached" });

    await page.unroute("**/api/availability/schedules");
    await page.route("**/api/availability/schedules", (route) => route.abort());
    await page.reload();
    await banner(page).getByText("Could not load schedules.").waitFor();
  });

  it("'Failed to fetch rules.' and 'Failed to fetch overrides.'", async () => {
    const user = await createUser(appUrl(), "rulesfail");
    await createSchedule(user.token, "Broken");
    const page = await browser.newPage({ token: user.token });
    await page.route("**/api/availability/rules/*", (route) => route.fulfill({ status: 500, body: "" }));
    await openAvailability(page);
    await banner(page).getByText("Failed to fetch rules.").waitFor();

    await page.unroute("**/api/availability/rules/*");
    await page.route("**/api/availability/overrides/*", (route) => route.abort());
    await page.reload();
    await banner(page).getByText("Failed to fetch overrides.").waitFor();
  });

  it("'Failed to save override.' / 'Failed to save override' and 'Failed to delete override.' / 'Failed to delete override'", async () => {
    const user = await createUser(appUrl(), "ovfail");
    const schedule = await createSchedule(user.token, "Failing");
    const target = nextMonth();
    await call(user.token, "POST", "/api/availability/overrides", {
      schedule_id: schedule.id,
      date: target.date(10),
      is_unavailable: true,
      start_time: null,
      end_time: null,
    });
    const page = await browser.newPage({ token: user.token });
    await openAvailability(page);
    await goToNextMonth(page);
    await page.getByRole("button", { name: overrideDayName(target.date(10), "Unavailable") }).click();
    const dialog = page.getByRole("dialog", { name: `Edit Availability ${longDate(target.date(10))}` });

    let failure: "answer" | "abort" = "answer";
    const fail = (route: Parameters<Parameters<Page["route"]>[1]>[0]) =>
      failure === "answer" ? route.fulfill({ status: 502, body: "Bad gateway" }) : route.abort();
    await page.route("**/api/availability/overrides", fail);
    await page.route(`**/api/availability/overrides/${schedule.id}/*`, (route) =>
      route.request().method() === "DELETE" ? fail(route) : route.continue(),
    );

    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByRole("alert").getByText("Failed to save override.", { exact: true }).waitFor();
    await dialog.getByRole("button", { name: "Remove Override" }).click();
    await dialog.getByRole("alert").getByText("Failed to delete override.", { exact: true }).waitFor();
    failure = "abort";
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByRole("alert").getByText("Failed to save override", { exact: true }).waitFor();
    await dialog.getByRole("button", { name: "Remove Override" }).click();
    await dialog.getByRole("alert").getByText("Failed to delete override", { exact: true }).waitFor();
    // Nothing changed on the server.
    const stored = await call<Override[]>(user.token, "GET", `/api/availability/overrides/${schedule.id}?month=${target.month}`);
    expect(stored.map((o) => o.date)).toEqual([target.date(10)]);
  });
});

const zoneContexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(zoneContexts.splice(0).map((context) => context.close()));
});

/** A signed-in page whose browser runs in another time zone (useBrowser's pages use the machine's). */
async function pageInZone(token: string, timezoneId: string): Promise<Page> {
  const chromium = (await browser.newPage()).context().browser();
  if (!chromium) throw new Error("No browser to open a context in.");
  const origin = new URL(appUrl()).origin;
  const context = await chromium.newContext({
    baseURL: appUrl(),
    timezoneId,
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: { "CF-Connecting-IP": testClientAddress() },
    storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: "token", value: token }] }] },
  });
  context.setDefaultTimeout(15_000);
  zoneContexts.push(context);
  return context.newPage();
}
