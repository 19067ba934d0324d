import type { WebhookEvent } from "./webhooks-api";

/**
 * The events an endpoint can receive, as the host reads them, in the order the form offers them. The
 * type makes a label required for every event the API knows, and the list is read from the labels, so
 * a new event cannot be left out of the form.
 */
export const EVENT_LABELS: Record<WebhookEvent, string> = {
  "booking.created": "Booking created",
  "booking.rescheduled": "Booking rescheduled",
  "booking.cancelled": "Booking cancelled",
  "booking.no_show": "No-show marked or undone",
  ping: "Ping (when added, resumed or tested)",
};

export const WEBHOOK_EVENTS = Object.keys(EVENT_LABELS) as WebhookEvent[];

/** A new endpoint starts with every booking event ticked; pings are asked for. */
export const DEFAULT_WEBHOOK_EVENTS = WEBHOOK_EVENTS.filter((event) => event !== "ping");
