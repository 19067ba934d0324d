import { fetchConnectedCalendars, notSyncedSince } from "../pages/settings/connected-calendars-api";
import { fetchProviderAccounts } from "../pages/settings/provider-accounts-api";
import { PROVIDER_LABELS } from "../pages/settings/provider-names";
import { type AttentionNotice, SettingsAttentionBanner } from "./settings-attention-banner";

const loadCalendarNotices = async (): Promise<AttentionNotice[]> => {
  const [calendars, accounts] = await Promise.all([fetchConnectedCalendars(), fetchProviderAccounts()]);
  const broken = accounts.connections
    .filter((account) => account.status === "broken")
    .map((account) => ({ key: `account-${account.id}`, text: `Connect ${PROVIDER_LABELS[account.provider].name} (${account.account_email}) again: Hangout can no longer read it.` }));
  const failing = calendars.filter((calendar) => calendar.failing).map((calendar) => ({ key: calendar.id, text: notSyncedSince(calendar) }));
  return [...broken, ...failing];
};

/**
 * The connected calendars that failed to sync three times in a row, and the calendar accounts whose
 * grant the provider refused, because their stale busy time can let bookings land on busy hours.
 */
export function CalendarSyncBanner() {
  return <SettingsAttentionBanner load={loadCalendarNotices} linkText="Check your connected calendars" />;
}
