import { intlTag } from "../../../../shared/i18n/calendar-conventions";
import { LockIcon, ShieldIcon, TrashIcon } from "../../components/icons";
import { useHostI18n } from "../../i18n/host-i18n-context";
import type { AdminUser } from "./admin-api";

interface UsersTableProps {
  users: AdminUser[];
  onDelete: (user: AdminUser) => void;
}

/** Columns User, Email, Joined, Actions; icons mark admins and two-factor users. */
export function UsersTable({ users, onDelete }: UsersTableProps) {
  const { t, locale } = useHostI18n();
  const joinedFormat = new Intl.DateTimeFormat(intlTag(locale), { dateStyle: "medium" });
  return (
    <div className="table-wrapper">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t("admin.users.user")}</th>
            <th scope="col">{t("admin.users.email")}</th>
            <th scope="col">{t("admin.users.joined")}</th>
            <th scope="col" className="actions-column">
              {t("admin.users.actions")}
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <td>
                <span className="user-cell">
                  <span className="avatar" aria-hidden="true">
                    {user.username.charAt(0).toUpperCase()}
                  </span>
                  <span>{user.username}</span>
                  {user.is_admin && (
                    <span className="badge-icon admin">
                      <ShieldIcon label={t("admin.users.administrator")} size={16} />
                    </span>
                  )}
                  {user.is_two_factor_enabled && (
                    <span className="badge-icon tfa">
                      <LockIcon label={t("admin.users.twoFactor")} size={16} />
                    </span>
                  )}
                </span>
              </td>
              <td>{user.email}</td>
              <td>
                <time dateTime={user.created_at}>{joinedFormat.format(new Date(user.created_at))}</time>
              </td>
              <td className="actions-column">
                {!user.is_admin && (
                  <button
                    type="button"
                    className="icon-button danger"
                    aria-label={t("admin.users.deleteNamed", { name: user.username })}
                    title={t("admin.users.deleteNamed", { name: user.username })}
                    onClick={() => onDelete(user)}
                  >
                    <TrashIcon />
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
