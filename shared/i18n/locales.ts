/*
 * The languages a booker can read Hangout in (docs/LANGUAGES.md). A booker's locale is a BCP 47 tag
 * ("de", "en-US", "pt-BR"): its language picks the catalogue, the whole tag picks how dates, weekdays,
 * week starts and clocks are written (Intl), so "en-US" and "en-GB" share words but not clocks.
 */
export const CATALOGUES = ["en", "de", "fr", "es", "pt-BR", "it", "nl", "pl", "ja", "zh-CN", "ar", "he"] as const;

/** A catalogue: one JSON file per namespace under shared/i18n/messages/{catalogue}/. */
export type Catalogue = (typeof CATALOGUES)[number];

/** The catalogues' tests render booker pages in this one (an accented copy of English) to catch untranslated text. */
export const PSEUDO_LOCALE = "en-XA";

export const SOURCE_CATALOGUE: Catalogue = "en";

/** Each catalogue's name in its own language, for the page's language switch. */
export const CATALOGUE_NAMES: Record<Catalogue, string> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  "pt-BR": "Português (Brasil)",
  it: "Italiano",
  nl: "Nederlands",
  pl: "Polski",
  ja: "日本語",
  "zh-CN": "简体中文",
  ar: "العربية",
  he: "עברית",
};

const RTL_LANGUAGES = new Set(["ar", "he"]);

/** The tag in Intl's canonical spelling ("EN-us" → "en-US"), or null when it is not a well-formed tag. */
export function canonicalTag(value: string): string | null {
  try {
    return Intl.getCanonicalLocales(value.trim())[0] ?? null;
  } catch {
    return null;
  }
}

const languageOf = (tag: string) => tag.split("-")[0]?.toLowerCase() ?? "";

/**
 * The catalogue a tag reads: the exact one, else the one of its language ("pt-PT" → "pt-BR",
 * "zh-TW" → "zh-CN", "de-AT" → "de"); null when Hangout has none for that language.
 */
export function catalogueOf(tag: string): Catalogue | null {
  const exact = CATALOGUES.find((catalogue) => catalogue.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  const language = languageOf(tag);
  return CATALOGUES.find((catalogue) => languageOf(catalogue) === language) ?? null;
}

/** A tag Hangout can speak, in canonical spelling; null otherwise. The pseudo-locale only where it is enabled. */
export function supportedTag(value: string, pseudo = false): string | null {
  const tag = canonicalTag(value);
  if (tag === null) return null;
  if (tag === PSEUDO_LOCALE) return pseudo ? tag : null;
  return catalogueOf(tag) === null ? null : tag;
}

export const catalogueOfSupported = (tag: string): Catalogue => (tag === PSEUDO_LOCALE ? SOURCE_CATALOGUE : (catalogueOf(tag) ?? SOURCE_CATALOGUE));

export const directionOf = (tag: string): "ltr" | "rtl" => (RTL_LANGUAGES.has(languageOf(tag)) ? "rtl" : "ltr");
