import { describe, expect, it } from "vitest";
import { CATALOGUE_NAMES } from "../../shared/i18n/locales";
import { createHost, dateAhead, instantAt, postBooking } from "./bookings-fixtures";
import { uniqueAddress } from "./client";
import { api } from "./helpers";

/*
 * Every booker page rendered in the pseudo-locale (en-XA: English with every letter accented) shows
 * no plain ASCII word: one there is text that skipped the catalogue (docs/LANGUAGES.md). What the page
 * may show as it is comes out first: the host's own words (title, location, description, names), zone
 * ids, the languages' own names in the language switch, URLs, and what Intl writes (en-XA formats
 * dates as plain English does: month and weekday names, zone names).
 */

const BRAND = "Hangout";

/** The text a visitor reads or hears: the page's text, its title, and the attributes shown or announced. */
function readableText(html: string): string {
  const withoutCode = html
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
    .replace(/<style\b[\s\S]*?<\/style>/gi, " ");
  const announced = [...withoutCode.matchAll(/\s(?:placeholder|aria-label|alt|title)="([^"]*)"/gi)].map((match) => match[1] ?? "");
  const text = withoutCode.replace(/<[^>]*>/g, " ");
  return decodeEntities([text, ...announced].join(" "));
}

function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith("#x") || body.startsWith("#X")) return String.fromCodePoint(parseInt(body.slice(2), 16));
    if (body.startsWith("#")) return String.fromCodePoint(Number(body.slice(1)));
    return named[body.toLowerCase()] ?? entity;
  });
}

/** What Intl writes in plain English (the pseudo-locale's dates): month and weekday names, and the zones' names. */
function intlEnglish(zones: string[]): string[] {
  const days = Array.from({ length: 12 }, (_, month) => Date.UTC(2026, month, 1));
  const names = new Set<string>();
  for (const day of days) {
    for (const month of ["long", "short"] as const) names.add(new Intl.DateTimeFormat("en", { month, timeZone: "UTC" }).format(day));
  }
  for (let weekday = 0; weekday < 7; weekday++) {
    for (const width of ["long", "short", "narrow"] as const) names.add(new Intl.DateTimeFormat("en", { weekday: width, timeZone: "UTC" }).format(Date.UTC(2026, 2, 1 + weekday)));
  }
  for (const timeZone of zones) {
    for (const timeZoneName of ["long", "short", "longGeneric", "shortGeneric"] as const) {
      const part = new Intl.DateTimeFormat("en", { timeZone, timeZoneName }).formatToParts(Date.now()).find((p) => p.type === "timeZoneName");
      if (part) names.add(part.value);
    }
  }
  return [...names];
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What every page may show as it is; built once, Intl's list of zones is long. */
let alwaysAllowed: string[] | null = null;
const allowedEverywhere = () =>
  (alwaysAllowed ??= [...Object.values(CATALOGUE_NAMES), ...intlEnglish(["UTC"]), BRAND, ...Intl.supportedValuesOf("timeZone")]);

/** Whole words only: a narrow weekday ("T") must not cut "Time" down to "ime". */
function wholeWordsOf(values: string[]): RegExp {
  const alternatives = values
    .filter((value) => value.length > 0)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegex);
  return new RegExp(`(?<![\\p{L}\\p{M}])(?:${alternatives.join("|")})(?![\\p{L}\\p{M}])`, "gu");
}

/** The plain ASCII words (three letters or more) left once the page's allowed content is taken out. */
function untranslatedWords(html: string, hostContent: string[]): string[] {
  const text = readableText(html)
    .replace(/https?:\/\/\S+/g, " ")
    // Zone ids the runtime may spell differently from Intl's list ("Asia/Katmandu").
    .replace(/\b[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+/g, " ")
    .replace(wholeWordsOf([...hostContent, ...allowedEverywhere()]), " ");
  return (text.match(/[\p{L}\p{M}]+/gu) ?? []).filter((word) => /^[A-Za-z]{3,}$/.test(word));
}

const page = (path: string) => api<string>("GET", path, { headers: { "CF-Connecting-IP": uniqueAddress() } });

describe("the booker pages under the pseudo-locale", () => {
  it("the check itself finds plain English and lets accented text, host content and Intl's names through", () => {
    expect(untranslatedWords("<p>Book <b>now</b></p>", [])).toEqual(["Book", "now"]);
    expect(untranslatedWords('<input placeholder="Your name">', [])).toEqual(["Your", "name"]);
    expect(untranslatedWords("<p>Time · T</p>", [])).toEqual(["Time"]);
    expect(untranslatedWords("<h1>Ɓööķ ŵîţĥ Alice Smith</h1><p>Monday, March 9 · Europe/Berlin · Hangout</p><script>const text = 1;</script>", ["Alice Smith"])).toEqual([]);
  });

  it("renders /book (month, day, form), /cancel, /reschedule, /u and the not-found pages without a plain English word", async () => {
    const host = await createHost({ durations: [30, 60] });
    const details = { title: "Quarterly planning", location: "Meeting room seven", description: "Bring the latest numbers along." };
    expect((await api("PUT", `/api/event-types/${host.eventTypeId}`, { token: host.user.token, json: details })).status).toBe(200);
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(5), "10:00", "UTC"), duration: 30, name: "Ada Lovelace" });
    expect(booked.status).toBe(201);
    const token = booked.body.booking.cancellation_token;
    // The unknown username is the visitor's own words, shown back to them.
    const hostContent = [details.title, details.location, details.description, host.user.username, "Ada Lovelace", host.slug, "no-such-user-here"];

    const day = dateAhead(5);
    const start = instantAt(day, "11:00", "UTC");
    const pages: Array<[string, number]> = [
      [`/book/${host.slug}`, 200],
      // The day's times, and the no-script booking form of one of them.
      [`/book/${host.slug}?date=${day}&duration=30&tz=UTC`, 200],
      [`/book/${host.slug}?date=${day}&duration=30&tz=UTC&start=${encodeURIComponent(start)}`, 200],
      [`/cancel/${token}`, 200],
      [`/reschedule/${token}`, 200],
      [`/u/${host.user.username}`, 200],
      ["/book/no-such-page", 404],
      ["/u/no-such-user-here", 404],
      ["/team/no-such-team", 404],
      [`/cancel/${"A".repeat(43)}`, 404],
      [`/reschedule/${"A".repeat(43)}`, 404],
    ];
    const found: Record<string, string[]> = {};
    for (const [path, status] of pages) {
      const response = await page(`${path}${path.includes("?") ? "&" : "?"}lang=en-XA`);
      expect(response.status, path).toBe(status);
      expect(response.body, path).toContain('<html lang="en-XA"');
      found[path] = [...new Set(untranslatedWords(response.body, hostContent))];
    }
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((path) => [path, []])));
  });
});
