import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { users } from "../../drizzle/schema";
import { supportedTag } from "../../shared/i18n/locales";
import type { PageI18n } from "../../shared/i18n/page-i18n";
import { type FoundBooking, findByToken } from "../booking/booking-lookup";
import type { AppEnv } from "../env";
import { HttpError } from "../http/http-error";
import { bookerLocale, pageI18n } from "../i18n/booker-locale";
import { type PageLanguage, pageLanguage } from "./page-language";

/*
 * The language of a booking's own pages (/cancel/{token}, /reschedule/{token}): the one the booking
 * was made in (bookings.locale) stands where a booking page has its type's language, so the booker
 * reads these pages as they read the page they booked on and their mails; ?lang= and their
 * remembered choice still win. An unknown token leaves the request's own language.
 */

/** The booking behind a page's token, or the 404 that says there is none. */
export async function findForPage(c: Context<AppEnv>, token: string): Promise<FoundBooking | HttpError> {
  try {
    return await findByToken(c.var.db, token);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return error;
    throw error;
  }
}

export interface ManageI18n {
  i18n: PageI18n;
  t: PageLanguage;
}

/**
 * The host's default language (users.locale), read only when the booking's own is not one Hangout
 * speaks: bookings.locale always holds one it was made in, so the host's is rarely reached.
 */
async function hostDefaultOf(c: Context<AppEnv>, booking: FoundBooking | null): Promise<string | null> {
  if (booking === null || supportedTag(booking.booking.locale) !== null) return null;
  const [host] = await c.var.db.select({ locale: users.locale }).from(users).where(eq(users.id, booking.booking.hostUserId));
  return host?.locale ?? null;
}

export async function manageI18n(c: Context<AppEnv>, found: FoundBooking | HttpError): Promise<ManageI18n> {
  const booking = found instanceof HttpError ? null : found;
  const locale = bookerLocale(c, { eventType: booking?.booking.locale, hostDefault: await hostDefaultOf(c, booking) });
  const i18n = await pageI18n(c, locale);
  return { i18n, t: pageLanguage(i18n) };
}
