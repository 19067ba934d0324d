import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wranglerCrons } from "../../scripts/cron-schedule.mjs";
import { tickUrl } from "../../scripts/local-cron.mjs";
import { dateAhead } from "../scenarios/bookings";
import { apiCall } from "./api";
import { SCRIPTED_SLOT, type SeededHost, apiSlots, seedHost, slotButton } from "./booking-host";
import { appUrl, useBrowser } from "./browser";
import { type MailboxMessage, mailTo } from "./dev-mailbox";

/*
 * The booker's language (docs/LANGUAGES.md), scripts on and off: the language from ?lang= or
 * Accept-Language, month and weekday names, the week's first day and the clock as the locale writes
 * them, right-to-left pages mirrored, the embed's data-lang, and a booking made in Japanese whose
 * every mail is Japanese. Expected words come from Node's Intl, not from the app's own helpers.
 */

const browser = useBrowser();

const MINUTE_MS = 60_000;
/** A day a week ahead: its month and its 09:00 (UTC) first time are what the pages are checked on. */
const DAY = dateAhead(7);
const NINE_AM = Date.parse(`${DAY}T09:00:00Z`);

/** Text as compared here: Latin digits, plain spaces, no bidi marks (ICU builds differ in these, not in words). */
const plain = (text: string | null | undefined) =>
  (text ?? "")
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, "")
    .replace(/\s+/g, " ")
    .trim();

const onDay = (tag: string, options: Intl.DateTimeFormatOptions, day: string) =>
  plain(new Intl.DateTimeFormat(tag, { ...options, timeZone: "UTC" }).format(Date.parse(`${day}T00:00:00Z`)));
const monthTitle = (tag: string, day: string) => onDay(tag, { month: "long", year: "numeric" }, day);
const fullDate = (tag: string, day: string) => onDay(tag, { weekday: "long", month: "long", day: "numeric", year: "numeric" }, day);
/** 2026-03-01 was a Sunday: weekday w (0 = Sunday) is March 1 + w. */
const weekdayNames = (tag: string, first: number, width: "short" | "narrow") =>
  Array.from({ length: 7 }, (_, i) => onDay(tag, { weekday: width }, `2026-03-0${1 + ((first + i) % 7)}`));
const timeText = (tag: string, instant: number, clock: "12" | "24") =>
  plain(
    new Intl.DateTimeFormat(tag, clock === "24" ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" } : { hour: "numeric", minute: "2-digit", hourCycle: "h12", timeZone: "UTC" }).format(
      instant,
    ),
  );
/** Intl's week start for a tag, 0 = Sunday. */
function intlWeekStart(tag: string): number {
  const locale = new Intl.Locale(tag) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
  return (locale.getWeekInfo?.() ?? locale.weekInfo)!.firstDay % 7;
}
/** Intl's clock for a tag. */
const intlClock = (tag: string): "12" | "24" => (/h1[12]/.test(new Intl.DateTimeFormat(tag, { hour: "numeric" }).resolvedOptions().hourCycle ?? "") ? "12" : "24");

/** Words of today's English booking page (spec §5): none may remain on a translated one. */
const ENGLISH_PAGE_WORDS = ["Available times", "Previous month", "Next month", "Time slot interval", "All booking options", "Time zone", "Duration", "Location"];
/** Words of today's English booker mails. */
const ENGLISH_MAIL_WORDS = ["Confirmed:", "Reminder:", "Cancelled:", "Hi ", "is confirmed", "This is a reminder", "cancelled your booking", "Need to change the time?", "Need to cancel?", "invitation"];
const JAPANESE_SCRIPT = /[\u3040-\u30ff\u4e00-\u9fff]/;

/** Everything a booker reads on the page, labels included. */
const readableText = (target: Page | Frame) =>
  target.evaluate(() =>
    [document.body.innerText, ...Array.from(document.querySelectorAll("[aria-label], [title], [placeholder]")).flatMap((element) => ["aria-label", "title", "placeholder"].map((name) => element.getAttribute(name) ?? ""))].join("\n"),
  );

const expectNoEnglish = (text: string) => expect(ENGLISH_PAGE_WORDS.filter((word) => text.includes(word))).toEqual([]);

let host: SeededHost;

beforeAll(async () => {
  host = await seedHost({ timezone: "UTC", eventTypes: [{ durations: [30] }] });
});

/*
 * A booking made in Japanese through the page. Its reminder is due about a minute after it is made,
 * so the page checks below run while it comes due; the last test reads the reminder, then cancels.
 */
const japanese = { email: "", start: 0, due: 0, id: 0, token: "" };

/*
 * Its reminder is also this suite's check of scheduled work under `npm start`: the app runs
 * the worker's real scheduled handler on wrangler.toml's crons, and wrangler's documented local trigger
 * (GET /__scheduled, what the start script requests at each cron time) runs a tick at will. No dev-only
 * route makes anything due: the reminder becomes due by the clock.
 */
async function tick(): Promise<void> {
  const [cron] = wranglerCrons();
  const response = await fetch(tickUrl(new URL(appUrl()).origin, cron!));
  expect([response.status, await response.text()]).toEqual([200, "Ran scheduled event"]);
}

const reminderOf = async (email: string) => (await mailTo(email)).find((mail) => mail.ics_method === null);

/** A booker mail in Japanese: Japanese subject, the day as Japanese writes it, none of the English template's words. */
function expectJapaneseMail(mail: MailboxMessage | undefined, what: string) {
  expect(mail, `the ${what} mail`).toBeDefined();
  expect(mail!.subject, `the ${what} subject`).toMatch(JAPANESE_SCRIPT);
  expect(plain(mail!.text), `the ${what} text`).toContain(onDay("ja", { year: "numeric", month: "long", day: "numeric" }, new Date(japanese.start).toISOString().slice(0, 10)));
  expect(ENGLISH_MAIL_WORDS.filter((word) => `${mail!.subject}\n${mail!.text}`.includes(word)), `English left in the ${what}`).toEqual([]);
}

describe("a booking made in Japanese", () => {
  it("is booked through the page in Japanese and confirmed by mail in Japanese", async () => {
    const jaHost = await seedHost({ timezone: "UTC", start: "00:00", end: "23:59", eventTypes: [{ durations: [15] }] });
    const slug = jaHost.slugs[0]!;
    // Set here, not once for the file: a retry books afresh, with a mailbox of its own.
    Object.assign(japanese, { email: `hanako-${crypto.randomUUID().slice(0, 8)}@example.com`, start: 0, due: 0, id: 0, token: jaHost.token });
    // At least 6 minutes ahead: a reminder is at least 5 minutes before its booking.
    const earliest = Date.now() + 6 * MINUTE_MS;
    const starts = [...(await apiSlots(slug, dateAhead(0), 15, "UTC")), ...(await apiSlots(slug, dateAhead(1), 15, "UTC"))].map(Date.parse);
    japanese.start = starts.find((slot) => slot >= earliest) ?? 0;
    expect(japanese.start).toBeGreaterThan(0);
    // The reminder falls due 20–80 s from now: after the booking is made, about when this file's last test starts.
    const offset = Math.floor((japanese.start - Date.now() - 20_000) / MINUTE_MS);
    japanese.due = japanese.start - offset * MINUTE_MS;
    const [eventType] = await apiCall<{ id: number }[]>("GET", "/api/event-types", jaHost.token);
    await apiCall("PUT", `/api/event-types/${eventType!.id}`, jaHost.token, { reminders: { offsets: [offset], notify_host: false } });

    const page = await browser.newPage({ timezoneId: "UTC" });
    const day = new Date(japanese.start).toISOString().slice(0, 10);
    // The address fills the form in (as links from a host's site do); the booker picks the time and confirms.
    await page.goto(`/book/${slug}?lang=ja&tz=UTC&date=${day}&name=${encodeURIComponent("山田 花子")}&email=${japanese.email}`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ja");
    // The script's own button (slotButton): a click before it takes over posts the server's form, not the API's booking call.
    await slotButton(page, timeText("ja", japanese.start, "24")).click();
    await page.locator("input[autocomplete='email']").waitFor();
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith("/api/public/bookings") && answer.request().method() === "POST"),
      page.locator("form.form button.primary[type='submit']").click(),
    ]);
    expect(response.status()).toBe(201);
    japanese.id = ((await response.json()) as { booking: { id: number } }).booking.id;
    expect((response.request().postDataJSON() as { locale?: string }).locale).toBe("ja");

    await expect.poll(async () => (await mailTo(japanese.email)).length).toBe(1);
    expectJapaneseMail((await mailTo(japanese.email)).find((mail) => mail.ics_method === "REQUEST"), "confirmation");

    // A tick before the reminder's time sends nothing.
    await tick();
    expect(Date.now()).toBeLessThan(japanese.due);
    expect(await reminderOf(japanese.email)).toBeUndefined();
  });
});

interface LocaleCase {
  name: string;
  /** The page's query beside tz and date, and the browser's language (Accept-Language). */
  query: string;
  browserLocale?: string;
  tag: string;
  dir: "ltr" | "rtl";
  /** 0 = Sunday: the weekday of the grid's first column. */
  firstDay: number;
  clock: "12" | "24";
}

const CASES: LocaleCase[] = [
  { name: "?lang=de", query: "lang=de", tag: "de", dir: "ltr", firstDay: 1, clock: "24" },
  { name: "Accept-Language: de", query: "", browserLocale: "de", tag: "de", dir: "ltr", firstDay: 1, clock: "24" },
  { name: "Accept-Language: en-US", query: "", browserLocale: "en-US", tag: "en-US", dir: "ltr", firstDay: 0, clock: "12" },
  { name: "?lang=ar", query: "lang=ar", tag: "ar", dir: "rtl", firstDay: intlWeekStart("ar"), clock: intlClock("ar") },
  { name: "?lang=he", query: "lang=he", tag: "he", dir: "rtl", firstDay: intlWeekStart("he"), clock: intlClock("he") },
];

/** Where the grid's cells and the month arrows are: left edges, and which way each arrow points as drawn. */
const layoutOf = (page: Page, firstDayNumber: number) =>
  page.evaluate((dayNumber) => {
    const left = (element: Element | null | undefined) => element?.getBoundingClientRect().left ?? Number.NaN;
    const headers = Array.from(document.querySelectorAll(".calendar-weekday"));
    const flipped = (button: Element) => [button, ...Array.from(button.querySelectorAll("*"))].filter((element) => /^matrix\(-/.test(getComputedStyle(element).transform)).length % 2 === 1;
    const drawn = (button: Element) => {
      const glyph = button.textContent?.trim() ?? "";
      const base = "‹<←".includes(glyph) ? "left" : "›>→".includes(glyph) ? "right" : `unknown arrow "${glyph}"`;
      if (!flipped(button)) return base;
      return base === "left" ? "right" : base === "right" ? "left" : base;
    };
    const [earlier, later] = Array.from(document.querySelectorAll(".calendar-header .icon-button"));
    return {
      firstColumn: left(headers[0]),
      lastColumn: left(headers[6]),
      firstDayCell: left(document.querySelector(`.calendar-day[data-day="${dayNumber}"]`)),
      weekEndCell: left(document.querySelector(`.calendar-day[data-day="${dayNumber + 6}"]`)),
      earlier: earlier ? { left: left(earlier), points: drawn(earlier) } : null,
      later: later ? { left: left(later), points: drawn(later) } : null,
    };
  }, firstDayNumber);

describe.each([
  ["on", true],
  ["off", false],
] as const)("the booking page, scripts %s", (_scripts, javaScriptEnabled) => {
  it.each(CASES.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    const page = await browser.newPage({ javaScriptEnabled, timezoneId: "UTC", ...(c.browserLocale ? { locale: c.browserLocale } : {}) });
    await page.goto(`/book/${host.slugs[0]}?${c.query ? `${c.query}&` : ""}tz=UTC&date=${DAY}`);
    // With scripts, the script's own time buttons (the server's are submit buttons): the page the SPA renders.
    await page.locator(`.slot-list .slot-button[type="${javaScriptEnabled ? "button" : "submit"}"]`).first().waitFor();

    const shown = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      direction: getComputedStyle(document.documentElement).direction,
      title: document.querySelector(".calendar-title")?.textContent,
      heading: document.querySelector(".slot-date")?.textContent,
      weekdays: Array.from(document.querySelectorAll(".calendar-weekday")).map((element) => element.textContent),
      firstTime: document.querySelector(".slot-list .slot-button")?.textContent,
    }));
    expect({ lang: shown.lang, direction: shown.direction }).toEqual({ lang: c.tag, direction: c.dir });
    if (c.dir === "rtl") expect(shown.dir).toBe("rtl");
    expect(plain(shown.title)).toBe(monthTitle(c.tag, DAY));
    expect(plain(shown.heading)).toBe(fullDate(c.tag, DAY));
    expect([weekdayNames(c.tag, c.firstDay, "short"), weekdayNames(c.tag, c.firstDay, "narrow")]).toContainEqual(shown.weekdays.map(plain));
    expect(plain(shown.firstTime)).toBe(timeText(c.tag, NINE_AM, c.clock));
    if (c.tag === "en-US") expect(plain(shown.firstTime)).toBe("9:00 AM");
    if (!c.tag.startsWith("en")) expectNoEnglish(await readableText(page));

    // The grid: the locale's first weekday in the first column, which is on the right in rtl; the arrows follow.
    const firstOfMonth = new Date(`${DAY.slice(0, 7)}-01T00:00:00Z`).getUTCDay();
    const layout = await layoutOf(page, 1 + ((c.firstDay - firstOfMonth + 7) % 7));
    expect(Math.abs(layout.firstDayCell - layout.firstColumn)).toBeLessThan(2);
    expect(Math.abs(layout.weekEndCell - layout.lastColumn)).toBeLessThan(2);
    const rtl = c.dir === "rtl";
    expect(layout.firstColumn > layout.lastColumn, "the first weekday column is on the right").toBe(rtl);
    expect(layout.earlier!.left > layout.later!.left, "the later month's arrow is on the right").toBe(rtl);
    expect({ earlier: layout.earlier!.points, later: layout.later!.points }).toEqual(rtl ? { earlier: "right", later: "left" } : { earlier: "left", later: "right" });
  });
});

describe("the language switch in Japanese", () => {
  /** How many lines an element's text runs to: its line boxes' distinct tops. */
  const linesOf = (page: Page, selector: string) =>
    page.locator(selector).evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set(Array.from(range.getClientRects()).map((box) => Math.round(box.top))).size;
    });

  it.each([1280, 390])("keeps its label and its button on one line at %i px (CJK text never breaks per character there)", async (width) => {
    const page = await browser.newPage({ timezoneId: "UTC", viewport: { width, height: 800 } });
    await page.goto(`/book/${host.slugs[0]}?lang=ja&tz=UTC&date=${DAY}`);
    await page.locator(SCRIPTED_SLOT).first().waitFor();
    expect(await linesOf(page, ".language-switch label")).toBe(1);
    expect(await linesOf(page, ".language-switch button")).toBe(1);
    const label = await page.locator(".language-switch label").evaluate((element) => ({ height: element.getBoundingClientRect().height, line: parseFloat(getComputedStyle(element).lineHeight) }));
    expect(label.height).toBeCloseTo(label.line, 0);
  });
});

describe("the embed", () => {
  /** Another site (its own origin) with the booking page embedded in French. */
  let site: Server;
  beforeAll(async () => {
    const embedScript = new URL("/embed.js", appUrl()).href;
    site = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title></head><body><div data-hangout="${host.slugs[0]}" data-lang="fr"></div><script src="${embedScript}" async></script></body></html>`);
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  });
  afterAll(() => new Promise((resolve) => site.close(resolve)));

  it('with data-lang="fr" shows the booking page in French', async () => {
    const page = await browser.newPage({ timezoneId: "UTC" });
    await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`);
    const frame = await (await page.locator("iframe").elementHandle())?.contentFrame();
    if (!frame) throw new Error("No booking iframe on the page.");
    await frame.locator(SCRIPTED_SLOT).first().waitFor();

    expect(await frame.evaluate(() => document.documentElement.lang)).toBe("fr");
    // The first free day is today or tomorrow, whichever still has a time.
    const heading = plain(await frame.locator(".slot-date").textContent());
    const day = [dateAhead(0), dateAhead(1)].find((date) => fullDate("fr", date) === heading);
    expect(day, `"${heading}" is today or tomorrow in French`).toBeDefined();
    expect(plain(await frame.locator(".calendar-title").textContent())).toBe(monthTitle("fr", day!));
    expectNoEnglish(await readableText(frame));
  });
});

describe("a booking made in Japanese, later", () => {
  it("gets its reminder when due, by the clock on wrangler's local trigger, and its cancellation by the host, in Japanese", { timeout: 180_000 }, async () => {
    if (!japanese.id) throw new Error("The Japanese booking was not made (see the first test).");
    // Ticks until it is due and mailed: a tick answers once its work is done, the queue sends in about a second.
    await expect
      .poll(
        async () => {
          await tick();
          return reminderOf(japanese.email);
        },
        { timeout: 150_000, interval: 2_000 },
      )
      .toBeDefined();
    expect(Date.now()).toBeGreaterThanOrEqual(japanese.due);
    expectJapaneseMail(await reminderOf(japanese.email), "reminder");

    await apiCall("POST", `/api/bookings/${japanese.id}/cancel`, japanese.token, { reason: null });
    const cancellation = async () => (await mailTo(japanese.email)).find((mail) => mail.ics_method === "CANCEL");
    await expect.poll(cancellation).toBeDefined();
    expectJapaneseMail(await cancellation(), "cancellation");
  });
});
