import * as z from "zod/mini";
import { WEBHOOK_EVENT_TYPES } from "../domain/webhook-payload";
import { idParam } from "../http/fields";

export const webhookBodySchema = z.strictObject({
  url: z.string("url is required.").check(z.trim(), z.minLength(1, "url is required."), z.maxLength(2000, "url can be at most 2000 characters.")),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, `events can only hold ${WEBHOOK_EVENT_TYPES.join(", ")}.`), "events must be a list of event names.")
    .check(
      z.minLength(1, "Choose at least one event."),
      z.refine((events) => new Set(events).size === events.length, "events must not repeat an event."),
    ),
});

export type WebhookBody = z.output<typeof webhookBodySchema>;

export const webhookParams = z.strictObject({ id: idParam });
export const deliveryParams = z.strictObject({ id: idParam, deliveryId: idParam });
