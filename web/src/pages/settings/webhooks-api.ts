import type { InferRequestType, InferResponseType } from "hono/client";
import { isolateIn } from "../../../../shared/i18n/bidi";
import type { HostI18n } from "../../i18n/host-i18n-context";
import { call } from "../../api/call";
import { api } from "../../api/client";
import { UNEXPECTED_ERROR } from "../../api/messages";

/* The calls behind Settings → Webhooks: signed POSTs about the host's bookings. */

const webhooks = api.webhooks;

export type WebhookEndpoint = InferResponseType<typeof webhooks.$get, 200>[number];
export type WebhookEvent = InferRequestType<typeof webhooks.$post>["json"]["events"][number];
export type WebhookDelivery = InferResponseType<(typeof webhooks)[":id"]["deliveries"]["$get"], 200>[number];

/** A receiver may take up to 10 s to answer "Send test" or "Redeliver". */
const SEND_TIMEOUT_MS = 20_000;
const param = (id: number) => ({ id: String(id) });

export const fetchWebhooks = () => call((init) => webhooks.$get({}, { init }), { fallback: UNEXPECTED_ERROR });

/** The answer carries the signing secret: the only time it is shown. */
export const addWebhook = (url: string, events: WebhookEvent[]) =>
  call((init) => webhooks.$post({ json: { url, events } }, { init }), { fallback: UNEXPECTED_ERROR });

export const deleteWebhook = (id: number) => call((init) => webhooks[":id"].$delete({ param: param(id) }, { init }), { fallback: UNEXPECTED_ERROR });

export const resumeWebhook = (id: number) => call((init) => webhooks[":id"].resume.$post({ param: param(id) }, { init }), { fallback: UNEXPECTED_ERROR });

export const sendTestPing = (id: number) =>
  call((init) => webhooks[":id"].test.$post({ param: param(id) }, { init }), { fallback: UNEXPECTED_ERROR, timeoutMs: SEND_TIMEOUT_MS });

export const fetchDeliveries = (id: number) => call((init) => webhooks[":id"].deliveries.$get({ param: param(id) }, { init }), { fallback: UNEXPECTED_ERROR });

export const redeliver = (id: number, deliveryId: number) =>
  call((init) => webhooks[":id"].deliveries[":deliveryId"].redeliver.$post({ param: { id: String(id), deliveryId: String(deliveryId) } }, { init }), {
    fallback: UNEXPECTED_ERROR,
    timeoutMs: SEND_TIMEOUT_MS,
  });

/** Where the endpoint is, as the banner and the list name it. */
export const endpointHost = (endpoint: WebhookEndpoint) => new URL(endpoint.url).host;

/** The warning a paused endpoint earns (Settings and the app-wide banner). */
export const pausedNotice = ({ t, dir }: HostI18n, endpoint: WebhookEndpoint) =>
  t("app.banner.webhookPaused", { host: isolateIn(dir, endpointHost(endpoint)), count: endpoint.consecutive_failures });
