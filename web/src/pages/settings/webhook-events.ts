import type { WebhookEvent } from "./webhooks-api";

/** The events an endpoint can receive, as the host reads them, in the order the form offers them. */
export const EVENT_LABELS: Record<WebhookEvent, string> = {
  "booking.created": "Booking created",
  "booking.rescheduled": "Booking rescheduled",
  "booking.cancelled": "Booking cancelled",
  ping: "Ping (when added, resumed or tested)",
};

export const WEBHOOK_EVENTS: WebhookEvent[] = ["booking.created", "booking.rescheduled", "booking.cancelled", "ping"];
