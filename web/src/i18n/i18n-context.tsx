import { type ReactNode, createContext, useCallback, useContext, useMemo, useState } from "react";
import { type Clock, defaultClock } from "../../../shared/i18n/calendar-conventions";
import { catalogueOfSupported, directionOf } from "../../../shared/i18n/locales";
import { negotiateLocale } from "../../../shared/i18n/negotiate";
import { CLOCK_COOKIE, PAGE_I18N_ID, type PageI18n } from "../../../shared/i18n/page-i18n";
import { type Messages, type Translator, createTranslator } from "../../../shared/i18n/translator";
import { setApiLocale } from "../api/client";

/*
 * The booker's language on the visitor pages (docs/LANGUAGES.md): the locale, direction, clock and
 * messages the worker negotiated and inlined (#page-i18n). Only that locale's messages are on the page.
 */
export interface BookerI18n extends Translator {
  dir: "ltr" | "rtl";
  /** The clock times are shown on: the booker's switch, else the locale's own. */
  clock: Clock;
  setClock(clock: Clock): void;
}

const I18nContext = createContext<BookerI18n | null>(null);

function inlinedI18n(): PageI18n | null {
  const text = document.getElementById(PAGE_I18N_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageI18n;
  } catch {
    return null;
  }
}

/** Without the worker's block (a page served from the static fallback), the browser's language and its catalogue. */
async function fetchedI18n(): Promise<PageI18n> {
  const locale = negotiateLocale({ acceptLanguage: navigator.languages.join(",") });
  const response = await fetch(`/i18n/${catalogueOfSupported(locale)}.json`);
  const messages: Messages = response.ok ? await response.json() : {};
  return { locale, dir: directionOf(locale), clock: defaultClock(locale), messages };
}

const YEAR_SECONDS = 365 * 24 * 3600;

function ProvidedI18n({ page, children }: { page: PageI18n; children: ReactNode }) {
  const [clock, setClockState] = useState<Clock>(page.clock);
  const setClock = useCallback((next: Clock) => {
    document.cookie = `${CLOCK_COOKIE}=${next}; path=/; max-age=${YEAR_SECONDS}; samesite=lax; secure`;
    setClockState(next);
  }, []);
  const value = useMemo<BookerI18n>(() => {
    const translator = createTranslator(page.locale, page.messages);
    return { locale: translator.locale, t: translator.t, dir: page.dir, clock, setClock };
  }, [page, clock, setClock]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

let fetched: Promise<PageI18n> | null = null;

/** Provides the booker's language to the visitor pages; renders nothing until it has it. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [page, setPage] = useState<PageI18n | null>(inlinedI18n);
  if (page === null) {
    fetched ??= fetchedI18n();
    void fetched.then(setPage);
    return null;
  }
  setApiLocale(page.locale);
  return <ProvidedI18n page={page}>{children}</ProvidedI18n>;
}

export function useI18n(): BookerI18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n() needs an <I18nProvider> above it.");
  return value;
}
