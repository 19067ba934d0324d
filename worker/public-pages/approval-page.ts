import { intlTag } from "../../shared/i18n/calendar-conventions";
import { isolateIn } from "../../shared/i18n/bidi";
import { directionOf } from "../../shared/i18n/locales";
import type { Translator } from "../../shared/i18n/translator";
import type { FoundBooking } from "../booking/booking-lookup";
import type { DecisionAction } from "../approval/decision-links";
import { attrs, tag, text } from "./markup";

/*
 * The host's Approve / Decline page behind a signed link, in the host's language (users.locale,
 * docs/LANGUAGES.md, The host's language); plain English as the product wrote it before. A GET only
 * shows the request and a button: mail scanners open links, so only the form's POST decides.
 */

/** The server's limit for a decline reason, as for a cancellation's. */
export const MAX_DECLINE_REASON = 1000;

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1f2328}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}
textarea{width:100%;box-sizing:border-box}button{font:inherit;padding:.5rem 1rem;margin-top:1rem;cursor:pointer}
.alert{padding:.75rem;border-radius:.25rem;background:#fff1f0;border:1px solid #f5c2c0}`;

/** The page's whole document in the reader's language; `title` is its heading too. */
export const approvalDocument = ({ locale }: Translator, title: string, body: string): string =>
  `<!doctype html><html${attrs({ lang: locale, dir: directionOf(locale) === "rtl" ? "rtl" : null })}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<meta name="robots" content="noindex"><title>${text(title)} · Hangout</title><style>${STYLE}</style></head>` +
  `<body><main>${tag("h1", {}, text(title))}${body}</main></body></html>`;

/** Plain English keeps the US English dates it always had; other locales write their own. */
const dateTag = (locale: string) => (locale === "en" ? "en-US" : intlTag(locale));

const when = ({ t, locale }: Translator, found: FoundBooking): string => {
  const zone = found.hostTimeZone ?? "UTC";
  const format = new Intl.DateTimeFormat(dateTag(locale), { dateStyle: "full", timeStyle: "short", timeZone: zone });
  return t("hostpages.request.timeInZone", { time: format.formatRange(found.booking.startTime, found.booking.endTime), zone });
};

/** When an unanswered request is declined: the product's English kept its UTC date string. */
const deadlineText = (locale: string, deadline: number): string =>
  locale === "en" ? new Date(deadline).toUTCString() : new Intl.DateTimeFormat(intlTag(locale), { dateStyle: "full", timeStyle: "long", timeZone: "UTC" }).format(deadline);

/** What was asked, by whom, and until when the host may answer. */
export function requestSummary(words: Translator, found: FoundBooking): string {
  const { t } = words;
  const { booking } = found;
  const fact = (term: string, value: string) => tag("dt", {}, text(term)) + tag("dd", {}, text(value));
  const bookedBy = booking.bookerEmail ? `${booking.bookerName} <${booking.bookerEmail}>` : booking.bookerName;
  return tag(
    "dl",
    {},
    fact(t("hostpages.request.what"), booking.title) +
      fact(t("hostpages.request.when"), when(words, found)) +
      fact(t("hostpages.request.requestedBy"), bookedBy) +
      (booking.notes ? fact(t("hostpages.request.notes"), booking.notes) : "") +
      booking.answers.map((answer) => fact(answer.label, String(answer.value))).join(""),
  );
}

/** The request and the one button that decides it (with an optional reason for a decline). */
export function decisionForm(words: Translator, found: FoundBooking, action: DecisionAction, path: string): string {
  const { t, locale } = words;
  const reason =
    action === "decline"
      ? tag("label", { for: "decline-reason" }, text(t("hostpages.request.reason"))) +
        tag("textarea", { id: "decline-reason", name: "reason", rows: 3, maxlength: MAX_DECLINE_REASON }, "")
      : "";
  const deadline = found.booking.decisionDeadline;
  const until = deadline === null ? "" : tag("p", {}, text(t("hostpages.request.deadline", { deadline: deadlineText(locale, deadline) })));
  return (
    requestSummary(words, found) +
    until +
    `<form${attrs({ method: "post", action: path })}>` +
    reason +
    tag("button", { type: "submit" }, text(action === "approve" ? t("hostpages.request.approve") : t("hostpages.request.decline"))) +
    "</form>"
  );
}

/** After the POST: what the host's click did. */
export const decidedText = ({ t, locale }: Translator, status: "confirmed" | "declined", found: FoundBooking): string => {
  const name = isolateIn(directionOf(locale), found.booking.bookerName);
  return status === "confirmed" ? t("hostpages.request.approved", { name }) : t("hostpages.request.declined", { name });
};

export const alert = (message: string): string => tag("p", { class: "alert", role: "alert" }, text(message));

export const statusLine = (message: string): string => tag("p", { role: "status" }, text(message));
