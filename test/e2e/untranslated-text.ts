import type { Page } from "playwright-core";
import { CATALOGUE_NAMES } from "../../shared/i18n/locales";

/*
 * A host screen rendered in the pseudo-locale (en-XA: English with every letter accented) shows no
 * plain ASCII word: one there is text that skipped the catalogue (docs/LANGUAGES.md). What a screen may
 * show as it is comes out first: the host's own content (names, titles), zone ids, the languages' own
 * names, URLs, email addresses, "GMT" offsets ("UTC" too: Node's zone list lacks it), and what Intl writes (en-XA formats dates as plain English does).
 */
const BRAND = "Hangout";

function intlEnglish(): string[] {
  const names = new Set<string>();
  for (let month = 0; month < 12; month++) {
    for (const width of ["long", "short"] as const) names.add(new Intl.DateTimeFormat("en", { month: width, timeZone: "UTC" }).format(Date.UTC(2026, month, 1)));
  }
  for (let weekday = 0; weekday < 7; weekday++) {
    for (const width of ["long", "short", "narrow"] as const) names.add(new Intl.DateTimeFormat("en", { weekday: width, timeZone: "UTC" }).format(Date.UTC(2026, 2, 1 + weekday)));
  }
  for (const dayPeriod of ["AM", "PM"]) names.add(dayPeriod);
  return [...names];
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whole words only: a narrow weekday ("T") must not cut "Time" down to "ime". */
function wholeWordsOf(values: string[]): RegExp {
  const alternatives = values
    .filter((value) => value.length > 0)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegex);
  // Case-blind: CSS may show a word in capitals ("SUN" for "Sun"), and innerText reads it so.
  return new RegExp(`(?<![\\p{L}\\p{M}])(?:${alternatives.join("|")})(?![\\p{L}\\p{M}])`, "giu");
}

/** What the page shows and announces: its visible text, its title, and the attributes read out or shown. */
const readableText = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const attributes = Array.from(document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")).flatMap((element) =>
      ["aria-label", "title", "placeholder", "alt"].map((name) => element.getAttribute(name) ?? ""),
    );
    const options = Array.from(document.querySelectorAll("option")).map((option) => option.textContent ?? "");
    return [document.title, document.body.innerText, ...attributes, ...options].join("\n");
  });

/** The plain ASCII words (three letters or more) left on the page once its allowed content is taken out. */
export async function untranslatedWords(page: Page, content: string[]): Promise<string[]> {
  // Intl lists the IANA zones without "UTC", which a browser in UTC names as its zone.
  const allowed = [...content, ...Object.values(CATALOGUE_NAMES), ...intlEnglish(), BRAND, "UTC", ...Intl.supportedValuesOf("timeZone")];
  const text = (await readableText(page))
    .replace(/(?:https?|webcal):\/\/\S+/g, " ")
    .replace(/[^\s@]+@[^\s@]+/g, " ")
    .replace(/\b[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+/g, " ")
    .replace(/\bGMT(?:[+-]\d\d:\d\d)?/g, " ")
    .replace(wholeWordsOf(allowed), " ");
  return [...new Set((text.match(/[\p{L}\p{M}]+/gu) ?? []).filter((word) => /^[A-Za-z]{3,}$/.test(word)))];
}
