import { describe, expect, it } from "vitest";
import { appUrl, useBrowser } from "./browser";
import { apiSlots, seedHost, wallClock } from "./booking-host";

const browser = useBrowser();
const NEW_YORK = "America/New_York";

/** The times in the server's HTML, in order. */
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
      const scripted = page.locator('.slot-list button[type="button"]');
      await scripted.first().waitFor();
      expect(await scripted.allTextContents()).toEqual(serverTimes);
      await page.getByText(`Time zone: ${NEW_YORK}`).waitFor();
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let sum = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) sum += (entry as PerformanceEntry & { value: number }).value;
            }).observe({ type: "layout-shift", buffered: true });
            setTimeout(() => resolve(sum), 100);
          }),
      );
      expect(shift).toBeLessThan(0.02);
    },
  );
});
