import type { FoundBooking } from "../booking/booking-lookup";
import type { DecisionAction } from "../approval/decision-links";
import { attrs, tag, text } from "./markup";

/*
 * The host's Approve / Decline page behind a signed link, in English like the rest of the
 * host's side. A GET only shows the request and a button: mail scanners open links, so only the
 * form's POST decides.
 */

/** The server's limit for a decline reason, as for a cancellation's. */
export const MAX_DECLINE_REASON = 1000;

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1f2328}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}
textarea{width:100%;box-sizing:border-box}button{font:inherit;padding:.5rem 1rem;margin-top:1rem;cursor:pointer}
.alert{padding:.75rem;border-radius:.25rem;background:#fff1f0;border:1px solid #f5c2c0}`;

/** The page's whole document; `title` is its heading too. */
export const approvalDocument = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<meta name="robots" content="noindex"><title>${text(title)} · Hangout</title><style>${STYLE}</style></head>` +
  `<body><main>${tag("h1", {}, text(title))}${body}</main></body></html>`;

const when = (found: FoundBooking): string => {
  const zone = found.hostTimeZone ?? "UTC";
  const format = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short", timeZone: zone });
  return `${format.formatRange(found.booking.startTime, found.booking.endTime)} (${zone})`;
};

/** What was asked, by whom, and until when the host may answer. */
export function requestSummary(found: FoundBooking): string {
  const { booking } = found;
  const fact = (term: string, value: string) => tag("dt", {}, term) + tag("dd", {}, text(value));
  const bookedBy = booking.bookerEmail ? `${booking.bookerName} <${booking.bookerEmail}>` : booking.bookerName;
  return tag(
    "dl",
    {},
    fact("What", booking.title) +
      fact("When", when(found)) +
      fact("Requested by", bookedBy) +
      (booking.notes ? fact("Notes", booking.notes) : "") +
      booking.answers.map((answer) => fact(answer.label, String(answer.value))).join(""),
  );
}

/** The request and the one button that decides it (with an optional reason for a decline). */
export function decisionForm(found: FoundBooking, action: DecisionAction, path: string): string {
  const reason =
    action === "decline"
      ? tag("label", { for: "decline-reason" }, "Reason (optional, sent to the booker)") +
        tag("textarea", { id: "decline-reason", name: "reason", rows: 3, maxlength: MAX_DECLINE_REASON }, "")
      : "";
  const deadline = found.booking.decisionDeadline;
  const until = deadline === null ? "" : tag("p", {}, text(`Unanswered requests are declined automatically at ${new Date(deadline).toUTCString()}.`));
  return (
    requestSummary(found) +
    until +
    `<form${attrs({ method: "post", action: path })}>` +
    reason +
    tag("button", { type: "submit" }, action === "approve" ? "Approve request" : "Decline request") +
    "</form>"
  );
}

/** After the POST: what the host's click did. */
export const decidedText = (status: "confirmed" | "declined", found: FoundBooking): string =>
  status === "confirmed"
    ? `Approved. ${found.booking.bookerName} has been sent the confirmation and the calendar invitation.`
    : `Declined. ${found.booking.bookerName} has been told, and the time is free again.`;

export const alert = (message: string): string => tag("p", { class: "alert", role: "alert" }, text(message));

export const statusLine = (message: string): string => tag("p", { role: "status" }, text(message));
