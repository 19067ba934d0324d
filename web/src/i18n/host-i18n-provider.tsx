import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { defaultClock } from "../../../shared/i18n/calendar-conventions";
import { PSEUDO_LOCALE, SOURCE_CATALOGUE, directionOf } from "../../../shared/i18n/locales";
import type { Messages } from "../../../shared/i18n/translator";
import { setApiLocale } from "../api/client";
import { useAuth } from "../auth/auth-context";
import { fetchHostLanguage } from "../pages/settings/host-language-api";
import { loadHostMessages } from "./host-catalogue";
import { type HostI18n, HostI18nContext } from "./host-i18n-context";
import type { HostMessageKey } from "./host-message-keys";
import { asksForPseudoLocale, browserLocale, rememberAccountLocale, rememberedAccountLocale } from "./host-locale";

/** What the app shows: a locale, its messages, and the translator over them (loaded with its ICU formatter, off the main bundle). */
interface Shown {
  locale: string;
  t: HostI18n["t"];
}

interface AccountLocale {
  userId: number;
  locale: string;
}

async function shownIn(locale: string): Promise<Shown> {
  const [{ createTranslator }, messages] = await Promise.all([
    import("../../../shared/i18n/translator"),
    loadHostMessages(locale).catch((): Promise<Messages> => loadHostMessages(SOURCE_CATALOGUE)).catch((): Messages => ({})),
  ]);
  return { locale, t: createTranslator<HostMessageKey>(locale, messages).t };
}

async function pseudoLocaleAllowed(): Promise<boolean> {
  try {
    return (await fetch("/api/dev/pseudo-locale")).ok;
  } catch {
    return false;
  }
}

/**
 * The host app's language (docs/LANGUAGES.md, The host's language). The catalogue is fetched as soon
 * as the app starts, beside the screens' code; nothing renders until it is here. A new language swaps
 * the messages under the same tree, so no screen loses its state.
 */
export function HostI18nProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [pseudo, setPseudo] = useState(false);
  const [account, setAccount] = useState<AccountLocale | null>(() => {
    const remembered = userId === null ? null : rememberedAccountLocale(userId);
    return userId !== null && remembered !== null ? { userId, locale: remembered } : null;
  });
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    if (asksForPseudoLocale()) void pseudoLocaleAllowed().then(setPseudo);
  }, []);

  const adoptAccountLocale = useCallback((id: number, locale: string) => {
    rememberAccountLocale(id, locale);
    setAccount({ userId: id, locale });
  }, []);

  // Signing in reads the account's language (another browser may have changed it).
  useEffect(() => {
    if (userId === null) return;
    let live = true;
    fetchHostLanguage().then(
      ({ locale }) => live && adoptAccountLocale(userId, locale),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [userId, adoptAccountLocale]);

  const wanted = pseudo ? PSEUDO_LOCALE : userId !== null && account?.userId === userId ? account.locale : browserLocale();

  useEffect(() => {
    let live = true;
    void shownIn(wanted).then((next) => live && setShown(next));
    return () => {
      live = false;
    };
  }, [wanted]);

  const locale = shown?.locale ?? wanted;
  const dir = directionOf(locale);
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
    setApiLocale(locale);
  }, [locale, dir]);

  const showAccountLanguage = useCallback(
    async (next: string) => {
      if (userId === null) return;
      const ready = await shownIn(next);
      adoptAccountLocale(userId, next);
      setShown(ready);
    },
    [userId, adoptAccountLocale],
  );

  const value = useMemo<HostI18n | null>(
    () => shown && { locale: shown.locale, t: shown.t, dir, clock: defaultClock(shown.locale), showAccountLanguage },
    [shown, dir, showAccountLanguage],
  );
  if (!value) return null;
  return <HostI18nContext.Provider value={value}>{children}</HostI18nContext.Provider>;
}
