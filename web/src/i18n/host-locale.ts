import { PSEUDO_LOCALE } from "../../../shared/i18n/locales";
import { negotiateLocale } from "../../../shared/i18n/negotiate";

/*
 * Where the host app's language comes from (docs/LANGUAGES.md, The host's language): signed in, the
 * account's (remembered in this browser so a reload paints in it at once, then read afresh); signed
 * out, the browser's first language Hangout speaks; in development and tests, ?lang=en-XA.
 */

/** The browser's preferred language among those Hangout speaks, else English. */
export const browserLocale = (): string => negotiateLocale({ acceptLanguage: navigator.languages.join(",") });

/** Whether the address asks for the pseudo-locale (which the server allows only where its dev mailbox is on). */
export const asksForPseudoLocale = (): boolean => new URLSearchParams(window.location.search).get("lang") === PSEUDO_LOCALE;

const ACCOUNT_LOCALE_KEY = "hangout_account_locale";

/** The account's language as this browser last read it, when it is that account's. */
export function rememberedAccountLocale(userId: number): string | null {
  try {
    const [id, locale] = (localStorage.getItem(ACCOUNT_LOCALE_KEY) ?? "").split(" ");
    return id === String(userId) && locale ? locale : null;
  } catch {
    return null;
  }
}

export function rememberAccountLocale(userId: number, locale: string): void {
  try {
    localStorage.setItem(ACCOUNT_LOCALE_KEY, `${userId} ${locale}`);
  } catch {
    // Storage may be unavailable (private mode): the language is read from the account on each load.
  }
}
