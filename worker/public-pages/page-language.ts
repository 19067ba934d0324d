import type { Clock } from "../../shared/i18n/calendar-conventions";
import type { PageI18n } from "../../shared/i18n/page-i18n";
import { type Messages, type Translator, createTranslator } from "../../shared/i18n/translator";

/** What a booker page's markup writes with: the booker's messages and locale, and the clock times read on. */
export interface PageLanguage extends Translator {
  clock: Clock;
}

/** One translator per locale's page messages and isolate: each keeps the messages it has parsed. */
const translators = new WeakMap<Messages, Map<string, Translator>>();

function translatorOf(locale: string, messages: Messages): Translator {
  let byLocale = translators.get(messages);
  if (!byLocale) {
    byLocale = new Map();
    translators.set(messages, byLocale);
  }
  let translator = byLocale.get(locale);
  if (!translator) {
    translator = createTranslator(locale, messages);
    byLocale.set(locale, translator);
  }
  return translator;
}

/** The language of a page from what it inlines (#page-i18n), so its first view and its script say the same. */
export function pageLanguage(i18n: PageI18n): PageLanguage {
  const { locale, t } = translatorOf(i18n.locale, i18n.messages);
  return { locale, t, clock: i18n.clock };
}
