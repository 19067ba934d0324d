import { handleCalDavWrites } from "./caldav/write-consumer";
import { handleProviderWrites } from "./calendar-connections/write-consumer";
import { type QueueMessageKind, readQueueMessage } from "./config/queue-message";
import { databaseOver } from "./db/database";
import { handleEmailBatch } from "./email/consumer";
import type { Env } from "./env";
import { handleWebhookMessages } from "./webhooks/webhook-queue";

type Consumer = (messages: readonly Message<unknown>[], env: Env) => Promise<void>;

const webhooks: Consumer = (messages, env) => handleWebhookMessages(databaseOver(env.DB), env, messages);

/** Each kind of the queue message contract and the consumer that does its work. */
const CONSUMERS: Record<QueueMessageKind, Consumer> = {
  mail: (messages, env) => handleEmailBatch({ messages }, env),
  "caldav-write": handleCalDavWrites,
  "provider-write": handleProviderWrites,
  "webhook-booking": webhooks,
  "webhook-delivery": webhooks,
};

/** The worker's `queue()` handler: messages grouped by kind, each group to its consumer; a body nobody can read is acknowledged. */
export async function handleQueueBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const byKind = new Map<QueueMessageKind, Message<unknown>[]>();
  for (const message of batch.messages) {
    const kind = readQueueMessage(message.body)?.kind;
    if (kind === undefined) message.ack();
    else byKind.set(kind, [...(byKind.get(kind) ?? []), message]);
  }
  await Promise.all([...byKind].map(([kind, messages]) => CONSUMERS[kind](messages, env)));
}
