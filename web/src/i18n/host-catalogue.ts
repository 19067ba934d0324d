import catalogueUrls from "virtual:host-catalogues";
import { PSEUDO_LOCALE, SOURCE_CATALOGUE, catalogueOfSupported } from "../../../shared/i18n/locales";
import type { Messages } from "../../../shared/i18n/translator";

/*
 * The host app's catalogue of one locale: a static asset of its own (docs/LANGUAGES.md, The host's
 * language), named by its content's hash so the browser keeps it; the app bundle carries only the
 * twelve names. Each is fetched once per page.
 */
const loaded = new Map<string, Promise<Messages>>();

const catalogueKey = (locale: string) => (locale === PSEUDO_LOCALE ? PSEUDO_LOCALE : catalogueOfSupported(locale));

async function fetchCatalogue(key: string): Promise<Messages> {
  const url = catalogueUrls[key] ?? catalogueUrls[SOURCE_CATALOGUE];
  if (!url) throw new Error(`No host catalogue for ${key} in this build.`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The ${key} host catalogue could not be read (${response.status}).`);
  return (await response.json()) as Messages;
}

/** The host messages of a locale's catalogue (English accented for the pseudo-locale). A failed read is not kept. */
export function loadHostMessages(locale: string): Promise<Messages> {
  const key = catalogueKey(locale);
  let messages = loaded.get(key);
  if (!messages) {
    messages = fetchCatalogue(key);
    messages.catch(() => loaded.delete(key));
    loaded.set(key, messages);
  }
  return messages;
}
