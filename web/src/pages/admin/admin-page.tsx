import { useCallback, useEffect, useState } from "react";
import { ApiError } from "../../api/errors";
import { Alert } from "../../components/alert";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { LoadingScreen } from "../../components/loading-screen";
import { hostErrorText } from "../../i18n/host-error-text";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { type AdminUser, type MailCounts, deleteUser as deleteUserAccount, fetchMailCounts, fetchUsers } from "./admin-api";
import { UsersTable } from "./users-table";

/** Admin Dashboard: every account, and deleting non-admins. */
export default function AdminPage() {
  const [users, setUsers] = useState<AdminUser[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<AdminUser | null>(null);
  const [mail, setMail] = useState<MailCounts | null>(null);
  const i18n = useHostI18n();
  const { t } = i18n;

  const load = useCallback(async () => {
    try {
      setUsers(await fetchUsers());
    } catch (failure) {
      // A token the server no longer accepts (expired, revoked) has ended the session: nothing to say here.
      if (failure instanceof ApiError && failure.status === 401) return;
      setError(hostErrorText(i18n, failure, "admin.fetchFailed"));
    }
  }, [i18n]);

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
      throw new Error(hostErrorText(i18n, failure, "app.unexpectedError"));
    }
    setUsers((current) => current?.filter((u) => u.id !== user.id) ?? null);
    setPendingDelete(null);
  };

  const upcoming = pendingDelete?.upcoming_bookings ?? 0;
  return (
    <section className="page">
      <div className="page-header">
        <div>
          <h1 className="page-title">{t("admin.title")}</h1>
          {users && <p className="muted">{t("admin.total", { count: users.length })}</p>}
          {mail && <p className="muted">{t("admin.mail", { pending: mail.pending, scheduled: mail.scheduled, sent: mail.sent, held: mail.held, dead: mail.dead })}</p>}
          {mail && mail.failed > 0 && (
            <p className="muted">{mail.last_error ? t("admin.retryingAfter", { count: mail.failed, error: mail.last_error }) : t("admin.retrying", { count: mail.failed })}</p>
          )}
        </div>
      </div>
      {mail?.transport_error && <Alert>{t("admin.transportError", { error: mail.transport_error })}</Alert>}
      {error && (
        <Alert onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      {!users && !error && <LoadingScreen />}
      {users && <UsersTable users={users} onDelete={setPendingDelete} />}
      <ConfirmDialog
        open={pendingDelete !== null}
        title={t("admin.delete.title")}
        message={t("admin.delete.question", { name: pendingDelete?.username ?? "" })}
        note={upcoming > 0 ? t("settings.delete.upcoming", { count: upcoming }) : null}
        busyLabel={t("admin.delete.busy")}
        onConfirm={() => (pendingDelete ? deleteUser(pendingDelete) : undefined)}
        onClose={() => setPendingDelete(null)}
      />
    </section>
  );
}
