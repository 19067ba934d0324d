import { isolateIn } from "../../../shared/i18n/bidi";
import type { HostI18n } from "../i18n/host-i18n-context";
import { fetchConnectedCalendars, notSyncedSince } from "../pages/settings/connected-calendars-api";
import { fetchProviderAccounts } from "../pages/settings/provider-accounts-api";
import { PROVIDER_LABELS } from "../pages/settings/provider-names";
import { type AttentionNotice, SettingsAttentionBanner } from "./settings-attention-banner";

const loadCalendarNotices = async (): Promise<AttentionNotice[]> => {
  const [calendars, accounts] = await Promise.all([fetchConnectedCalendars(), fetchProviderAccounts()]);
  const broken = accounts.connections
    .filter((account) => account.status === "broken")
    .map((account) => ({
      key: `account-${account.id}`,
      text: ({ t, dir }: HostI18n) => t("app.banner.reconnectAccount", { provider: t(PROVIDER_LABELS[account.provider].name), account: isolateIn(dir, account.account_email) }),
    }));
  const failing = calendars.filter((calendar) => calendar.failing).map((calendar) => ({ key: calendar.id, text: (i18n: HostI18n) => notSyncedSince(i18n, calendar) }));
  return [...broken, ...failing];
};

/**
 * The connected calendars that failed to sync three times in a row, and the calendar accounts whose
 * grant the provider refused, because their stale busy time can let bookings land on busy hours.
 */
export function CalendarSyncBanner() {
  return <SettingsAttentionBanner load={loadCalendarNotices} linkText="app.banner.checkCalendars" />;
}
