import { negotiateLocale } from "../../shared/i18n/negotiate";
import type { Env } from "../env";
import { type PageLanguages, pseudoAllowed } from "../i18n/booker-locale";

/** What a booking request says of its language: the page's, and the request's Accept-Language. */
export interface AskedLanguage {
  /** The language of the page the visitor booked on (the SPA's `locale`, the no-JS form's `lang`). */
  locale?: string | undefined;
  acceptLanguage?: string | null;
}

/**
 * The language a new booking is made in, stored with it for every later mail to the booker: the
 * page's language it was booked on, which already weighed ?lang=, the booker's choice, the type's
 * language, Accept-Language and the host's default. A request without one Hangout speaks (an API
 * client) gets the same negotiation from what it has: the type's language, its Accept-Language, the
 * host's default, then the product's English.
 */
export function bookingLocale(env: Env, asked: AskedLanguage, page: PageLanguages): string {
  return negotiateLocale({
    query: asked.locale,
    eventType: page.eventType,
    acceptLanguage: asked.acceptLanguage,
    hostDefault: page.hostDefault,
    pseudo: pseudoAllowed(env),
  });
}
