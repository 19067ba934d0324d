import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { calendarConnections, calendarSubscriptions } from "../../drizzle/schema";
import { publicOrigin } from "../config/public-origin";
import { databaseOver } from "../db/database";
import type { CalendarProvider } from "../domain/calendar-providers";
import type { Db, Env } from "../env";
import { hashLinkToken } from "../http/link-token";
import type { SubscriptionRow } from "../subscriptions/sync-outcome";
import { withAccess } from "./access-token";
import type { ConnectionRow } from "./connection-rows";

/** A channel is renewed this long before it ends, so a cron tick missed or two never leaves a calendar unwatched. */
const RENEW_BEFORE_MS = 24 * 60 * 60_000;
/** Channels one cron run opens or renews. */
const RENEWALS_PER_RUN = 25;

/** Where the provider POSTs its notifications (routes/calendar-connections.ts). */
export const pushAddress = (env: Env, provider: CalendarProvider) => `${publicOrigin(env)}/api/calendar-connections/push/${provider}`;

/**
 * Opens a push channel on the calendar when it has none or its channel ends within a day; the old one is
 * stopped after the new one is stored, so no change goes unannounced in between. A failure is logged:
 * the cron's re-sync covers the calendar until the next try.
 */
export async function ensureChannel(env: Env, connection: ConnectionRow, subscription: SubscriptionRow, now: number): Promise<void> {
  if (subscription.providerCalendarId === null) return;
  if (subscription.channelId !== null && (subscription.channelExpiresAt ?? 0) > now + RENEW_BEFORE_MS) return;
  const calendarId = subscription.providerCalendarId;
  try {
    const channel = await withAccess(env, connection, now, (client, token) => client.watch(token, calendarId, pushAddress(env, connection.provider), now));
    await databaseOver(env.DB)
      .update(calendarSubscriptions)
      .set({ channelId: channel.channelId, channelResourceId: channel.resourceId, channelTokenHash: hashLinkToken(channel.token), channelExpiresAt: channel.expiresAt })
      .where(eq(calendarSubscriptions.id, subscription.id));
    await stopChannel(env, connection, subscription, now);
  } catch (error) {
    console.error(JSON.stringify({ event: "calendar-watch-failed", subscriptionId: subscription.id, error: String(error) }));
  }
}

/** Stops the calendar's channel at the provider (disconnect, unticking, renewal); a failure is logged, never thrown: the provider lets an unanswered channel lapse. */
export async function stopChannel(env: Env, connection: ConnectionRow, subscription: SubscriptionRow, now: number): Promise<void> {
  const { channelId, channelResourceId } = subscription;
  if (channelId === null || channelResourceId === null || connection.status === "broken") return;
  try {
    await withAccess(env, connection, now, (client, token) => client.stopWatch(token, { channelId, resourceId: channelResourceId }));
  } catch (error) {
    console.error(JSON.stringify({ event: "calendar-channel-stop-failed", subscriptionId: subscription.id, error: String(error) }));
  }
}

/** The cron job: the ticked calendars of working connections with no channel, or one ending within a day. */
export async function renewDueChannels(db: Db, env: Env, now: number): Promise<void> {
  const due = await db
    .select({ subscription: calendarSubscriptions, connection: calendarConnections })
    .from(calendarSubscriptions)
    .innerJoin(calendarConnections, eq(calendarConnections.id, calendarSubscriptions.connectionId))
    .where(
      and(
        eq(calendarConnections.status, "active"),
        isNotNull(calendarSubscriptions.providerCalendarId),
        or(isNull(calendarSubscriptions.channelId), lt(calendarSubscriptions.channelExpiresAt, now + RENEW_BEFORE_MS)),
      ),
    )
    .limit(RENEWALS_PER_RUN);
  for (const { subscription, connection } of due) await ensureChannel(env, connection, subscription, now);
}
