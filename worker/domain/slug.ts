/** Slugs are what `/book/{slug}` shows: short, lower-case ASCII words joined by hyphens. */
export const SLUG_MAX_LENGTH = 60;
const FALLBACK_SLUG = "event";

/**
 * The slug a title asks for: "Intro Call" → "intro-call", "Café Über" → "cafe-uber". Accents are
 * dropped; a title with no Latin letters or digits at all ("会議") falls back to "event".
 */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, "");
  return slug || FALLBACK_SLUG;
}

/** `base` if free, else the first of `base-2`, `base-3`, … that nobody holds. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
