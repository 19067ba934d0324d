import type { Context } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import { CLOCK_COOKIE, LANG_COOKIE, type PageI18n } from "../../shared/i18n/page-i18n";
import { defaultClock, isClock } from "../../shared/i18n/calendar-conventions";
import { directionOf, supportedTag } from "../../shared/i18n/locales";
import { negotiateLocale } from "../../shared/i18n/negotiate";
import type { Messages } from "../../shared/i18n/translator";
import type { AppEnv, Env } from "../env";
import { loadMessages } from "./catalogues";

/** The pseudo-locale is for local development and tests only, where the dev mailbox is on too. */
export const pseudoAllowed = (env: Env) => env.DEV_MAILBOX === "1";

/** What the page's own data adds to the request's choice: the type's language and the host's default. */
export interface PageLanguages {
  eventType?: string | null;
  hostDefault?: string | null;
}

/** A booker page's locale: ?lang=, the remembered choice, the type's language, Accept-Language, the host's default. */
export function bookerLocale(c: Context<AppEnv>, page: PageLanguages = {}): string {
  return negotiateLocale({
    query: c.req.query("lang"),
    remembered: getCookie(c, LANG_COOKIE),
    eventType: page.eventType,
    acceptLanguage: c.req.header("Accept-Language"),
    hostDefault: page.hostDefault,
    pseudo: pseudoAllowed(c.env),
  });
}

/** A year: the language switch is a choice the booker makes once. */
const REMEMBER_SECONDS = 365 * 24 * 3600;

/** ?lang= naming a language Hangout speaks is the booker's choice: the Set-Cookie that remembers it for their next pages. */
export function languageChoiceCookie(c: Context<AppEnv>): string | null {
  const asked = c.req.query("lang");
  const tag = asked ? supportedTag(asked, pseudoAllowed(c.env)) : null;
  return tag === null ? null : generateCookie(LANG_COOKIE, tag, { path: "/", maxAge: REMEMBER_SECONDS, sameSite: "Lax", secure: true });
}

/** The namespaces a booker page never reads (its mail's, the host's mail, API errors and pages): it never inlines them. */
const NOT_ON_PAGES = ["mail.", "hostmail.", "hosterrors.", "hostpages."];

/** A locale's page messages (all but those namespaces), picked once per isolate. */
const pageMessagesOf = new WeakMap<Messages, Messages>();

function pageMessages(all: Messages): Messages {
  let messages = pageMessagesOf.get(all);
  if (!messages) {
    messages = Object.fromEntries(Object.entries(all).filter(([key]) => !NOT_ON_PAGES.some((prefix) => key.startsWith(prefix))));
    pageMessagesOf.set(all, messages);
  }
  return messages;
}

/** Everything a booker page inlines to speak `locale`: the booker's clock too, when they switched it (?clock= of a page without a script, else the cookie). */
export async function pageI18n(c: Context<AppEnv>, locale: string): Promise<PageI18n> {
  const messages = pageMessages(await loadMessages(c.env.ASSETS, locale));
  const askedClock = c.req.query("clock");
  const chosenClock = isClock(askedClock) ? askedClock : getCookie(c, CLOCK_COOKIE);
  return { locale, dir: directionOf(locale), clock: isClock(chosenClock) ? chosenClock : defaultClock(locale), messages };
}
