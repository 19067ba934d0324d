import type { Context } from "hono";
import type { PublicBookingView } from "../booking/booking-lookup";
import { cancelBookingByToken, readBookingByToken } from "../booking/cancel-booking";
import { cancelBody } from "../booking/schemas";
import type { AppEnv } from "../env";
import { primarySession } from "../http/d1-session";
import { HttpError } from "../http/http-error";
import { isSameOriginPost } from "../http/same-origin";
import { bookingAsk, localTimeText } from "./booking-view";
import { attrs, tag, text } from "./markup";
import type { PageContent } from "./page-html";

/*
 * /cancel/{token} as HTML, the SPA's cancel page (web/src/pages/cancel/) for the same states: the
 * booking with 'Confirm Cancellation' as a plain form POST, the cancelled booking, or the error.
 */
const TITLE = "Cancel booking · Hangout";
const MAX_TOKEN_LENGTH = 100;
/** The server's limit for a cancellation reason (cancelBody). */
const MAX_REASON_LENGTH = 1000;

const longDate = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone }).format(instant);

const homeLink = tag("a", { href: "/", class: "button primary" }, "Return to Home");
const card = (content: string) => tag("main", { class: "centered-page" }, tag("div", { class: "card narrow cancel-card" }, content));
const alert = (message: string) => tag("div", { class: "alert alert-error", role: "alert" }, text(message));

function summary(booking: PublicBookingView, timeZone: string): string {
  const start = Date.parse(booking.start_time);
  const end = Date.parse(booking.end_time);
  const fact = (term: string, value: string) => tag("dt", {}, term) + tag("dd", {}, value);
  return tag(
    "dl",
    { class: "cancel-facts" },
    fact("Title", text(booking.title)) +
      fact("Date", longDate(start, timeZone)) +
      fact("Time", `${localTimeText(start, timeZone)} – ${localTimeText(end, timeZone)} (${text(timeZone)})`) +
      fact("With", text(booking.ownerUsername)),
  );
}

/** 'Reason for cancelling (optional)' as the SPA's FormField renders it, posted with the form. */
const reasonField = (reason: string) =>
  tag(
    "div",
    { class: "field" },
    tag("label", { for: "cancel-reason" }, "Reason for cancelling (optional)") +
      tag("textarea", { id: "cancel-reason", name: "reason", rows: 3, maxlength: MAX_REASON_LENGTH, "aria-describedby": "cancel-reason-hint" }, text(reason)) +
      tag("p", { id: "cancel-reason-hint", class: "field-hint" }, "Sent to the host with the cancellation."),
  );

function detailsMarkup(booking: PublicBookingView, token: string, timeZone: string, error: string | null, reason = ""): string {
  const until = booking.changes_until ? Date.parse(booking.changes_until) : null;
  return card(
    tag("h1", { class: "card-title" }, "Cancel booking") +
      summary(booking, timeZone) +
      (until === null ? "" : tag("p", { class: "muted" }, `Changes are possible until ${longDate(until, timeZone)}, ${localTimeText(until, timeZone)} (${text(timeZone)}).`)) +
      (error ? alert(error) : "") +
      tag(
        "form",
        // display: contents keeps the field and the button the card's own items, spaced as the SPA's.
        { method: "post", action: `/cancel/${encodeURIComponent(token)}`, class: "cancel-form" },
        `<input${attrs({ type: "hidden", name: "tz", value: timeZone })}>` +
          reasonField(reason) +
          tag("button", { type: "submit", class: "button danger block" }, "Confirm Cancellation"),
      ) +
      (booking.event_type_slug
        ? tag("p", { class: "muted" }, `Rather move it? ${tag("a", { href: `/reschedule/${encodeURIComponent(token)}` }, "Pick a new time")}`)
        : ""),
  );
}

const cancelledMarkup = (booking: PublicBookingView, timeZone: string, justNow: boolean) =>
  card(
    tag("h1", { class: "card-title" }, "Booking Cancelled") +
      summary(booking, timeZone) +
      tag(
        "p",
        {},
        justNow ? "Your booking has been successfully cancelled. A confirmation has been sent if an email was provided." : "This booking has already been cancelled.",
      ) +
      homeLink,
  );

const failedMarkup = (message: string) => card(tag("h1", { class: "card-title" }, "Cancel booking") + alert(message) + homeLink);

const tokenOf = (c: Context<AppEnv>) => (c.req.param("token") ?? "").slice(0, MAX_TOKEN_LENGTH);

/** The zone the page's times are in: the visitor's as the booking page knows it, else UTC. */
const zoneOf = (c: Context<AppEnv>, fields?: Record<string, string | undefined>) => bookingAsk(c, fields).zone ?? "UTC";

/** GET /cancel/{token}: the booking and what can be done with it. An unknown token is the page's error. */
export async function cancelPageContent(c: Context<AppEnv>): Promise<PageContent> {
  const token = tokenOf(c);
  const timeZone = zoneOf(c);
  try {
    const booking = await readBookingByToken(c.var.db, token);
    const markup = booking.status === "cancelled" ? cancelledMarkup(booking, timeZone, false) : detailsMarkup(booking, token, timeZone, null);
    return { title: TITLE, markup };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 404) throw error;
    return { title: TITLE, markup: failedMarkup(error.message) };
  }
}

/** POST /cancel/{token}: 'Confirm Cancellation' without a script; same rules as DELETE /api/public/bookings/{token}. */
export async function cancelFormContent(c: Context<AppEnv>): Promise<PageContent> {
  const token = tokenOf(c);
  const form = await c.req.parseBody();
  const timeZone = zoneOf(c, { tz: typeof form.tz === "string" ? form.tz : undefined });
  const reason = typeof form.reason === "string" ? form.reason : "";
  const answer = (markup: string, status?: 400 | 403): PageContent => ({ title: TITLE, markup, script: false, ...(status ? { status } : {}) });
  let booking: PublicBookingView;
  try {
    booking = await readBookingByToken(c.var.db, token);
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 404) throw error;
    return answer(failedMarkup(error.message), 400);
  }
  if (!isSameOriginPost(c.req.raw)) return answer(detailsMarkup(booking, token, timeZone, "This form can only be sent from this site.", reason), 403);
  const body = cancelBody.safeParse({ reason });
  if (!body.success) return answer(detailsMarkup(booking, token, timeZone, body.error.issues[0]?.message ?? "Please check the form.", reason), 400);
  try {
    const primary = primarySession(c);
    const cancelled = await cancelBookingByToken(primary.db, c.env, { token, bookerTimeZone: timeZone, now: Date.now(), reason: body.data.reason || null });
    primary.carryBookmark();
    return answer(cancelledMarkup(cancelled, timeZone, booking.status !== "cancelled"));
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 400) throw error;
    return answer(detailsMarkup(booking, token, timeZone, error.message, reason), 400);
  }
}
