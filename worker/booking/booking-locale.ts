import { supportedTag } from "../../shared/i18n/locales";
import { negotiateLocale } from "../../shared/i18n/negotiate";
import type { Env } from "../env";
import { pseudoAllowed } from "../i18n/booker-locale";

/**
 * The language a new booking is made in, stored with it for every later mail to the booker: the
 * page's language the visitor booked on (the SPA's `locale`, the no-JS form's `lang`), which already
 * weighed ?lang=, their choice, the type's language, Accept-Language and the host's default. A
 * request without one (an API client) or with a tag Hangout cannot speak falls back to the
 * request's Accept-Language, then the product's English: such a client sees no page whose language
 * the host's default could have chosen, and reading the host's default here would cost the booking
 * another read.
 */
export function bookingLocale(env: Env, asked: { locale?: string | undefined; acceptLanguage?: string | null }): string {
  const pseudo = pseudoAllowed(env);
  const chosen = asked.locale ? supportedTag(asked.locale, pseudo) : null;
  return chosen ?? negotiateLocale({ acceptLanguage: asked.acceptLanguage, pseudo });
}
