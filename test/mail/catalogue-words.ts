import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { catalogueOfSupported } from "../../shared/i18n/locales";
import { createTranslator, type Messages, type Translator } from "../../shared/i18n/translator";
import { bookingWordsOf, type MailWords, wordsOfHost } from "../../worker/email/mail-words";

/* The mail's words straight from shared/i18n/messages/, as the worker reads them from its static assets. */

const MESSAGES = fileURLToPath(new URL("../../shared/i18n/messages/", import.meta.url));

function messagesOf(locale: string): Messages {
  const folder = `${MESSAGES}${catalogueOfSupported(locale)}/`;
  return Object.assign({}, ...readdirSync(folder).map((file) => JSON.parse(readFileSync(folder + file, "utf8")) as Messages));
}

/** A translator over `locale`'s catalogue files. */
export const catalogueTranslator = (locale: string): Translator => createTranslator(locale, messagesOf(locale));

/** A booking's mail words with the booker reading `locale` and the host `hostLocale` (the product's English unless given). */
export const catalogueWords = (locale: string, hostLocale = "en"): MailWords =>
  wordsOfHost(bookingWordsOf(catalogueTranslator(locale), [catalogueTranslator(hostLocale)]), hostLocale);
