import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { appUrl, useBrowser } from "./browser";
import { SCRIPTED_SLOT, apiSlots, seedHost, wallClock } from "./booking-host";

const browser = useBrowser();
const NEW_YORK = "America/New_York";

/** The times in the server's HTML, in order. */
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

const renderedTimes = (html: string) => [...html.matchAll(/class="slot-button">(\d{2}:\d{2})</g)].map((match) => match[1]);

describe("the booking page's server-rendered first view", () => {
  // Berlin's schedule seen from New York: US clocks change on March 14 2027, Berlin's on March 28.
  it.each(["2027-03-12", "2027-03-15", "2027-03-28"])(
    "shows the same times before and after the script takes over, for a New York visitor of a Berlin schedule (%s)",
    async (date) => {
      const host = await seedHost({ timezone: "Europe/Berlin" });
      const slug = host.slugs[0]!;
      const page = await browser.newPage({ timezoneId: NEW_YORK, viewport: { width: 390, height: 844 } });
      // The visitor's zone as the page remembers it for the server (the cookie its script sets).
      await page.context().addCookies([{ name: "hangout_tz", value: NEW_YORK, url: appUrl() }]);
      const response = await page.goto(`/book/${slug}?date=${date}`);
      const serverTimes = renderedTimes((await response?.text()) ?? "");
      const expected = (await apiSlots(slug, date, 30, NEW_YORK)).map((slot) => wallClock(slot, NEW_YORK));
      expect(serverTimes).toEqual(expected);
      expect(serverTimes[0]).toBe(date === "2027-03-15" ? "04:00" : "03:00");

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
