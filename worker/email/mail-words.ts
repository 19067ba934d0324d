import { isolateIn } from "../../shared/i18n/bidi";
import { directionOf, supportedTag } from "../../shared/i18n/locales";
import type { Translator } from "../../shared/i18n/translator";
import { translatorFor } from "../i18n/catalogues";

/*
 * The words of a booking's mail: the booker reads theirs in the language the booking was made in
 * (bookings.locale), the hosts read Hangout's own English. Both come from the catalogues, so the
 * lines the two sides share (the details, the greeting) are written once.
 */

export interface MailWords {
  booker: Translator;
  host: Translator;
}

/** Hosts' mail stays in the product's English: the host app has no other language. */
export const HOST_LOCALE = "en";

/**
 * Every value (a name, "9:00 AM", an address) whose letters run against the mail's direction is
 * isolated (FSI … PDI), so it keeps its own order inside the sentence: a Latin name in an Arabic mail,
 * a Hebrew name in an English one. Values that run the mail's way stay as they are (shared/i18n/bidi.ts).
 */
function isolating(translator: Translator): Translator {
  const direction = directionOf(translator.locale);
  return {
    locale: translator.locale,
    t: (key, values) =>
      translator.t(key, values && Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === "string" ? isolateIn(direction, value) : value]))),
  };
}

/** The two sides' translators, the booker's isolating the values that run against their language's direction. */
export function mailWordsOf(booker: Translator, host: Translator): MailWords {
  return { booker: isolating(booker), host };
}

/**
 * Loads the catalogues a booking's mail needs (cached per isolate) before its mail is written; a
 * stored locale Hangout cannot speak (none is ever written) reads as English.
 */
export async function mailWordsFor(assets: Fetcher, bookerLocale: string): Promise<MailWords> {
  const locale = supportedTag(bookerLocale, true) ?? HOST_LOCALE;
  const [booker, host] = await Promise.all([translatorFor(assets, locale), translatorFor(assets, HOST_LOCALE)]);
  return mailWordsOf(booker, host);
}
