import { isCalDavWriteMessage } from "./caldav/calendar-writes";
import { handleCalDavWrites } from "./caldav/write-consumer";
import { handleEmailBatch } from "./email/consumer";
import type { Env } from "./env";
import { handleWebhookMessages, isWebhookMessage, type WebhookQueueMessage } from "./webhooks/webhook-queue";
import { databaseOver } from "./db/database";

const isWebhook = (message: Message<unknown>): message is Message<WebhookQueueMessage> => isWebhookMessage(message.body);

/** The worker's `queue()` handler: webhook deliveries and calendar writes to their consumers, everything else to the mail consumer. */
export async function handleQueueBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const webhooks = batch.messages.filter(isWebhook);
  const calendarWrites = batch.messages.filter((message) => isCalDavWriteMessage(message.body));
  const mail = batch.messages.filter((message) => !isWebhook(message) && !isCalDavWriteMessage(message.body));
  await Promise.all([
    webhooks.length > 0 ? handleWebhookMessages(databaseOver(env.DB), env, webhooks) : undefined,
    calendarWrites.length > 0 ? handleCalDavWrites(calendarWrites, env) : undefined,
    mail.length > 0 ? handleEmailBatch({ messages: mail }, env) : undefined,
  ]);
}
