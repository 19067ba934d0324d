import { TEAM_ROLES } from "../../../../worker/domain/team-terms";
import { isManager, ROLE_LABELS, type TeamMember, type TeamRole } from "./teams-api";

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
  return (
    <div className="table-wrapper">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            {manages && (
              <th scope="col" className="actions-column">
                Actions
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
                  {member.user_id === myUserId && <span className="muted"> (you)</span>}
                </td>
                <td>{member.email}</td>
                <td>
                  {canEdit ? (
                    <select aria-label={`Role of ${member.username}`} value={member.role} onChange={(event) => onRoleChange(member, event.target.value as TeamRole)}>
                      {roles.map((role) => (
                        <option key={role} value={role}>
                          {ROLE_LABELS[role]}
                        </option>
                      ))}
                    </select>
                  ) : (
                    ROLE_LABELS[member.role]
                  )}
                </td>
                {manages && (
                  <td className="actions-column">
                    {member.user_id !== myUserId && canEdit && (
                      <button type="button" className="button secondary small" aria-label={`Remove ${member.username}`} onClick={() => onRemove(member)}>
                        Remove
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
