import type { Context } from "hono";
import { isClock } from "../../shared/i18n/calendar-conventions";
import { supportedTag } from "../../shared/i18n/locales";
import { createBooking } from "../booking/create-booking";
import { bookingBodySchema } from "../booking/schemas";
import { publicOrigin } from "../config/public-origin";
import type { AppEnv } from "../env";
import { availabilityCacheOf } from "../http/availability-cache-of";
import { primarySession } from "../http/d1-session";
import { HttpError } from "../http/http-error";
import { clientAddress } from "../http/rate-limit";
import { isSameOriginPost } from "../http/same-origin";
import { bookerLocale, pageI18n, pseudoAllowed } from "../i18n/booker-locale";
import { errorInLocale } from "../i18n/error-text";
import { answersInput } from "../domain/booking-answer-form";
import { type FormValues, bookingConfirmed, bookingFormSection, formValuesOf, prefillOf } from "./booking-form-markup";
import { bookPath, bookingMain, slotPicker } from "./booking-markup";
import { type BookingPageData, readBookingPageData } from "./booking-page-data";
import { type BookingAsk, bookingAsk } from "./booking-view";
import type { PageContent } from "./page-html";
import { type PageLanguage, pageLanguage } from "./page-language";

const MAX_SEGMENT_LENGTH = 200;

const slugOf = (c: Context<AppEnv>) => (c.req.param("slug") ?? "").slice(0, MAX_SEGMENT_LENGTH);
const titleOf = (data: BookingPageData) => `${data.eventType.title} · ${data.eventType.ownerUsername}`;

/** The data the page's script reads: the languages were only the worker's to negotiate with. */
const inlined = ({ languages: _languages, ...data }: BookingPageData, version: number | undefined) => ({ ...data, version });

/**
 * The booker's own ?lang= and ?clock=, and the embed mode (?embed=1), carried through the page's links
 * and forms so every view keeps them: a framed page whose time is picked before its script runs must
 * stay one the site may frame (docs/DECISIONS.md, Security).
 */
function keptFields(fields: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  if (fields.lang) kept.lang = fields.lang;
  if (isClock(fields.clock)) kept.clock = fields.clock;
  if (fields.embed === "1") kept.embed = "1";
  return kept;
}

interface FormInput {
  values: FormValues;
  prefill: Record<string, string>;
}

/** The view's fields the language and clock switches keep: zone, duration, month and day, and the prefill. */
function switchKeep(data: BookingPageData, prefill: Record<string, string>): Record<string, string> {
  const { view, slots } = data;
  const keep: Record<string, string> = { tz: view.timeZone, duration: String(slots.duration), month: view.month, ...prefill };
  if (view.date !== null) keep.date = view.date;
  return keep;
}

/** The times' step, with the language and clock switches. */
function pickerMarkup(lang: PageLanguage, data: BookingPageData, now: number, prefill: Record<string, string>): string {
  return bookingMain(lang, data, slotPicker(lang, data, now, prefill), false, { action: bookPath(data.eventType), keep: switchKeep(data, prefill) });
}

function formMarkup(lang: PageLanguage, data: BookingPageData, start: number, { values, prefill }: FormInput, error: string | null): string {
  const form = bookingFormSection(lang, data.eventType, { start, duration: data.slots.duration, timeZone: data.view.timeZone, values, prefill, error });
  return bookingMain(lang, data, form, true, null);
}

/** GET /book/{slug}: the view the query asks for, server-rendered in the booker's language, with its data for the script. */
export async function bookingPageContent(c: Context<AppEnv>): Promise<PageContent> {
  const now = Date.now();
  const { value: data, cache, version } = await readBookingPageData(c.var.db, availabilityCacheOf(c), { slug: slugOf(c), ask: bookingAsk(c), now });
  const i18n = await pageI18n(c, bookerLocale(c, data.languages));
  const lang = pageLanguage(i18n);
  const { start } = data.view;
  const query = c.req.query();
  const prefill = { ...prefillOf(data.eventType.questions, query), ...keptFields(query) };
  const markup =
    start === null
      ? pickerMarkup(lang, data, now, prefill)
      : formMarkup(lang, data, start, { values: formValuesOf(data.eventType.questions, query), prefill }, null);
  return { title: titleOf(data), data: inlined(data, version), markup, cache, i18n };
}

const fieldText = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * POST /book/{slug}: the booking form without a script. Same rules as POST /api/public/bookings (the
 * schema, the address's limit and the atomic insert of createBooking); its answer is the confirmation,
 * or the form again with the server's message, in the language the form was in (its `lang`, which the
 * booking keeps). Only same-origin posts are taken (CSRF).
 */
export async function bookingFormContent(c: Context<AppEnv>): Promise<PageContent> {
  const now = Date.now();
  const form = await c.req.parseBody();
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(form)) fields[name] = fieldText(value);
  const ask: BookingAsk = { ...bookingAsk(c, fields), zoneChosen: true };
  const { value: data } = await readBookingPageData(c.var.db, availabilityCacheOf(c), { slug: slugOf(c), ask, now });
  const locale = (fields.lang ? supportedTag(fields.lang, pseudoAllowed(c.env)) : null) ?? bookerLocale(c, data.languages);
  const i18n = await pageI18n(c, locale);
  const lang = pageLanguage(i18n);
  const { questions } = data.eventType;
  const input = { values: formValuesOf(questions, fields), prefill: { ...prefillOf(questions, fields), ...keptFields({ ...c.req.query(), ...fields }) } };
  const { values } = input;
  const start = ask.start;
  const answer = (status: 200 | 400 | 403 | 409 | 429, markup: string): PageContent => ({ title: titleOf(data), markup, script: false, i18n, ...(status === 200 ? {} : { status }) });
  /** The server's English message (spec §8) in the booker's language. */
  const failed = (message: string) => errorInLocale(c.env.ASSETS, locale, message);
  if (start === null) return answer(400, pickerMarkup(lang, data, now, input.prefill));
  if (!isSameOriginPost(c.req.raw)) return answer(403, formMarkup(lang, data, start, input, lang.t("booking.sameSiteOnly")));

  const body = bookingBodySchema.safeParse({
    eventTypeSlug: data.eventType.slug,
    startTime: new Date(start).toISOString(),
    duration: data.slots.duration,
    name: values.name,
    email: values.email,
    notes: values.notes,
    guests: values.guests.split(",").map((guest) => guest.trim()).filter(Boolean),
    answers: answersInput(questions, values.answers),
    timeZone: data.view.timeZone,
    locale: fields.lang,
    phone: values.phone,
  });
  if (!body.success) {
    const issue = body.error.issues[0]?.message;
    return answer(400, formMarkup(lang, data, start, input, issue === undefined ? lang.t("booking.checkForm") : await failed(issue)));
  }
  try {
    // On the primary, as the API's booking: the slot is re-checked against the newest data.
    const primary = primarySession(c);
    const booking = await createBooking(primary.db, c.env, { body: body.data, requester: { session: null, address: clientAddress(c) }, now });
    primary.carryBookmark();
    const withLink = { ...booking, cancel_url: new URL(booking.cancel_url, publicOrigin(c.env)).toString() };
    return answer(200, `<main class="booking-page">${bookingConfirmed(lang, withLink, data.eventType, data.view.timeZone)}</main>`);
  } catch (error) {
    if (!(error instanceof HttpError) || ![400, 409, 429].includes(error.status)) throw error;
    return answer(error.status as 400 | 409 | 429, formMarkup(lang, data, start, input, await failed(error.message)));
  }
}
