import { useState } from "react";
import { messageOf } from "../../api/errors";
import { SETTINGS_UPDATE_FAILED } from "../../api/messages";
import { Alert } from "../../components/alert";
import { SwitchRow } from "../../components/ui/switch-row";
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
      showSuccess(saved.email_notifications ? "Booking notifications are on." : "Booking notifications are off.");
    } catch (failure) {
      setChecked(!next);
      setError(messageOf(failure, SETTINGS_UPDATE_FAILED));
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsSection title="Notifications" description="Choose which emails Hangout sends you.">
      {error && <Alert>{error}</Alert>}
      {success && <Alert kind="success">{success}</Alert>}
      <SwitchRow label="Notify me about new bookings" checked={checked} disabled={saving} onChange={(next) => void toggle(next)} />
    </SettingsSection>
  );
}
