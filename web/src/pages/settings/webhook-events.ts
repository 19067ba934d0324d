import type { HostMessageKey } from "../../i18n/host-message-keys";
import type { WebhookEvent } from "./webhooks-api";

/**
 * The events an endpoint can receive, as the host reads them, in the order the form offers them. The
 * type makes a label required for every event the API knows, and the list is read from the labels, so
 * a new event cannot be left out of the form.
 */
export const EVENT_LABELS: Record<WebhookEvent, HostMessageKey> = {
  "booking.created": "settings.webhooks.event.created",
  "booking.rescheduled": "settings.webhooks.event.rescheduled",
  "booking.cancelled": "settings.webhooks.event.cancelled",
  "booking.no_show": "settings.webhooks.event.noShow",
  ping: "settings.webhooks.event.ping",
};

export const WEBHOOK_EVENTS = Object.keys(EVENT_LABELS) as WebhookEvent[];

/** A new endpoint starts with every booking event ticked; pings are asked for. */
export const DEFAULT_WEBHOOK_EVENTS = WEBHOOK_EVENTS.filter((event) => event !== "ping");
