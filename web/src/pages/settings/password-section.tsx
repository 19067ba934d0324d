import { useState, type FormEvent } from "react";
import { messageOf } from "../../api/errors";
import { PASSWORD_CHANGE_FAILED } from "../../api/messages";
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
  const [error, setError] = useState<string | null>(null);
  const [success, showSuccess] = useTimedMessage(SUCCESS_MESSAGE_MS);

  const edit = (field: keyof typeof EMPTY) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    showSuccess(null);
    if (form.newPassword !== form.confirmPassword) return setError("New passwords do not match.");
    setBusy(true);
    setError(null);
    try {
      const { message, token } = await changePassword(form);
      login(token);
      setForm(EMPTY);
      showSuccess(message);
    } catch (failure) {
      setError(messageOf(failure, PASSWORD_CHANGE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection title="Change Password" description="After the change, every other device where you are signed in is signed out.">
      {error && <Alert>{error}</Alert>}
      {success && <Alert kind="success">{success}</Alert>}
      <form className="settings-form" onSubmit={submit}>
        <PasswordField label="Current Password" autoComplete="current-password" value={form.currentPassword} onChange={edit("currentPassword")} />
        <PasswordField label="New Password" autoComplete="new-password" value={form.newPassword} onChange={edit("newPassword")} />
        <PasswordField label="Confirm New Password" autoComplete="new-password" value={form.confirmPassword} onChange={edit("confirmPassword")} />
        <ActionRow className="settings-actions" busy={busy} submitLabel={busy ? "Updating..." : "Update Password"} />
      </form>
    </SettingsSection>
  );
}
