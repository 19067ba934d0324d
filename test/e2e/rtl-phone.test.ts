import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { dateAhead } from "../scenarios/bookings";
import { SCRIPTED_SLOT, type SeededHost, apiSlots, bookAsVisitor, seedHost } from "./booking-host";
import { screenshot, useBrowser } from "./browser";

/*
 * Right-to-left visitor pages on a phone (docs/LANGUAGES.md, Right to left): in Arabic and Hebrew, at
 * 320 and 390 px wide, every element of the booking page (its times and its form, and its times
 * without a script), the cancel and reschedule pages and the profile lies within the screen, and
 * nothing scrolls sideways.
 */

const browser = useBrowser();

const WIDTHS = [320, 390];
const LANGUAGES = ["ar", "he"];

let host: SeededHost;
/** A day a few days ahead, whose 09:00 (UTC) is free. */
const DAY = dateAhead(3);
const links = { cancel: "", reschedule: "" };

beforeAll(async () => {
  host = await seedHost({
    timezone: "UTC",
    eventTypes: [{ title: "Erstgespräch mit ausführlicher Beratung", description: "Ein langes Gespräch über alles, was wichtig ist.", durations: [15, 30, 45, 60, 90] }],
  });
  const [start] = await apiSlots(host.slugs[0]!, DAY, 15, "UTC");
  const booking = await bookAsVisitor({ eventTypeSlug: host.slugs[0]!, startTime: start!, duration: 15, name: "Ada Lovelace", email: "rtl-phone@example.com", notes: "", guests: [] });
  Object.assign(links, { cancel: booking.cancel_url, reschedule: booking.reschedule_url });
});

/** What lies outside [0, the viewport's width], and how wide the document scrolls. */
const overflowOf = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const outside = Array.from(document.body.querySelectorAll("*")).flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return [];
      if (box.left >= -0.5 && box.right <= width + 0.5) return [];
      return [`${element.tagName.toLowerCase()}.${element.className} ${Math.round(box.left)}…${Math.round(box.right)}`];
    });
    return { scrollWidth: document.documentElement.scrollWidth, width, outside };
  });

async function expectFits(page: Page, what: string): Promise<void> {
  const { scrollWidth, width, outside } = await overflowOf(page);
  expect(outside, `${what}: elements outside the screen`).toEqual([]);
  expect(scrollWidth, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(width);
}

describe.each(LANGUAGES)("visitor pages in %s on a phone", (lang) => {
  it.each(WIDTHS)("fit %i px", async (width) => {
    let page = await browser.newPage({ viewport: { width, height: 800 }, timezoneId: "UTC", locale: lang });
    const check = async (path: string, ready: string, name: string) => {
      await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=${lang}`);
      await page.locator(ready).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
      await screenshot(page, `rtl-phone-${lang}-${width}-${name}`);
      await expectFits(page, `${name} (${lang}, ${width} px)`);
    };

    await check(`/book/${host.slugs[0]}?tz=UTC&date=${DAY}`, SCRIPTED_SLOT, "booking-times");
    await page.locator(SCRIPTED_SLOT).first().click();
    await page.locator("input[autocomplete='email']").waitFor();
    await screenshot(page, `rtl-phone-${lang}-${width}-booking-form`);
    await expectFits(page, `booking form (${lang}, ${width} px)`);

    await check(links.cancel, "textarea", "cancel");
    await check(`${links.reschedule}?tz=UTC`, SCRIPTED_SLOT, "reschedule");
    await check(`/u/${host.username}`, "a[href^='/book/']", "profile");

    page = await browser.newPage({ viewport: { width, height: 800 }, timezoneId: "UTC", locale: lang, javaScriptEnabled: false });
    await check(`/book/${host.slugs[0]}?tz=UTC&date=${DAY}`, ".slot-list .slot-button", "booking-times-no-script");
  });
});
