import { and, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "../../drizzle/schema";
import { emailOutbox } from "../../drizzle/schema";
import type { Db, EmailQueueMessage } from "../env";
import { type MailEnv, type MailTransport, mailTransportFor } from "./transport";

/** wrangler.toml's max_retries (5) + the first delivery: after this many the queue dead-letters. */
export const MAX_SEND_ATTEMPTS = 6;
const FIRST_RETRY_DELAY_SECONDS = 30;
const MAX_RETRY_DELAY_SECONDS = 15 * 60;
const MAX_ERROR_LENGTH = 500;

/** Exponential backoff by delivery attempt: 30 s, 60 s, 120 s, 240 s, 480 s. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(FIRST_RETRY_DELAY_SECONDS * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_SECONDS);
}

const isOutboxMessage = (body: unknown): body is EmailQueueMessage =>
  typeof body === "object" && body !== null && Number.isSafeInteger((body as EmailQueueMessage).outboxId);

async function recordFailure(db: Db, outboxId: number, error: unknown): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + 1`,
      lastError: String(error).slice(0, MAX_ERROR_LENGTH),
      status: sql`case when ${emailOutbox.attempts} + 1 >= ${MAX_SEND_ATTEMPTS} then 'dead' else 'pending' end`,
    })
    .where(and(eq(emailOutbox.id, outboxId), eq(emailOutbox.status, "pending")));
}

/**
 * Sends one outbox row at most once: a row that is not pending any more (sent, dead, or gone) is
 * acknowledged without sending, so a redelivered or duplicated message sends nothing twice.
 */
async function deliver(message: Message<unknown>, db: Db, transport: MailTransport, now: number): Promise<void> {
  if (!isOutboxMessage(message.body)) return message.ack();
  const outboxId = message.body.outboxId;
  const row = await db.query.emailOutbox.findFirst({ where: eq(emailOutbox.id, outboxId) });
  if (row?.status !== "pending") return message.ack();
  try {
    await transport.send({
      outboxId,
      to: row.toAddress,
      subject: row.subject,
      text: row.body,
      ics: row.ics,
      icsMethod: row.icsMethod,
    });
  } catch (error) {
    console.error(JSON.stringify({ event: "email-send-failed", outboxId, attempt: message.attempts, error: String(error) }));
    await recordFailure(db, outboxId, error);
    // Retried even when the row just went dead: the queue then moves the message to the dead-letter queue.
    return message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
  }
  await db
    .update(emailOutbox)
    .set({ status: "sent", sentAt: now, attempts: sql`${emailOutbox.attempts} + 1` })
    .where(eq(emailOutbox.id, outboxId));
  message.ack();
}

/** The worker's `queue()` handler for the email queue: one outbox id per message. */
export async function handleEmailBatch(batch: MessageBatch<unknown>, env: MailEnv): Promise<void> {
  const db = drizzle(env.DB, { schema });
  const transport = mailTransportFor(env, db);
  for (const message of batch.messages) {
    try {
      await deliver(message, db, transport, Date.now());
    } catch (error) {
      console.error(JSON.stringify({ event: "email-delivery-error", messageId: message.id, error: String(error) }));
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}
