import { hostErrorText } from "../../i18n/host-error-text";
import { useState } from "react";
import { Alert } from "../../components/alert";
import { SwitchRow } from "../../components/ui/switch-row";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { updateNotifications, type Settings } from "./settings-api";
import { SettingsSection } from "./settings-section";
import { SUCCESS_MESSAGE_MS, useTimedMessage } from "./use-timed-message";

interface NotificationsSectionProps {
  enabled: boolean;
  onSaved: (settings: Settings) => void;
}

/** 'Notify me about new bookings': flips at once, and flips back if the server refuses. */
export function NotificationsSection({ enabled, onSaved }: NotificationsSectionProps) {
  const [checked, setChecked] = useState(enabled);
  const [saving, setSaving] = useState(false);
  const { t } = useHostI18n();
  const [error, setError] = useState<string | null>(null);
  const [success, showSuccess] = useTimedMessage(SUCCESS_MESSAGE_MS);

  const toggle = async (next: boolean) => {
    setChecked(next);
    setSaving(true);
    setError(null);
    showSuccess(null);
    try {
      const saved = await updateNotifications(next);
      setChecked(saved.email_notifications);
      onSaved(saved);
      showSuccess(t(saved.email_notifications ? "settings.notifications.on" : "settings.notifications.off"));
    } catch (failure) {
      setChecked(!next);
      setError(hostErrorText({ t }, failure, "settings.updateFailed"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsSection title={t("settings.notifications.title")} description={t("settings.notifications.description")}>
      {error && <Alert>{error}</Alert>}
      {success && <Alert kind="success">{success}</Alert>}
      <SwitchRow label={t("settings.notifications.switch")} checked={checked} disabled={saving} onChange={(next) => void toggle(next)} />
    </SettingsSection>
  );
}
