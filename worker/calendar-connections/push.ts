import { and, eq } from "drizzle-orm";
import { calendarConnections, calendarSubscriptions } from "../../drizzle/schema";
import { databaseOver } from "../db/database";
import type { CalendarProvider } from "../domain/calendar-providers";
import type { Env } from "../env";
import { hashLinkToken } from "../http/link-token";
import { syncConnectionCalendar } from "./connection-sync";
import type { CalendarProviderClient, PushNotice } from "./provider-contract";

/** The calendar a notice names, when it is a known channel of an active connection and carries the channel's own secret. */
async function noticedCalendar(env: Env, provider: CalendarProvider, notice: PushNotice) {
  const [found] = await databaseOver(env.DB)
    .select({ subscription: calendarSubscriptions })
    .from(calendarSubscriptions)
    .innerJoin(calendarConnections, eq(calendarConnections.id, calendarSubscriptions.connectionId))
    .where(and(eq(calendarSubscriptions.channelId, notice.channelId), eq(calendarConnections.provider, provider), eq(calendarConnections.status, "active")));
  if (!found || found.subscription.channelTokenHash !== hashLinkToken(notice.token)) {
    console.warn(JSON.stringify({ event: "calendar-push-ignored", provider, known: found !== undefined }));
    return null;
  }
  return found.subscription;
}

/**
 * A provider's push notifications: each calendar whose channel one names is synced at once (once, however
 * many notices name it), so its busy time blocks within seconds. Only a notice carrying the channel's own
 * secret counts (Google's channel token, Graph's clientState); one for a channel Hangout does not know
 * (stopped, renewed, never made) or with the wrong secret changes nothing. The caller answers the same
 * status either way: the provider must not learn which channels exist, and retrying would change nothing.
 */
export async function receivePush(env: Env, provider: CalendarProvider, client: CalendarProviderClient, request: { headers: Headers; body: string }, now: number): Promise<void> {
  const notices = client.readPush(request);
  const seen = new Set<string>();
  for (const notice of notices) {
    if (seen.has(notice.channelId)) continue;
    seen.add(notice.channelId);
    const subscription = await noticedCalendar(env, provider, notice);
    if (subscription) await syncConnectionCalendar(env, subscription, now);
  }
}
