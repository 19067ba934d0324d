import { createContext, useContext } from "react";
import type { Clock } from "../../../shared/i18n/calendar-conventions";
import type { Translator } from "../../../shared/i18n/translator";
import type { HostMessageKey } from "./host-message-keys";

/*
 * The host app's language (docs/LANGUAGES.md, The host's language): the account's, or the browser's
 * while nobody is signed in. Only the context lives here, so shared components (the loading screen)
 * can read it without pulling the provider into the visitor pages' build.
 */
export interface HostI18n extends Translator<HostMessageKey> {
  dir: "ltr" | "rtl";
  /** The clock the locale reads times on (plain English: 24-hour, as the product writes times). */
  clock: Clock;
  /** Shows the app in the account's newly saved language, without a reload; resolves once it shows. */
  showAccountLanguage(locale: string): Promise<void>;
}

export const HostI18nContext = createContext<HostI18n | null>(null);

export function useHostI18n(): HostI18n {
  const value = useContext(HostI18nContext);
  if (!value) throw new Error("useHostI18n() needs a <HostI18nProvider> above it.");
  return value;
}

/** The host's language where there is one (the host app), null on the visitor pages. */
export const useOptionalHostI18n = (): HostI18n | null => useContext(HostI18nContext);
