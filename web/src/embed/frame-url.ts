/*
 * The address /embed.js frames: the page in embed mode, with what the element (or the script tag)
 * asks for. Pure, so the SPA's tests check it without a browser.
 */

/** A language tag as `data-lang` may give it ("fr", "pt-BR", "zh-CN"): short and plain, never a path or a query. */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/;

/** The tag when it is well formed, else null: the page then speaks the visitor's own language. */
export const languageTag = (value: string | undefined): string | null => (value && LANGUAGE_TAG.test(value.trim()) ? value.trim() : null);

/** The language an element's page is asked for: its `data-lang`, else the script tag's; null when neither is a well-formed tag. */
export const frameLanguage = (data: DOMStringMap, scriptLang?: string): string | null => languageTag(data.lang) ?? languageTag(scriptLang);

/**
 * `/book/{slug}` or `/reschedule/{token}` on Hangout's origin with `embed=1`, the element's name,
 * email and theme, and `lang` from the element's `data-lang`, else the script tag's.
 */
export function frameUrl(origin: string, path: string, data: DOMStringMap, scriptLang?: string): string {
  const url = new URL(path, origin);
  url.searchParams.set("embed", "1");
  for (const key of ["name", "email", "theme"]) {
    const value = data[key];
    if (value) url.searchParams.set(key, value);
  }
  const lang = frameLanguage(data, scriptLang);
  if (lang) url.searchParams.set("lang", lang);
  return url.href;
}
