import { webhookBody, type WebhookSnapshot } from "../domain/webhook-payload";
import { webhookSignature } from "../domain/webhook-signature";

/** A receiver gets this long for the whole exchange; then the attempt counts as failed. */
export const DELIVERY_TIMEOUT_MS = 10_000;

export interface WebhookRequest {
  url: string;
  eventId: string;
  eventType: string;
  snapshot: string;
  secret: string;
}

export interface AttemptOutcome {
  ok: boolean;
  responseStatus: number | null;
  durationMs: number;
  error: string | null;
}

/** One signed POST. Only a 2xx answer counts as delivered; a redirect is not followed (it is a failure). */
export async function postWebhook(request: WebhookRequest, now: number): Promise<AttemptOutcome> {
  const body = webhookBody(request.eventId, request.eventType, JSON.parse(request.snapshot) as WebhookSnapshot);
  const headers = {
    "content-type": "application/json",
    "user-agent": "Hangout-Webhooks/1",
    "hangout-event-id": request.eventId,
    "hangout-event-type": request.eventType,
    "hangout-signature": webhookSignature(request.secret, Math.floor(now / 1000), body),
  };
  const signal = AbortSignal.timeout(DELIVERY_TIMEOUT_MS);
  const started = Date.now();
  try {
    const response = await fetch(request.url, { method: "POST", headers, body, redirect: "manual", signal });
    await response.body?.cancel();
    const ok = response.status >= 200 && response.status < 300;
    return { ok, responseStatus: response.status, durationMs: Date.now() - started, error: ok ? null : `The endpoint answered ${response.status}.` };
  } catch {
    const error = signal.aborted ? `The endpoint did not answer within ${DELIVERY_TIMEOUT_MS / 1000} seconds.` : "The endpoint could not be reached.";
    return { ok: false, responseStatus: null, durationMs: Date.now() - started, error };
  }
}
