import type { InviteMethod } from "../domain/ics/ics-invite";

/* A mail as the outbox stores it: what every kind of mail Hangout sends is built into. */

export type OutboxKind =
  | "booking-confirmation"
  | "host-notification"
  | "booking-cancellation"
  | "host-cancellation"
  | "booking-rescheduled"
  | "host-rescheduled"
  | "booking-reminder"
  | "host-reminder"
  | "calendar-sync-failing"
  | "calendar-sync-recovered"
  | "calendar-connection-broken"
  | "webhook-paused"
  | "team-invitation"
  // A booking request: the booker's receipt and decline, the host's Approve/Decline mail, and
  // the host's notice that the booker withdrew it.
  | "request-received"
  | "request-declined"
  | "approval-request"
  | "request-withdrawn"
  // A Google Meet or Teams booking's link once the provider made it, or the word that it could not (docs/MEETING-PLACES.md).
  | "meeting-link"
  | "host-meeting-link"
  | "meeting-link-failed"
  | "host-meeting-link-failed";

export interface OutgoingMessage {
  kind: OutboxKind;
  toAddress: string;
  subject: string;
  body: string;
  html: string;
  /** The other side of the booking, when they have an address: replies reach them. */
  replyTo: string | null;
  /** The booking's invitation; null for mail about something else (a connected calendar). */
  ics: string | null;
  icsMethod: InviteMethod | null;
}
