import { hostErrorText } from "../../i18n/host-error-text";
import { useCallback, useEffect, useState } from "react";
import { Alert } from "../../components/alert";
import { LoadingScreen } from "../../components/loading-screen";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { ApiTokensSection } from "./api-tokens-section";
import { CalendarFeedSection } from "./calendar-feed-section";
import { ConnectedCalendarsSection } from "./connected-calendars-section";
import { DeleteAccountSection } from "./delete-account-section";
import { ImportCalendarSection } from "./import-calendar-section";
import { LanguageSection } from "./language-section";
import { MeetingSection } from "./meeting-section";
import { NotificationsSection } from "./notifications-section";
import { PasswordSection } from "./password-section";
import { fetchSettings, type Settings } from "./settings-api";
import { TwoFactorSection } from "./two-factor-section";
import { WebhooksSection } from "./webhooks-section";
import "./settings.css";

/**
 * Settings: notifications, the booking pages' language, calendar import, connected calendars, the calendar feed, API tokens, webhooks, password, two-factor,
 * account deletion.
 * The sections that need no stored setting stay usable when loading the settings fails.
 */
export default function SettingsPage() {
  const [settings, setSettings] = useState<Settings | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const { t } = useHostI18n();

  const load = useCallback(async () => {
    try {
      setSettings(await fetchSettings());
    } catch (cause) {
      setFailure(cause);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const setTwoFactor = useCallback(
    (enabled: boolean) => setSettings((current) => current && { ...current, is_two_factor_enabled: enabled }),
    [],
  );

  return (
    <section className="page settings-page">
      <div className="page-header">
        <div>
          <h1 className="page-title">{t("settings.title")}</h1>
          <p className="muted">{t("settings.subtitle")}</p>
        </div>
      </div>
      {failure !== null && <Alert>{hostErrorText({ t }, failure, "settings.fetchFailed")}</Alert>}
      {!settings && failure === null ? (
        <LoadingScreen />
      ) : (
        <div className="settings-sections">
          {settings && <NotificationsSection enabled={settings.email_notifications} onSaved={setSettings} />}
          <LanguageSection />
          <MeetingSection />
          <ImportCalendarSection />
          <ConnectedCalendarsSection />
          <CalendarFeedSection />
          <ApiTokensSection />
          <WebhooksSection />
          <PasswordSection />
          {settings && <TwoFactorSection enabled={settings.is_two_factor_enabled} onChange={setTwoFactor} />}
          <DeleteAccountSection />
        </div>
      )}
    </section>
  );
}
