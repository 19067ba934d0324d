import { isolateIn } from "../../shared/i18n/bidi";
import { directionOf, supportedTag } from "../../shared/i18n/locales";
import { DEFAULT_LOCALE } from "../../shared/i18n/negotiate";
import type { Translator } from "../../shared/i18n/translator";
import { translatorFor } from "../i18n/catalogues";

/*
 * The words of a booking's mail: the booker reads theirs in the language the booking was made in
 * (bookings.locale), each host in their account's language (users.locale; docs/LANGUAGES.md, "The
 * host's mail"). Both come from the catalogues, so the lines the two sides share (the details, the
 * greeting) are written once.
 */

/** The words of one host's facts: the booker's, and that host's. */
export interface MailWords {
  booker: Translator;
  host: Translator;
}

/** A booking's languages, loaded before its batch: the booker's, and each of its hosts'. */
export interface BookingWords {
  booker: Translator;
  /** The hosts' translators by their stored locale; the product's English is always among them. */
  hosts: ReadonlyMap<string, Translator>;
}

/**
 * Every value (a name, "9:00 AM", an address) whose letters run against the mail's direction is
 * isolated (FSI … PDI), so it keeps its own order inside the sentence: a Latin name in an Arabic mail,
 * a Hebrew name in a German one. Values that run the mail's way stay as they are (shared/i18n/bidi.ts).
 */
function isolating(translator: Translator): Translator {
  const direction = directionOf(translator.locale);
  return {
    locale: translator.locale,
    t: (key, values) =>
      translator.t(key, values && Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === "string" ? isolateIn(direction, value) : value]))),
  };
}

/** The product's English host mail reads as it always has: no marks around its values. */
const hostSide = (translator: Translator): Translator => (translator.locale === DEFAULT_LOCALE ? translator : isolating(translator));

/** A stored locale Hangout cannot speak (none is ever written) reads as English. */
const spoken = (locale: string | null | undefined) => (locale ? supportedTag(locale, true) : null) ?? DEFAULT_LOCALE;

/** One host's words: their language as `words` loaded it, else the product's English. */
export function wordsOfHost(words: BookingWords, hostLocale: string | null | undefined): MailWords {
  const host = words.hosts.get(spoken(hostLocale)) ?? words.hosts.get(DEFAULT_LOCALE);
  if (!host) throw new Error("A booking's words always hold the product's English.");
  return { booker: words.booker, host };
}

/** The words of a booking from translators already at hand (tests build them from the catalogue files). */
export function bookingWordsOf(booker: Translator, hosts: readonly Translator[]): BookingWords {
  return { booker: isolating(booker), hosts: new Map(hosts.map((host) => [host.locale, hostSide(host)])) };
}

/** A host's own mail (not a booking's): their language's translator. */
export async function hostWordsFor(assets: Fetcher, hostLocale: string | null | undefined): Promise<Translator> {
  return hostSide(await translatorFor(assets, spoken(hostLocale)));
}

/**
 * Loads the catalogues a booking's mail needs (cached per isolate) before its mail is written: the
 * booker's, and the language of each host in `hostLocales` (the product's English always).
 */
export async function mailWordsFor(assets: Fetcher, bookerLocale: string, hostLocales: readonly (string | null | undefined)[]): Promise<BookingWords> {
  const locales = [...new Set([DEFAULT_LOCALE, ...hostLocales.map(spoken)])];
  const [booker, hosts] = await Promise.all([translatorFor(assets, spoken(bookerLocale)), Promise.all(locales.map((locale) => translatorFor(assets, locale)))]);
  return bookingWordsOf(booker, hosts);
}

/** `words` with the languages of hosts read after it was loaded (a collective booking's own hosts). */
export async function withHostWords(assets: Fetcher, words: BookingWords, hostLocales: readonly (string | null | undefined)[]): Promise<BookingWords> {
  const missing = [...new Set(hostLocales.map(spoken))].filter((locale) => !words.hosts.has(locale));
  if (missing.length === 0) return words;
  const added = await Promise.all(missing.map(async (locale) => hostSide(await translatorFor(assets, locale))));
  return { booker: words.booker, hosts: new Map([...words.hosts, ...added.map((host) => [host.locale, host] as const)]) };
}
