import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { messageOf } from "../../api/errors";
import { ACCOUNT_DELETE_FAILED } from "../../api/messages";
import { useAuth } from "../../auth/auth-context";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { upcomingBookingsNote } from "../../lib/upcoming-bookings";
import { deleteAccount, fetchUpcomingBookings } from "./settings-api";
import { SettingsSection } from "./settings-section";

/** Delete Account: after a confirmation, deletes everything of the user and signs out. */
export function DeleteAccountSection() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [upcoming, setUpcoming] = useState(0);

  const openConfirmation = async () => {
    setUpcoming(await fetchUpcomingBookings());
    setConfirming(true);
  };

  /** Rejects with the message the dialog shows (e.g. the server refusing an administrator). */
  const confirmDelete = async () => {
    try {
      await deleteAccount();
    } catch (failure) {
      throw new Error(messageOf(failure, ACCOUNT_DELETE_FAILED));
    }
    logout();
    navigate("/login", { replace: true });
  };

  return (
    <SettingsSection
      title="Delete Account"
      danger
      description="Permanently delete your account with your calendar, schedules, booking types and bookings. This cannot be undone."
    >
      <div className="settings-actions start">
        <button type="button" className="button danger" onClick={() => void openConfirmation()}>
          Delete Account
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete Account"
        message="Are you sure you want to permanently delete your account? Your calendar, schedules, booking types and bookings will be deleted and your booking pages will stop working."
        note={upcomingBookingsNote(upcoming)}
        confirmLabel="Delete My Account"
        busyLabel="Deleting..."
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </SettingsSection>
  );
}
