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

/** Accept-Language's tags by descending q (RFC 9110 §12.5.4); "*" and q=0 are dropped. */
export function acceptedTags(header: string): string[] {
  return header
    .split(",")
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
  const accepted = sources.acceptLanguage ? acceptedTags(sources.acceptLanguage) : [];
  return (
    pick(sources.query) ??
    pick(sources.remembered) ??
    pick(sources.eventType) ??
    accepted.map(pick).find((tag) => tag !== null) ??
    pick(sources.hostDefault) ??
    DEFAULT_LOCALE
  );
}
