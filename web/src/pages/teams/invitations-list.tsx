import { useState } from "react";
import { intlTag } from "../../../../shared/i18n/calendar-conventions";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { ROLE_KEYS, type TeamInvitation } from "./teams-api";

const expiry = (locale: string, iso: string) => new Date(iso).toLocaleDateString(intlTag(locale), { dateStyle: "medium" });

interface InvitationsListProps {
  invitations: TeamInvitation[];
  /** Withdraws one; the page reads the team again and says so, or shows why it could not. */
  onWithdraw: (invitation: TeamInvitation) => Promise<void>;
}

/** The invitations not accepted yet, for owners and admins, each of which they may withdraw. */
export function InvitationsList({ invitations, onWithdraw }: InvitationsListProps) {
  const [withdrawing, setWithdrawing] = useState<number | null>(null);
  const { t, locale } = useHostI18n();
  if (invitations.length === 0) return <p className="muted">{t("teams.invitations.none")}</p>;

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
      <h3 className="teams-subtitle">{t("teams.invitations.title")}</h3>
      <ul className="invitation-list" aria-label={t("teams.invitations.title")}>
        {invitations.map((invitation) => (
          <li key={invitation.id}>
            <span>{invitation.email}</span>
            <span className="muted">
              {t("teams.invitations.status", { role: t(ROLE_KEYS[invitation.role]), date: expiry(locale, invitation.expires_at) })}
            </span>
            <button
              type="button"
              className="button secondary small"
              disabled={withdrawing !== null}
              aria-label={t("teams.invitations.withdrawNamed", { email: invitation.email })}
              onClick={() => void withdraw(invitation)}
            >
              {withdrawing === invitation.id ? t("teams.invitations.withdrawing") : t("teams.invitations.withdraw")}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
