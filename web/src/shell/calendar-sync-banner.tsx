import { fetchConnectedCalendars, notSyncedSince } from "../pages/settings/connected-calendars-api";
import { type AttentionNotice, SettingsAttentionBanner } from "./settings-attention-banner";

const loadFailingCalendars = async (): Promise<AttentionNotice[]> =>
  (await fetchConnectedCalendars())
    .filter((calendar) => calendar.failing)
    .map((calendar) => ({ key: calendar.id, text: (i18n) => notSyncedSince(i18n, calendar) }));

/**
 * The connected calendars that failed to sync three times in a row, because their stale busy time
 * can let bookings land on busy hours.
 */
export function CalendarSyncBanner() {
  return <SettingsAttentionBanner load={loadFailingCalendars} linkText="app.banner.checkCalendars" />;
}
