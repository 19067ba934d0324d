import type { PushChannel, PushNotice } from "../calendar-connections/provider-contract";
import { bearer } from "../calendar-connections/provider-fetch";
import { NotThere } from "../calendar-connections/provider-errors";
import { newLinkToken } from "../http/link-token";
import { SyncFailure } from "../subscriptions/calendar-source";
import type { MicrosoftConfig } from "./microsoft-config";
import { graphJson } from "./microsoft-fetch";
import type { GraphChangeNotificationCollection, GraphSubscription } from "./microsoft-wire";

/** Graph keeps a subscription to Outlook events at most 4230 minutes (under 3 days); the cron renews a day before the end. */
const SUBSCRIPTION_MINUTES = 4200;
/** Graph's validation tokens are short; anything longer is not one. */
const MAX_VALIDATION_TOKEN = 1024;

/**
 * POST /subscriptions: Graph POSTs to `address` whenever the calendar's events are created, updated or
 * deleted, with the `clientState` secret Hangout chose, which proves the notification is Graph's. Graph
 * first checks the address with the validation handshake (microsoftHandshake).
 */
export async function subscribeMicrosoftCalendar(config: MicrosoftConfig, accessToken: string, calendarId: string, address: string, now: number): Promise<PushChannel> {
  const request: GraphSubscription = {
    changeType: "created,updated,deleted",
    notificationUrl: address,
    resource: `me/calendars/${calendarId}/events`,
    expirationDateTime: new Date(now + SUBSCRIPTION_MINUTES * 60_000).toISOString(),
    clientState: newLinkToken(),
  };
  const answer = await graphJson<GraphSubscription>(`${config.graphUrl}/subscriptions`, {
    method: "POST",
    headers: { ...bearer(accessToken), "content-type": "application/json" },
    body: JSON.stringify(request),
  });
  if (!answer || typeof answer.id !== "string") throw new SyncFailure("Microsoft's answer could not be read.");
  const expiration = Date.parse(answer.expirationDateTime);
  return { channelId: answer.id, resourceId: answer.id, token: request.clientState, expiresAt: Number.isNaN(expiration) ? Date.parse(request.expirationDateTime) : expiration };
}

/** DELETE /subscriptions/{id}; one Graph no longer knows is gone already. */
export async function deleteMicrosoftSubscription(config: MicrosoftConfig, accessToken: string, channel: { channelId: string }): Promise<void> {
  try {
    await graphJson(`${config.graphUrl}/subscriptions/${encodeURIComponent(channel.channelId)}`, { method: "DELETE", headers: bearer(accessToken) });
  } catch (error) {
    if (!(error instanceof NotThere)) throw error;
  }
}

/** The validation handshake: Graph POSTs ?validationToken=… and expects it back as text/plain. Null when this is no handshake. */
export function microsoftHandshake(url: URL): string | null {
  const token = url.searchParams.get("validationToken");
  return token !== null && token.length <= MAX_VALIDATION_TOKEN ? token : null;
}

/** A notification POST's subscriptions and clientStates; nothing for a body that is not Graph's. */
export function readMicrosoftPush(request: { headers: Headers; body: string }): PushNotice[] {
  let parsed: Partial<GraphChangeNotificationCollection> | null;
  try {
    parsed = JSON.parse(request.body) as Partial<GraphChangeNotificationCollection> | null;
  } catch {
    return [];
  }
  if (!parsed || !Array.isArray(parsed.value)) return [];
  return parsed.value.flatMap((notification) => {
    const { subscriptionId, clientState } = notification ?? {};
    if (typeof subscriptionId !== "string" || typeof clientState !== "string" || subscriptionId.length > 200 || clientState.length > 256) return [];
    return [{ channelId: subscriptionId, token: clientState }];
  });
}
