import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { catalogueOfSupported } from "../../shared/i18n/locales";
import { createTranslator, type Messages } from "../../shared/i18n/translator";
import { HOST_LOCALE, type MailWords, mailWordsOf } from "../../worker/email/mail-words";

/* The mail's words straight from shared/i18n/messages/, as the worker reads them from its static assets. */

const MESSAGES = fileURLToPath(new URL("../../shared/i18n/messages/", import.meta.url));

function messagesOf(locale: string): Messages {
  const folder = `${MESSAGES}${catalogueOfSupported(locale)}/`;
  return Object.assign({}, ...readdirSync(folder).map((file) => JSON.parse(readFileSync(folder + file, "utf8")) as Messages));
}

/** A booking's mail words with the booker reading `locale`. */
export const catalogueWords = (locale: string): MailWords =>
  mailWordsOf(createTranslator(locale, messagesOf(locale)), createTranslator(HOST_LOCALE, messagesOf(HOST_LOCALE)));
