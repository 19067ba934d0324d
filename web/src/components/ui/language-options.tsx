import { CATALOGUES, CATALOGUE_NAMES } from "../../../../shared/i18n/locales";

const isCatalogue = (tag: string) => (CATALOGUES as readonly string[]).includes(tag);

/**
 * The <option>s of a booking-page language select: every language Hangout speaks, each in its own
 * name (and marked as that language for screen readers). A regional tag set through the API (de-AT)
 * keeps an option of its own, so the select shows what is stored.
 */
export function LanguageOptions({ current }: { current: string }) {
  return (
    <>
      {CATALOGUES.map((tag) => (
        <option key={tag} value={tag} lang={tag}>
          {CATALOGUE_NAMES[tag]}
        </option>
      ))}
      {current !== "" && !isCatalogue(current) && <option value={current}>{current}</option>}
    </>
  );
}
