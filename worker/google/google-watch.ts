import type { PushChannel, PushNotice } from "../calendar-connections/provider-contract";
import { NotThere } from "../calendar-connections/provider-errors";
import { newLinkToken } from "../http/link-token";
import { SyncFailure } from "../subscriptions/calendar-source";
import type { GoogleConfig } from "./google-config";
import { bearer, googleJson } from "./google-fetch";
import type { GoogleChannel, GoogleWatchRequest } from "./google-wire";

/** Google's longest channel life for events (7 days); the cron renews a day before the end. */
const CHANNEL_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * events.watch: Google POSTs to `address` whenever the calendar's events change, with the channel's id
 * and the secret token Hangout chose (X-Goog-Channel-Token), which proves the notification is Google's.
 */
export async function watchGoogleCalendar(config: GoogleConfig, accessToken: string, calendarId: string, address: string, now: number): Promise<PushChannel> {
  const request: GoogleWatchRequest = { id: crypto.randomUUID(), type: "web_hook", address, token: newLinkToken(), params: { ttl: String(CHANNEL_TTL_SECONDS) } };
  const answer = await googleJson<GoogleChannel>(`${config.calendarApiUrl}/calendars/${encodeURIComponent(calendarId)}/events/watch`, {
    method: "POST",
    headers: { ...bearer(accessToken), "content-type": "application/json" },
    body: JSON.stringify(request),
  });
  if (!answer || typeof answer.resourceId !== "string") throw new SyncFailure("Google's answer could not be read.");
  const expiration = Number(answer.expiration);
  return { channelId: request.id, resourceId: answer.resourceId, token: request.token, expiresAt: Number.isFinite(expiration) && expiration > now ? expiration : now + CHANNEL_TTL_SECONDS * 1000 };
}

/** channels.stop; a channel Google no longer knows is stopped already. */
export async function stopGoogleChannel(config: GoogleConfig, accessToken: string, channel: { channelId: string; resourceId: string }): Promise<void> {
  try {
    await googleJson(`${config.calendarApiUrl}/channels/stop`, {
      method: "POST",
      headers: { ...bearer(accessToken), "content-type": "application/json" },
      body: JSON.stringify({ id: channel.channelId, resourceId: channel.resourceId }),
    });
  } catch (error) {
    if (!(error instanceof NotThere)) throw error;
  }
}

/** A push notification's channel and token (X-Goog-Channel-ID, X-Goog-Channel-Token); none when either is missing. */
export function readGooglePush(headers: Headers): PushNotice[] {
  const channelId = headers.get("x-goog-channel-id");
  const token = headers.get("x-goog-channel-token");
  if (!channelId || !token || channelId.length > 200 || token.length > 256) return [];
  return [{ channelId, token }];
}
