import type { webhookAttempts, webhookEndpoints } from "../../drizzle/schema";
import type { WebhookEventType } from "../domain/webhook-payload";
import type { DeliveryRow } from "./deliver";

type EndpointRow = typeof webhookEndpoints.$inferSelect;

const iso = (instant: number) => new Date(instant).toISOString();
const isoOrNull = (instant: number | null) => (instant === null ? null : iso(instant));

/** An endpoint as its owner sees it: the signing secret is never shown again. */
export interface WebhookEndpointView {
  id: number;
  url: string;
  events: WebhookEventType[];
  status: "active" | "paused";
  consecutive_failures: number;
  paused_at: string | null;
  created_at: string;
}

export const toEndpointView = (row: EndpointRow): WebhookEndpointView => ({
  id: row.id,
  url: row.url,
  events: row.events,
  status: row.status,
  consecutive_failures: row.consecutiveFailures,
  paused_at: isoOrNull(row.pausedAt),
  created_at: iso(row.createdAt),
});

type AttemptRow = typeof webhookAttempts.$inferSelect;

/** One attempt at a delivery: when, the receiver's answer (null: none) and how long it took. */
export interface WebhookAttemptView {
  at: string;
  response_status: number | null;
  duration_ms: number;
  error: string | null;
}

const toAttemptView = (row: AttemptRow): WebhookAttemptView => ({
  at: iso(row.attemptedAt),
  response_status: row.responseStatus,
  duration_ms: row.durationMs,
  error: row.error,
});

/** One line of an endpoint's delivery log: the latest attempt's outcome, and every attempt, oldest first. */
export interface WebhookDeliveryView {
  id: number;
  event_id: string;
  event_type: WebhookEventType;
  status: "pending" | "sending" | "delivered" | "failed";
  attempts: number;
  response_status: number | null;
  duration_ms: number | null;
  error: string | null;
  created_at: string;
  last_attempt_at: string | null;
  /** When a waiting delivery is tried next. */
  next_attempt_at: string | null;
  attempt_log: WebhookAttemptView[];
}

export const toDeliveryView = (row: DeliveryRow, attempts: readonly AttemptRow[]): WebhookDeliveryView => ({
  id: row.id,
  event_id: row.eventId,
  event_type: row.eventType,
  status: row.status,
  attempts: row.attempts,
  response_status: row.responseStatus,
  duration_ms: row.durationMs,
  error: row.lastError,
  created_at: iso(row.createdAt),
  last_attempt_at: isoOrNull(row.lastAttemptAt),
  next_attempt_at: row.status === "pending" ? iso(row.nextAttemptAt) : null,
  attempt_log: attempts.map(toAttemptView),
});
