import type { Page } from "playwright-core";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { appUrl, useBrowser } from "./browser";
import { SCRIPTED_SLOT, apiSlots, seedHost, wallClock } from "./booking-host";

const browser = useBrowser();
const NEW_YORK = "America/New_York";
const BERLIN = "Europe/Berlin";

/** Berlin's 09:00 on `date`, the schedule's first time, as a New York wall clock ("HH:MM"). */
const berlinNineInNewYork = (date: Temporal.PlainDate) =>
  date.toZonedDateTime({ timeZone: BERLIN, plainTime: "09:00" }).withTimeZone(NEW_YORK).toPlainTime().toString({ smallestUnit: "minute" });

/**
 * Dates around the next pair of clock changes where New York and Berlin change on different days, from `today` (New York's) on:
 * two days before the first change (both zones on their usual footing), the day after it (only one side changed),
 * and the day the other side changes. A change is a day whose Berlin-minus-New-York offset difference, at Berlin's 09:00,
 * differs from the day before's; the first change is one that leaves the usual difference (the one most days have).
 */
function clockChangeDates(today: Temporal.PlainDate): string[] {
  const days = Array.from({ length: 300 }, (_, index) => today.add({ days: index + 1 }));
  const difference = days.map((day) => {
    const berlin = day.toZonedDateTime({ timeZone: BERLIN, plainTime: "09:00" });
    return berlin.offsetNanoseconds - berlin.withTimeZone(NEW_YORK).offsetNanoseconds;
  });
  const counts = new Map<number, number>();
  for (const value of difference) counts.set(value, (counts.get(value) ?? 0) + 1);
  const usual = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  // From index 2 on, the day two before the first change is tomorrow or later.
  const first = difference.findIndex((value, index) => index >= 2 && difference[index - 1] === usual && value !== usual);
  const second = difference.findIndex((value, index) => index > first && value !== difference[index - 1]);
  if (first < 0 || second < 0) throw new Error(`no pair of clock changes within ${days.length} days of ${today}`);
  return [days[first - 2]!, days[first + 1]!, days[second]!].map(String);
}

// The dates move with today: fixed ones fall into the past, and the app refuses dates more than 365 days ahead.
const CLOCK_CHANGE_DATES = clockChangeDates(Temporal.Now.plainDateISO(NEW_YORK));

/** The sum of the page's layout shifts so far. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) sum += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(sum), 100);
      }),
  );

/** The times in the server's HTML, in order. */
const renderedTimes = (html: string) => [...html.matchAll(/class="slot-button">(\d{2}:\d{2})</g)].map((match) => match[1]);

describe("the booking page's server-rendered first view", () => {
  // Berlin's schedule seen from New York around days where only one of the two has changed its clocks (see clockChangeDates).
  it.each(CLOCK_CHANGE_DATES)(
    "shows the same times before and after the script takes over, for a New York visitor of a Berlin schedule (%s)",
    async (date) => {
      const host = await seedHost({ timezone: BERLIN });
      const slug = host.slugs[0]!;
      const page = await browser.newPage({ timezoneId: NEW_YORK, viewport: { width: 390, height: 844 } });
      // The visitor's zone as the page remembers it for the server (the cookie its script sets).
      await page.context().addCookies([{ name: "hangout_tz", value: NEW_YORK, url: appUrl() }]);
      const response = await page.goto(`/book/${slug}?date=${date}`);
      const serverTimes = renderedTimes((await response?.text()) ?? "");
      const expected = (await apiSlots(slug, date, 30, NEW_YORK)).map((slot) => wallClock(slot, NEW_YORK));
      expect(serverTimes).toEqual(expected);
      expect(serverTimes[0]).toBe(berlinNineInNewYork(Temporal.PlainDate.from(date)));

      // The script's own buttons (type="button") replace the server's (type="submit") with the same times, nothing shifted.
      const scripted = page.locator(SCRIPTED_SLOT);
      await scripted.first().waitFor();
      expect(await scripted.allTextContents()).toEqual(serverTimes);
      await page.getByText(`Time zone: ${NEW_YORK}`).waitFor();
      expect(await layoutShift(page)).toBeLessThan(0.02);
    },
  );

  it("renders a chosen time's form with the event type's questions, prefilled from the link, as the script does", async () => {
    const questions = [
      { label: "Company", kind: "short_text" as const, required: true },
      { label: "Plan", kind: "single_choice" as const, choices: ["Free", "Pro"] },
      { label: "I accept the terms", kind: "checkbox" as const, required: true },
    ];
    const host = await seedHost({ timezone: "Europe/Berlin", eventTypes: [{ questions }] });
    const slug = host.slugs[0]!;
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const [start] = await apiSlots(slug, date, 30, NEW_YORK);
    const link = `/book/${slug}?start=${start}&name=Ada&a1=Acme&a2=pro&a3=yes`;
    /** Where the form's fields sit: the server's without a script, then the script's. */
    const fieldBoxes = (page: Page) =>
      page.locator(".booking-form-section .field").evaluateAll((fields) => fields.map((field) => field.getBoundingClientRect()).map(({ y, height }) => ({ y, height })));
    const openForm = async (javaScriptEnabled: boolean) => {
      const page = await browser.newPage({ timezoneId: NEW_YORK, viewport: { width: 390, height: 844 }, javaScriptEnabled });
      await page.context().addCookies([{ name: "hangout_tz", value: NEW_YORK, url: appUrl() }]);
      return { page, html: (await (await page.goto(link))?.text()) ?? "" };
    };
    const server = await openForm(false);
    for (const label of ["Company *", "Plan", "I accept the terms *"]) expect(server.html).toContain(label);
    const serverBoxes = await fieldBoxes(server.page);
    expect(serverBoxes).toHaveLength(7);
    const { page } = await openForm(true);

    // The script's form has a 'Cancel' button where the server's has a link.
    await page.locator('.form-actions button[type="button"]').waitFor();
    expect(await page.getByLabel("Name *").inputValue()).toBe("Ada");
    expect(await page.getByLabel("Company *").inputValue()).toBe("Acme");
    expect(await page.getByLabel("Plan").inputValue()).toBe("Pro");
    expect(await page.getByLabel("I accept the terms *").isChecked()).toBe(true);
    expect(await layoutShift(page)).toBeLessThan(0.02);
    expect(await fieldBoxes(page)).toEqual(serverBoxes);
  });
});
