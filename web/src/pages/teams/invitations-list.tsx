import { ROLE_LABELS, type TeamInvitation } from "./teams-api";

const expiry = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });

/** The invitations not accepted yet, for owners and admins. */
export function InvitationsList({ invitations }: { invitations: TeamInvitation[] }) {
  if (invitations.length === 0) return <p className="muted">No pending invitations.</p>;
  return (
    <>
      <h3 className="teams-subtitle">Pending invitations</h3>
      <ul className="invitation-list" aria-label="Pending invitations">
        {invitations.map((invitation) => (
          <li key={invitation.id}>
            <span>{invitation.email}</span>
            <span className="muted">
              {ROLE_LABELS[invitation.role]} · expires {expiry(invitation.expires_at)}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
