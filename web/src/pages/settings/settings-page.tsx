import { useCallback, useEffect, useState } from "react";
import { messageOf } from "../../api/errors";
import { SETTINGS_FETCH_FAILED } from "../../api/messages";
import { Alert } from "../../components/alert";
import { LoadingScreen } from "../../components/loading-screen";
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
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setSettings(await fetchSettings());
    } catch (failure) {
      setError(messageOf(failure, SETTINGS_FETCH_FAILED));
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
          <h1 className="page-title">Settings</h1>
          <p className="muted">Manage notifications, your calendar, and the security of your account.</p>
        </div>
      </div>
      {error && <Alert>{error}</Alert>}
      {!settings && !error ? (
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
