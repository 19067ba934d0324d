import { drizzle } from "drizzle-orm/d1";
import * as schema from "../drizzle/schema";
import { handleEmailBatch } from "./email/consumer";
import type { Env } from "./env";
import { handleWebhookMessages, isWebhookMessage, type WebhookQueueMessage } from "./webhooks/webhook-queue";

const isWebhook = (message: Message<unknown>): message is Message<WebhookQueueMessage> => isWebhookMessage(message.body);

/** The worker's `queue()` handler: webhook deliveries to their consumer, everything else to the mail consumer as before. */
export async function handleQueueBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const webhooks = batch.messages.filter(isWebhook);
  if (webhooks.length === 0) return handleEmailBatch(batch, env);
  const mail = batch.messages.filter((message) => !isWebhook(message));
  await Promise.all([
    handleWebhookMessages(drizzle(env.DB, { schema }), env, webhooks),
    mail.length > 0 ? handleEmailBatch({ messages: mail }, env) : undefined,
  ]);
}
