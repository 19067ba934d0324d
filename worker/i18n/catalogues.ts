import { type Catalogue, PSEUDO_LOCALE, SOURCE_CATALOGUE, catalogueOfSupported } from "../../shared/i18n/locales";
import { type Messages, type Translator, createTranslator } from "../../shared/i18n/translator";
import { pseudoMessages } from "./pseudo-locale";

/*
 * The catalogues ship as static assets (dist/i18n/{catalogue}.json, merged from shared/i18n/messages/
 * by the SPA build), not in the worker's bundle: twelve locales would take the bundle past its size
 * budget, and a request needs one. Each isolate reads a catalogue once and keeps it, as it keeps the
 * page shell: it is part of the deployment.
 */
const loaded = new Map<string, Promise<Messages>>();

async function fetchCatalogue(assets: Fetcher, catalogue: Catalogue): Promise<Messages> {
  const response = await assets.fetch(`https://assets.invalid/i18n/${catalogue}.json`);
  if (!response.ok) throw new Error(`The ${catalogue} catalogue is missing from the static assets (${response.status}); run npm run build.`);
  return response.json<Messages>();
}

/** A locale's messages: its catalogue's, or English made unreadable for the pseudo-locale. */
export function loadMessages(assets: Fetcher, locale: string): Promise<Messages> {
  const key = locale === PSEUDO_LOCALE ? PSEUDO_LOCALE : catalogueOfSupported(locale);
  let messages = loaded.get(key);
  if (!messages) {
    messages =
      key === PSEUDO_LOCALE ? fetchCatalogue(assets, SOURCE_CATALOGUE).then(pseudoMessages) : fetchCatalogue(assets, key as Catalogue);
    // A failed read is not kept: the next request tries again.
    messages.catch(() => loaded.delete(key));
    loaded.set(key, messages);
  }
  return messages;
}

/**
 * Translators kept per locale, as the catalogues are: each keeps the messages it has parsed, so a
 * booking's mails do not parse their messages again on every request. Tags come from requests and
 * bookings, so the map is bounded: a flood of odd regional tags only restarts it.
 */
const translators = new Map<string, Translator>();
const MAX_TRANSLATORS = 64;

/** A translator for a locale Hangout speaks (negotiated, or stored with a booking). */
export async function translatorFor(assets: Fetcher, locale: string): Promise<Translator> {
  const known = translators.get(locale);
  if (known) return known;
  const translator = createTranslator(locale, await loadMessages(assets, locale));
  if (translators.size >= MAX_TRANSLATORS) translators.clear();
  translators.set(locale, translator);
  return translator;
}
