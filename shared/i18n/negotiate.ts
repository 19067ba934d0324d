import { supportedTag } from "./locales";

/** Where a booker page's language may come from, strongest first (docs/LANGUAGES.md, "Choosing the language"). */
export interface LocaleSources {
  /** ?lang= of the page's address. */
  query?: string | null;
  /** The booker's remembered choice (the language cookie). */
  remembered?: string | null;
  /** The booking type's language, when its host set one. */
  eventType?: string | null;
  /** The request's Accept-Language header. */
  acceptLanguage?: string | null;
  /** The host's default language. */
  hostDefault?: string | null;
  /** Whether the pseudo-locale may be chosen (tests and development only). */
  pseudo?: boolean;
}

/** The fallback when nothing else names a language Hangout speaks: the product's own English. */
export const DEFAULT_LOCALE = "en";

/*
 * Browsers send a handful of languages; a longer header is noise or an attack, and every tag read
 * costs a canonicalisation. Only the header's start and its first tags are read, before any other
 * work (docs/LANGUAGES.md, Choosing the language).
 */
/** How much of Accept-Language is read at all. */
export const ACCEPT_LANGUAGE_MAX_LENGTH = 512;
/** How many of its tags are weighed. */
export const ACCEPT_LANGUAGE_MAX_TAGS = 16;

/** The header's first tags, whole: a tag the length cap cuts in two is dropped, not read half. */
function firstParts(header: string): string[] {
  const cut = header.length > ACCEPT_LANGUAGE_MAX_LENGTH;
  const parts = header.slice(0, ACCEPT_LANGUAGE_MAX_LENGTH).split(",", ACCEPT_LANGUAGE_MAX_TAGS + 1);
  if (cut && parts.length <= ACCEPT_LANGUAGE_MAX_TAGS) parts.pop();
  return parts.slice(0, ACCEPT_LANGUAGE_MAX_TAGS);
}

/** Accept-Language's tags by descending q (RFC 9110 §12.5.4); "*" and q=0 are dropped. Only its first tags count. */
export function acceptedTags(header: string): string[] {
  return firstParts(header)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== "" && tag !== "*" && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The booker's locale: the first source that names a language Hangout speaks. */
export function negotiateLocale(sources: LocaleSources): string {
  const pick = (value: string | null | undefined) => (value ? supportedTag(value, sources.pseudo) : null);
  const firstAccepted = () => {
    for (const tag of sources.acceptLanguage ? acceptedTags(sources.acceptLanguage) : []) {
      const supported = pick(tag);
      if (supported !== null) return supported;
    }
    return null;
  };
  return (
    pick(sources.query) ??
    pick(sources.remembered) ??
    pick(sources.eventType) ??
    firstAccepted() ??
    pick(sources.hostDefault) ??
    DEFAULT_LOCALE
  );
}
