import { TEAM_ROLES } from "../../../../worker/domain/team-terms";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { isManager, ROLE_KEYS, type TeamMember, type TeamRole } from "./teams-api";

interface MembersTableProps {
  members: TeamMember[];
  /** The signed-in user's role: owners and admins change roles and remove members. */
  myRole: TeamRole;
  myUserId: number;
  onRoleChange: (member: TeamMember, role: TeamRole) => void;
  onRemove: (member: TeamMember) => void;
}

/** The roles the caller may give: only owners make (or unmake) owners. */
const assignableRoles = (myRole: TeamRole) => TEAM_ROLES.filter((role) => role !== "owner" || myRole === "owner");

/** A team's members with their roles; for owners and admins, a role picker and Remove on each other member. */
export function MembersTable({ members, myRole, myUserId, onRoleChange, onRemove }: MembersTableProps) {
  const manages = isManager(myRole);
  const roles = assignableRoles(myRole);
  const { t } = useHostI18n();
  return (
    <div className="table-wrapper">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t("teams.members.member")}</th>
            <th scope="col">{t("teams.email")}</th>
            <th scope="col">{t("teams.role")}</th>
            {manages && (
              <th scope="col" className="actions-column">
                {t("teams.members.actions")}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const canEdit = manages && roles.includes(member.role);
            return (
              <tr key={member.user_id}>
                <td>
                  {member.username}
                  {member.user_id === myUserId && <span className="muted"> {t("teams.members.you")}</span>}
                </td>
                <td>{member.email}</td>
                <td>
                  {canEdit ? (
                    <select aria-label={t("teams.members.roleOf", { name: member.username })} value={member.role} onChange={(event) => onRoleChange(member, event.target.value as TeamRole)}>
                      {roles.map((role) => (
                        <option key={role} value={role}>
                          {t(ROLE_KEYS[role])}
                        </option>
                      ))}
                    </select>
                  ) : (
                    t(ROLE_KEYS[member.role])
                  )}
                </td>
                {manages && (
                  <td className="actions-column">
                    {member.user_id !== myUserId && canEdit && (
                      <button type="button" className="button secondary small" aria-label={t("teams.members.removeNamed", { name: member.username })} onClick={() => onRemove(member)}>
                        {t("teams.members.remove")}
                      </button>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
