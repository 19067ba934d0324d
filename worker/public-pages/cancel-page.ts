import type { Context } from "hono";
import type { Clock } from "../../shared/i18n/calendar-conventions";
import { nameList } from "../../shared/i18n/booking-words";
import { fullDate, timeText } from "../../shared/i18n/date-labels";
import type { Translator } from "../../shared/i18n/translator";
import type { PageNotFound } from "../../shared/public-page-data";
import { type PublicBookingView, toView } from "../booking/booking-lookup";
import { cancelBookingByToken } from "../booking/cancel-booking";
import { cancelBody } from "../booking/schemas";
import type { AppEnv } from "../env";
import { primarySession } from "../http/d1-session";
import { HttpError } from "../http/http-error";
import { isSameOriginPost } from "../http/same-origin";
import { errorInLocale } from "../i18n/error-text";
import { bookingAsk, localDate } from "./booking-view";
import { findForPage, manageI18n } from "./manage-locale";
import { type SwitchTarget, localeSwitches } from "./locale-switch-markup";
import { attrs, bdi, sentence, tag, text } from "./markup";
import type { PageContent } from "./page-html";
import { placeMarkup } from "./place-markup";

/*
 * /cancel/{token} as HTML, the SPA's cancel page (web/src/pages/cancel/) for the same states: the
 * booking with 'Confirm Cancellation' as a plain form POST, the cancelled booking, or the error; in
 * the language the booking was made in (manage-locale.ts).
 */
const MAX_TOKEN_LENGTH = 100;
/** The server's limit for a cancellation reason (cancelBody). */
const MAX_REASON_LENGTH = 1000;

/** What every part of the page writes with: the booker's words, clock and zone, and where its language switch reloads it. */
interface View {
  t: Translator;
  clock: Clock;
  timeZone: string;
  switches: SwitchTarget;
}

const dateOf = (view: View, instant: number) => fullDate(view.t.locale, localDate(instant, view.timeZone));
const timeOf = (view: View, instant: number) => timeText(view.t.locale, instant, view.timeZone, view.clock);

const homeLink = (view: View) => tag("a", { href: "/", class: "button primary" }, text(view.t.t("manage.returnHome")));
/** The card under the language and clock switches, in every state of the page. */
const card = (view: View, content: string) =>
  tag("main", { class: "centered-page" }, localeSwitches({ ...view.t, clock: view.clock }, view.switches) + tag("div", { class: "card narrow cancel-card" }, content));
const alert = (message: string) => tag("div", { class: "alert alert-error", role: "alert" }, text(message));
const heading = (view: View, key: "manage.cancel.title" | "manage.cancel.cancelledTitle") => tag("h1", { class: "card-title" }, text(view.t.t(key)));

function summary(booking: PublicBookingView, view: View): string {
  const start = Date.parse(booking.start_time);
  const end = Date.parse(booking.end_time);
  const fact = (term: "manage.fact.title" | "manage.fact.date" | "manage.fact.time" | "manage.fact.with", value: string) =>
    tag("dt", {}, text(view.t.t(term))) + tag("dd", {}, value);
  return tag(
    "dl",
    { class: "cancel-facts" },
    fact("manage.fact.title", text(booking.title)) +
      fact("manage.fact.date", text(dateOf(view, start))) +
      fact("manage.fact.time", sentence(view.t, "manage.timeRange", { start: bdi(timeOf(view, start)), end: bdi(timeOf(view, end)), zone: bdi(view.timeZone) })) +
      fact("manage.fact.with", names(view, booking.hosts)) +
      tag("dt", {}, text(view.t.t("places.where"))) +
      tag("dd", {}, placeMarkup(view.t, { kind: booking.location_kind, location: booking.location, meetingUrl: booking.meeting_url })),
  ) + alsoAttending(booking, view);
}

/** "Ada, Grace and Alan" in the page's language, each name isolated (the SPA's nameNodes). */
const names = (view: View, list: readonly string[]) =>
  nameList(view.t.locale, list)
    .map((part) => (part.type === "element" ? bdi(part.value) : text(part.value)))
    .join("");

/** "Also attending: Grace Hopper and Alan Turing" when the seat's type shows attendees (the SPA's AlsoAttending); else nothing. */
function alsoAttending({ attendees }: PublicBookingView, view: View): string {
  if (attendees.length === 0) return "";
  return tag("p", { class: "muted" }, sentence(view.t, "seats.alsoAttending", { names: names(view, attendees) }));
}

/** 'Reason for cancelling (optional)' as the SPA's FormField renders it, posted with the form. */
const reasonField = (view: View, reason: string) =>
  tag(
    "div",
    { class: "field" },
    tag("label", { for: "cancel-reason" }, text(view.t.t("manage.cancel.reasonLabel"))) +
      tag("textarea", { id: "cancel-reason", name: "reason", rows: 3, maxlength: MAX_REASON_LENGTH, "aria-describedby": "cancel-reason-hint" }, text(reason)) +
      tag("p", { id: "cancel-reason-hint", class: "field-hint" }, text(view.t.t("manage.cancel.reasonHint"))),
  );

/** The form posts back to its page; a language the booker picked by ?lang= goes with it. */
function formAction(c: Context<AppEnv>, token: string): string {
  const lang = c.req.query("lang");
  return `/cancel/${encodeURIComponent(token)}${lang ? `?lang=${encodeURIComponent(lang)}` : ""}`;
}

function detailsMarkup(c: Context<AppEnv>, booking: PublicBookingView, token: string, view: View, error: string | null, reason = ""): string {
  const until = booking.changes_until ? Date.parse(booking.changes_until) : null;
  const { t } = view;
  return card(
    view,
    heading(view, "manage.cancel.title") +
      summary(booking, view) +
      (until === null
        ? ""
        : tag("p", { class: "muted" }, sentence(t, "manage.changesUntil", { date: bdi(dateOf(view, until)), time: bdi(timeOf(view, until)), zone: bdi(view.timeZone) }))) +
      (error ? alert(error) : "") +
      tag(
        "form",
        // display: contents keeps the field and the button the card's own items, spaced as the SPA's.
        { method: "post", action: formAction(c, token), class: "cancel-form" },
        `<input${attrs({ type: "hidden", name: "tz", value: view.timeZone })}>` +
          reasonField(view, reason) +
          tag("button", { type: "submit", class: "button danger block" }, text(t.t("manage.cancel.confirm"))),
      ) +
      (booking.event_type_slug
        ? tag("p", { class: "muted" }, `${text(t.t("manage.cancel.ratherMove"))} ${tag("a", { href: `/reschedule/${encodeURIComponent(token)}` }, text(t.t("manage.cancel.pickNewTime")))}`)
        : ""),
  );
}

const cancelledMarkup = (booking: PublicBookingView, view: View, justNow: boolean) =>
  card(
    view,
    heading(view, "manage.cancel.cancelledTitle") +
      summary(booking, view) +
      tag("p", {}, text(view.t.t(justNow ? "manage.cancel.justCancelled" : "manage.cancel.alreadyCancelled"))) +
      homeLink(view),
  );

const failedMarkup = (view: View, message: string) => card(view, heading(view, "manage.cancel.title") + alert(message) + homeLink(view));

const tokenOf = (c: Context<AppEnv>) => (c.req.param("token") ?? "").slice(0, MAX_TOKEN_LENGTH);

/** The zone the page's times are in: the visitor's as the booking page knows it, else UTC. */
const zoneOf = (c: Context<AppEnv>, fields?: Record<string, string | undefined>) => bookingAsk(c, fields).zone ?? "UTC";

/** The booking behind the token and the page's language, view and title. */
async function pageOf(c: Context<AppEnv>, token: string, timeZone: string) {
  const found = await findForPage(c, token);
  const { i18n, t } = await manageI18n(c, found);
  // The switches reload this page; a zone the address asked for stays.
  const tz = c.req.query("tz");
  const view: View = { t, clock: i18n.clock, timeZone, switches: { action: `/cancel/${encodeURIComponent(token)}`, keep: tz ? { tz } : {} } };
  // An API error in the booker's language (the errors catalogue), as the SPA's calls get it.
  const translated = (message: string) => errorInLocale(c.env.ASSETS, i18n.locale, message);
  return { found, view, translated, base: { title: t.t("manage.cancel.documentTitle"), description: t.t("manage.pageDescription"), i18n } satisfies PageContent };
}

/** GET /cancel/{token}: the booking and what can be done with it. An unknown token is the page's error. */
export async function cancelPageContent(c: Context<AppEnv>): Promise<PageContent> {
  const token = tokenOf(c);
  const { found, view, translated, base } = await pageOf(c, token, zoneOf(c));
  if (found instanceof HttpError) {
    // The page's script starts from the same error (web/src/pages/cancel/): the token's look-up is not repeated.
    const error = await translated(found.message);
    return { ...base, markup: failedMarkup(view, error), data: { found: false, error } satisfies PageNotFound, status: 404 };
  }
  const booking = toView(found);
  const markup = booking.status === "cancelled" ? cancelledMarkup(booking, view, false) : detailsMarkup(c, booking, token, view, null);
  return { ...base, markup };
}

/** POST /cancel/{token}: 'Confirm Cancellation' without a script; same rules as DELETE /api/public/bookings/{token}. */
export async function cancelFormContent(c: Context<AppEnv>): Promise<PageContent> {
  const token = tokenOf(c);
  const form = await c.req.parseBody();
  const timeZone = zoneOf(c, { tz: typeof form.tz === "string" ? form.tz : undefined });
  const reason = typeof form.reason === "string" ? form.reason : "";
  const { found, view, translated, base } = await pageOf(c, token, timeZone);
  const answer = (markup: string, status?: 400 | 403): PageContent => ({ ...base, markup, script: false, ...(status ? { status } : {}) });
  if (found instanceof HttpError) return answer(failedMarkup(view, await translated(found.message)), 400);
  const booking = toView(found);
  const refused = (message: string, status: 400 | 403) => answer(detailsMarkup(c, booking, token, view, message, reason), status);
  if (!isSameOriginPost(c.req.raw)) return refused(view.t.t("manage.formFromOtherSite"), 403);
  const body = cancelBody.safeParse({ reason });
  if (!body.success) {
    const issue = body.error.issues[0]?.message;
    return refused(issue ? await translated(issue) : view.t.t("manage.checkForm"), 400);
  }
  try {
    const primary = primarySession(c);
    const cancelled = await cancelBookingByToken(primary.db, c.env, { token, bookerTimeZone: timeZone, now: Date.now(), reason: body.data.reason || null });
    primary.carryBookmark();
    return answer(cancelledMarkup(cancelled, view, booking.status !== "cancelled"));
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 400) throw error;
    return refused(await translated(error.message), 400);
  }
}
