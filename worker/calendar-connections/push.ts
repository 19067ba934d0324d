import { and, eq } from "drizzle-orm";
import { calendarConnections, calendarSubscriptions } from "../../drizzle/schema";
import { databaseOver } from "../db/database";
import type { CalendarProvider } from "../domain/calendar-providers";
import type { Env } from "../env";
import { hashLinkToken } from "../http/link-token";
import { syncConnectionCalendar } from "./connection-sync";
import { providerClient } from "./provider-client";

/**
 * A provider's push notification: the calendar whose channel it names is synced at once, so its busy
 * time blocks within seconds. Only a notification carrying the channel's own secret token counts; one
 * for a channel Hangout does not know (stopped, renewed, never made) or with the wrong token changes
 * nothing. Every notification is answered 200 either way: the provider must not learn which channels
 * exist, and retrying would change nothing.
 */
export async function receivePush(env: Env, provider: CalendarProvider, headers: Headers, now: number): Promise<void> {
  const notice = providerClient(env, provider)?.readPush(headers);
  if (!notice) return;
  const [found] = await databaseOver(env.DB)
    .select({ subscription: calendarSubscriptions })
    .from(calendarSubscriptions)
    .innerJoin(calendarConnections, eq(calendarConnections.id, calendarSubscriptions.connectionId))
    .where(and(eq(calendarSubscriptions.channelId, notice.channelId), eq(calendarConnections.provider, provider), eq(calendarConnections.status, "active")));
  if (!found || found.subscription.channelTokenHash !== hashLinkToken(notice.token)) {
    console.warn(JSON.stringify({ event: "calendar-push-ignored", provider, known: found !== undefined }));
    return;
  }
  await syncConnectionCalendar(env, found.subscription, now);
}
