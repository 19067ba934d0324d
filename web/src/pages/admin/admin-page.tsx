import { useCallback, useEffect, useState } from "react";
import { ApiError, messageOf } from "../../api/errors";
import { UNEXPECTED_ERROR, USERS_FETCH_FAILED } from "../../api/messages";
import { Alert } from "../../components/alert";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { LoadingScreen } from "../../components/loading-screen";
import { upcomingBookingsNote } from "../../lib/upcoming-bookings";
import { type AdminUser, type MailCounts, deleteUser as deleteUserAccount, fetchMailCounts, fetchUsers } from "./admin-api";
import { UsersTable } from "./users-table";

/** Admin Dashboard: every account, and deleting non-admins. */
export default function AdminPage() {
  const [users, setUsers] = useState<AdminUser[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<AdminUser | null>(null);
  const [mail, setMail] = useState<MailCounts | null>(null);

  const load = useCallback(async () => {
    try {
      setUsers(await fetchUsers());
    } catch (failure) {
      // A token the server no longer accepts (expired, revoked) has ended the session: nothing to say here.
      if (failure instanceof ApiError && failure.status === 401) return;
      setError(messageOf(failure, USERS_FETCH_FAILED));
    }
  }, []);

  useEffect(() => {
    void load();
    // The mail line is a side note: without it the dashboard still works.
    fetchMailCounts().then(setMail, () => setMail(null));
  }, [load]);

  /** Rejects with the message to show in the confirmation dialog. */
  const deleteUser = async (user: AdminUser) => {
    try {
      await deleteUserAccount(user.id);
    } catch (failure) {
      throw new Error(messageOf(failure, UNEXPECTED_ERROR));
    }
    setUsers((current) => current?.filter((u) => u.id !== user.id) ?? null);
    setPendingDelete(null);
  };

  return (
    <section className="page">
      <div className="page-header">
        <div>
          <h1 className="page-title">User Management</h1>
          {users && <p className="muted">Total users: {users.length}</p>}
          {mail && (
            <p className="muted">
              Mail: {mail.pending} pending · {mail.scheduled} scheduled · {mail.sent} sent · {mail.held} held · {mail.dead} failed
            </p>
          )}
          {mail && mail.failed > 0 && (
            <p className="muted">
              {mail.failed} waiting to be retried after an error{mail.last_error ? `: ${mail.last_error}` : ""}
            </p>
          )}
        </div>
      </div>
      {mail?.transport_error && <Alert>Mail cannot be sent: {mail.transport_error}</Alert>}
      {error && (
        <Alert onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      {!users && !error && <LoadingScreen />}
      {users && <UsersTable users={users} onDelete={setPendingDelete} />}
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete User"
        message={`Are you sure you want to permanently delete "${pendingDelete?.username ?? ""}"? Their calendar, schedules, booking types and bookings are deleted too.`}
        note={upcomingBookingsNote(pendingDelete?.upcoming_bookings ?? 0)}
        busyLabel="Deleting..."
        onConfirm={() => (pendingDelete ? deleteUser(pendingDelete) : undefined)}
        onClose={() => setPendingDelete(null)}
      />
    </section>
  );
}
