import { LockIcon, ShieldIcon, TrashIcon } from "../../components/icons";
import type { AdminUser } from "./admin-api";

const joinedFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

interface UsersTableProps {
  users: AdminUser[];
  onDelete: (user: AdminUser) => void;
}

/** Columns User, Email, Joined, Actions; icons mark admins and two-factor users. */
export function UsersTable({ users, onDelete }: UsersTableProps) {
  return (
    <div className="table-wrapper">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">User</th>
            <th scope="col">Email</th>
            <th scope="col">Joined</th>
            <th scope="col" className="actions-column">
              Actions
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
                      <ShieldIcon label="Administrator" size={16} />
                    </span>
                  )}
                  {user.is_two_factor_enabled && (
                    <span className="badge-icon tfa">
                      <LockIcon label="Two-factor authentication enabled" size={16} />
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
                    aria-label={`Delete ${user.username}`}
                    title={`Delete ${user.username}`}
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
