import type { Context } from "hono";
import { createBooking } from "../booking/create-booking";
import { bookingBodySchema } from "../booking/schemas";
import { publicOrigin } from "../config/public-origin";
import type { AppEnv } from "../env";
import { availabilityCacheOf } from "../http/availability-cache-of";
import { primarySession } from "../http/d1-session";
import { HttpError } from "../http/http-error";
import { clientAddress } from "../http/rate-limit";
import { isSameOriginPost } from "../http/same-origin";
import { answersInput } from "../domain/booking-answer-form";
import { type FormValues, bookingConfirmed, bookingFormSection, formValuesOf, prefillOf } from "./booking-form-markup";
import { bookingMain, slotPicker } from "./booking-markup";
import { type BookingPageData, readBookingPageData } from "./booking-page-data";
import { type BookingAsk, bookingAsk } from "./booking-view";
import type { PageContent } from "./page-html";

const MAX_SEGMENT_LENGTH = 200;

const slugOf = (c: Context<AppEnv>) => (c.req.param("slug") ?? "").slice(0, MAX_SEGMENT_LENGTH);
const titleOf = (data: BookingPageData) => `${data.eventType.title} · ${data.eventType.ownerUsername}`;

interface FormInput {
  values: FormValues;
  prefill: Record<string, string>;
}

function formMarkup(data: BookingPageData, start: number, { values, prefill }: FormInput, error: string | null): string {
  const form = bookingFormSection(data.eventType, { start, duration: data.slots.duration, timeZone: data.view.timeZone, values, prefill, error });
  return bookingMain(data, form, true);
}

/** GET /book/{slug}: the view the query asks for, server-rendered, with its data for the script. */
export async function bookingPageContent(c: Context<AppEnv>): Promise<PageContent> {
  const now = Date.now();
  const { value: data, cache, version } = await readBookingPageData(c.var.db, availabilityCacheOf(c), { slug: slugOf(c), ask: bookingAsk(c), now });
  const { start } = data.view;
  const query = c.req.query();
  const prefill = prefillOf(data.eventType.questions, query);
  const markup =
    start === null
      ? bookingMain(data, slotPicker(data, now, prefill), false)
      : formMarkup(data, start, { values: formValuesOf(data.eventType.questions, query), prefill }, null);
  return { title: titleOf(data), data: { ...data, version }, markup, cache };
}

const fieldText = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * POST /book/{slug}: the booking form without a script. Same rules as POST /api/public/bookings (the
 * schema, the address's limit and the atomic insert of createBooking); its answer is the confirmation,
 * or the form again with the server's message. Only same-origin posts are taken (CSRF).
 */
export async function bookingFormContent(c: Context<AppEnv>): Promise<PageContent> {
  const now = Date.now();
  const form = await c.req.parseBody();
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(form)) fields[name] = fieldText(value);
  const ask: BookingAsk = { ...bookingAsk(c, fields), zoneChosen: true };
  const { value: data } = await readBookingPageData(c.var.db, availabilityCacheOf(c), { slug: slugOf(c), ask, now });
  const { questions } = data.eventType;
  const input = { values: formValuesOf(questions, fields), prefill: prefillOf(questions, fields) };
  const { values } = input;
  const start = ask.start;
  const answer = (status: 200 | 400 | 403 | 409 | 429, markup: string): PageContent => ({ title: titleOf(data), markup, script: false, ...(status === 200 ? {} : { status }) });
  if (start === null) return answer(400, bookingMain(data, slotPicker(data, now, input.prefill), false));
  if (!isSameOriginPost(c.req.raw)) return answer(403, formMarkup(data, start, input, "This form can only be sent from this site."));

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
  });
  if (!body.success) return answer(400, formMarkup(data, start, input, body.error.issues[0]?.message ?? "Please check the form."));
  try {
    // On the primary, as the API's booking: the slot is re-checked against the newest data.
    const primary = primarySession(c);
    const booking = await createBooking(primary.db, c.env, { body: body.data, requester: { session: null, address: clientAddress(c) }, now });
    primary.carryBookmark();
    const withLink = { ...booking, cancel_url: new URL(booking.cancel_url, publicOrigin(c.env)).toString() };
    return answer(200, `<main class="booking-page">${bookingConfirmed(withLink, data.eventType, data.view.timeZone)}</main>`);
  } catch (error) {
    if (!(error instanceof HttpError) || ![400, 409, 429].includes(error.status)) throw error;
    return answer(error.status as 400 | 409 | 429, formMarkup(data, start, input, error.message));
  }
}
