import { hostErrorText } from "../../i18n/host-error-text";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { useState, type FormEvent } from "react";
import { useAuth } from "../../auth/auth-context";
import { Alert } from "../../components/alert";
import { ActionRow } from "../../components/ui/action-row";
import { PasswordField } from "../../components/ui/password-field";
import { changePassword } from "./settings-api";
import { SettingsSection } from "./settings-section";
import { SUCCESS_MESSAGE_MS, useTimedMessage } from "./use-timed-message";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Change Password. The server revokes every older token, this session's included, and answers
 * a fresh one: storing it keeps the user signed in here.
 */
export function PasswordSection() {
  const { login } = useAuth();
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const i18n = useHostI18n();
  const { t } = i18n;
  const [error, setError] = useState<string | null>(null);
  const [success, showSuccess] = useTimedMessage(SUCCESS_MESSAGE_MS);

  const edit = (field: keyof typeof EMPTY) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    showSuccess(null);
    if (form.newPassword !== form.confirmPassword) return setError(t("settings.password.differ"));
    setBusy(true);
    setError(null);
    try {
      const { token } = await changePassword(form);
      login(token);
      setForm(EMPTY);
      showSuccess(t("settings.password.changed"));
    } catch (failure) {
      setError(hostErrorText(i18n, failure, "settings.password.failed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection title={t("settings.password.title")} description={t("settings.password.description")}>
      {error && <Alert>{error}</Alert>}
      {success && <Alert kind="success">{success}</Alert>}
      <form className="settings-form" onSubmit={submit}>
        <PasswordField label={t("settings.password.current")} autoComplete="current-password" value={form.currentPassword} onChange={edit("currentPassword")} />
        <PasswordField label={t("settings.password.new")} autoComplete="new-password" value={form.newPassword} onChange={edit("newPassword")} />
        <PasswordField label={t("settings.password.confirm")} autoComplete="new-password" value={form.confirmPassword} onChange={edit("confirmPassword")} />
        <ActionRow className="settings-actions" busy={busy} submitLabel={busy ? t("settings.password.busy") : t("settings.password.submit")} />
      </form>
    </SettingsSection>
  );
}
