/*
 * The one queue's message contract. Every message names a kind of work and the id of the D1 row (or
 * booking) that holds it; the row, not the message, carries the content, so a lost message loses
 * nothing a sweep cannot enqueue again. worker/queue.ts hands each kind to its consumer.
 */

/**
 * mail: an email_outbox row; caldav-write: a caldav_writes row; provider-write: a provider_writes row (a
 * connected Google calendar); webhook-booking: a booking's due deliveries; webhook-delivery: one delivery.
 */
export type QueueMessageKind = "mail" | "caldav-write" | "provider-write" | "webhook-booking" | "webhook-delivery";

export interface QueueMessage {
  kind: QueueMessageKind;
  id: number;
}

export const queueMessage = (kind: QueueMessageKind, id: number): QueueMessage => ({ kind, id });

const KINDS: readonly QueueMessageKind[] = ["mail", "caldav-write", "provider-write", "webhook-booking", "webhook-delivery"];

/* Untagged bodies that deploys before the tagged contract sent; they may still wait in the queue. */
const UNTAGGED_FIELDS: Readonly<Record<string, QueueMessageKind>> = {
  outboxId: "mail",
  caldavWriteId: "caldav-write",
  webhookBookingId: "webhook-booking",
  webhookDeliveryId: "webhook-delivery",
};

/** The message a body stands for, or null for a body no consumer can act on. */
export function readQueueMessage(body: unknown): QueueMessage | null {
  if (typeof body !== "object" || body === null) return null;
  const fields = body as Record<string, unknown>;
  if (KINDS.includes(fields.kind as QueueMessageKind)) return Number.isSafeInteger(fields.id) ? queueMessage(fields.kind as QueueMessageKind, fields.id as number) : null;
  for (const [field, kind] of Object.entries(UNTAGGED_FIELDS)) {
    if (Number.isSafeInteger(fields[field])) return queueMessage(kind, fields[field] as number);
  }
  return null;
}

/** The id a body carries for one of these kinds, or null when it is another kind's (or nobody's). */
export function queueIdOf(body: unknown, kinds: readonly QueueMessageKind[]): number | null {
  const message = readQueueMessage(body);
  return message !== null && kinds.includes(message.kind) ? message.id : null;
}
