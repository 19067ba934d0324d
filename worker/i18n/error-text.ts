import { SOURCE_CATALOGUE, catalogueOfSupported, PSEUDO_LOCALE } from "../../shared/i18n/locales";
import type { MessageKey } from "../../shared/i18n/message-keys";
import type { Messages } from "../../shared/i18n/translator";
import { loadMessages, translatorFor } from "./catalogues";

/*
 * An API error a booker can meet, in the booker's language. Routes and use cases throw the English
 * text of spec §8 (HttpError); at the edge it is found among the English `errors.` messages and
 * written in the booker's locale. A message the catalogue has no key for stays as it is.
 */
let englishKeys: Map<string, MessageKey> | null = null;

function keysByText(english: Messages): Map<string, MessageKey> {
  englishKeys ??= new Map(
    Object.entries(english)
      .filter(([key]) => key.startsWith("errors."))
      .map(([key, text]) => [text, key as MessageKey]),
  );
  return englishKeys;
}

export async function errorInLocale(assets: Fetcher, locale: string, message: string): Promise<string> {
  if (locale !== PSEUDO_LOCALE && catalogueOfSupported(locale) === SOURCE_CATALOGUE) return message;
  const key = keysByText(await loadMessages(assets, SOURCE_CATALOGUE)).get(message);
  if (key === undefined) return message;
  return (await translatorFor(assets, locale)).t(key);
}
