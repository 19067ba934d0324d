import { hostErrorText } from "../../i18n/host-error-text";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useAuth } from "../../auth/auth-context";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { deleteAccount, fetchUpcomingBookings } from "./settings-api";
import { SettingsSection } from "./settings-section";

/** Delete Account: after a confirmation, deletes everything of the user and signs out. */
export function DeleteAccountSection() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [upcoming, setUpcoming] = useState(0);
  const i18n = useHostI18n();
  const { t } = i18n;

  const openConfirmation = async () => {
    setUpcoming(await fetchUpcomingBookings());
    setConfirming(true);
  };

  /** Rejects with the message the dialog shows (e.g. the server refusing an administrator). */
  const confirmDelete = async () => {
    try {
      await deleteAccount();
    } catch (failure) {
      throw new Error(hostErrorText(i18n, failure, "settings.delete.failed"));
    }
    logout();
    navigate("/login", { replace: true });
  };

  return (
    <SettingsSection
      title={t("settings.delete.title")}
      danger
      description={t("settings.delete.description")}
    >
      <div className="settings-actions start">
        <button type="button" className="button danger" onClick={() => void openConfirmation()}>
          {t("settings.delete.title")}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t("settings.delete.title")}
        message={t("settings.delete.question")}
        note={upcoming > 0 ? t("settings.delete.upcoming", { count: upcoming }) : null}
        confirmLabel={t("settings.delete.confirm")}
        busyLabel={t("settings.delete.busy")}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </SettingsSection>
  );
}
