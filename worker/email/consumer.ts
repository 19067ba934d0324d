import { and, eq, lt, or, sql } from "drizzle-orm";
import { emailOutbox } from "../../drizzle/schema";
import { queueIdOf } from "../config/queue-message";
import type { Db, Env } from "../env";
import { textAsHtml } from "./mail-body";
import { type MailRoute, readMailSetup } from "./mail-settings";
import type { MailToSend } from "./mime-message";
import { type MailTransport, transportFor } from "./transport";
import { databaseOver } from "../db/database";
import { withoutRedundantInvitation } from "./host-invitation";

/** wrangler.toml's max_retries (5) + the first delivery: after this many the queue dead-letters. */
export const MAX_SEND_ATTEMPTS = 6;
/**
 * How long a claimed row belongs to the consumer sending it: well beyond the SMTP timeout (30 s) and
 * a provider's answer. A consumer that died mid-send loses its claim after this; the row is sent again.
 */
export const SEND_LEASE_MS = 3 * 60_000;
const FIRST_RETRY_DELAY_SECONDS = 30;
const MAX_RETRY_DELAY_SECONDS = 15 * 60;
const MAX_ERROR_LENGTH = 500;

type OutboxRow = typeof emailOutbox.$inferSelect;

/** Exponential backoff by delivery attempt: 30 s, 60 s, 120 s, 240 s, 480 s. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(FIRST_RETRY_DELAY_SECONDS * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_SECONDS);
}

const outboxIdOf = (message: Message<unknown>) => queueIdOf(message.body, ["mail"]);

const errorText = (error: unknown) => String(error).slice(0, MAX_ERROR_LENGTH);

/**
 * Takes the row for this consumer in ONE statement: a pending row, or one whose sender's lease ran
 * out. Whoever else holds the id (a redelivered message, the cron sweep) finds nothing to claim
 * while the send is in flight.
 */
async function claim(db: Db, outboxId: number, now: number): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(emailOutbox)
    .set({ status: "sending", attempts: sql`${emailOutbox.attempts} + 1`, leaseUntil: now + SEND_LEASE_MS })
    .where(
      and(
        eq(emailOutbox.id, outboxId),
        or(eq(emailOutbox.status, "pending"), and(eq(emailOutbox.status, "sending"), lt(emailOutbox.leaseUntil, now))),
      ),
    )
    .returning();
  return row;
}

/** Only the claim this consumer holds (same attempt number) is settled by it. */
const heldClaim = (row: OutboxRow) => and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, "sending"), eq(emailOutbox.attempts, row.attempts));

async function recordFailure(db: Db, row: OutboxRow, error: unknown): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: row.attempts >= MAX_SEND_ATTEMPTS ? "dead" : "pending", lastError: errorText(error), leaseUntil: null })
    .where(heldClaim(row));
}

/** A configuration problem is not the mail's fault: the row waits, pending, with the problem on it. */
async function recordConfigurationProblem(db: Db, outboxId: number, problem: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, lastError: errorText(problem) })
    .where(and(eq(emailOutbox.id, outboxId), eq(emailOutbox.status, "pending")));
}

function mailOf(row: OutboxRow, route: MailRoute, now: number): MailToSend {
  // Stable across retries and unique across instances sharing a sender domain or a provider account.
  const stableId = `${row.id}.${row.createdAt}`;
  return {
    outboxId: row.id,
    from: route.from,
    to: row.toAddress,
    replyTo: row.replyTo,
    subject: row.subject,
    text: row.body,
    html: row.html ?? textAsHtml(row.body),
    ics: row.ics,
    icsMethod: row.icsMethod,
    messageId: `<hangout.${stableId}@${route.from.address.split("@")[1] ?? "hangout.invalid"}>`,
    idempotencyKey: `hangout-outbox/${stableId}`,
    date: now,
  };
}

/** Sends one outbox row at most once: a row nobody can claim (sent, dead, held, in flight, gone) is acknowledged. */
async function deliver(message: Message<unknown>, db: Db, assets: Fetcher, route: MailRoute, transport: MailTransport, now: number): Promise<void> {
  const outboxId = outboxIdOf(message);
  if (outboxId === null) return message.ack();
  const row = await claim(db, outboxId, now);
  if (!row) return message.ack();
  try {
    await transport.send(mailOf(await withoutRedundantInvitation(db, assets, row), route, now));
  } catch (error) {
    console.error(JSON.stringify({ event: "email-send-failed", outboxId: row.id, attempt: row.attempts, transport: route.transport, error: String(error) }));
    await recordFailure(db, row, error);
    // Retried even when the row just went dead: the queue then moves the message to the dead-letter queue.
    return message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
  }
  await db.update(emailOutbox).set({ status: "sent", sentAt: now, leaseUntil: null, lastError: null }).where(heldClaim(row));
  message.ack();
}

/** The worker's `queue()` handler for the email queue: one outbox id per message. */
export async function handleEmailBatch(batch: Pick<MessageBatch<unknown>, "messages">, env: Env): Promise<void> {
  const db = databaseOver(env.DB);
  const setup = readMailSetup(env);
  if (!setup.route) {
    console.error(JSON.stringify({ event: "email-configuration-error", problem: setup.problem }));
    for (const message of batch.messages) {
      const outboxId = outboxIdOf(message);
      if (outboxId !== null) await recordConfigurationProblem(db, outboxId, setup.problem);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
    return;
  }
  const transport = transportFor(setup.route, db);
  for (const message of batch.messages) {
    try {
      await deliver(message, db, env.ASSETS, setup.route, transport, Date.now());
    } catch (error) {
      console.error(JSON.stringify({ event: "email-delivery-error", messageId: message.id, error: String(error) }));
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}
