import { useState } from "react";
import { ROLE_LABELS, type TeamInvitation } from "./teams-api";

const expiry = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });

interface InvitationsListProps {
  invitations: TeamInvitation[];
  /** Withdraws one; the page reads the team again and says so, or shows why it could not. */
  onWithdraw: (invitation: TeamInvitation) => Promise<void>;
}

/** The invitations not accepted yet, for owners and admins, each of which they may withdraw. */
export function InvitationsList({ invitations, onWithdraw }: InvitationsListProps) {
  const [withdrawing, setWithdrawing] = useState<number | null>(null);
  if (invitations.length === 0) return <p className="muted">No pending invitations.</p>;

  const withdraw = async (invitation: TeamInvitation) => {
    setWithdrawing(invitation.id);
    try {
      await onWithdraw(invitation);
    } finally {
      setWithdrawing(null);
    }
  };

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
            <button
              type="button"
              className="button secondary small"
              disabled={withdrawing !== null}
              aria-label={`Withdraw the invitation to ${invitation.email}`}
              onClick={() => void withdraw(invitation)}
            >
              {withdrawing === invitation.id ? "Withdrawing..." : "Withdraw"}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
