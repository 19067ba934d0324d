import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { useAuth } from "../../auth/auth-context";
import { loginHrefReturningTo, registerHrefReturningTo } from "../../auth/return-path";
import { Alert } from "../../components/alert";
import { AuthCard } from "../../components/auth-card";
import { LoadingScreen } from "../../components/loading-screen";
import type { MessageValues } from "../../../../shared/i18n/translator";
import { hostErrorText } from "../../i18n/host-error-text";
import { type HostI18n, useHostI18n } from "../../i18n/host-i18n-context";
import type { HostMessageKey } from "../../i18n/host-message-keys";
import { richText } from "../../i18n/rich-text";
import { acceptInvitation, fetchInvitation, type InvitationView } from "./teams-api";

/**
 * /teams/join/:token, the link of an invitation mail. Accepting needs the invited account: a signed-out
 * visitor logs in (or registers first) and comes back here.
 */
export default function JoinTeamPage() {
  const { isAuthenticated } = useAuth();
  const token = useParams().token ?? "";
  const i18n = useHostI18n();
  const { t } = i18n;
  if (!isAuthenticated) {
    const here = `/teams/join/${encodeURIComponent(token)}`;
    return (
      <AuthCard
        title={t("teams.join.title")}
        subtitle={t("teams.join.subtitle")}
        footer={<>{richText(i18n, "teams.join.register", { link: <a href={registerHrefReturningTo(here)}>{t("teams.join.createAccount")}</a> })}</>}
      >
        <a className="button primary block" href={loginHrefReturningTo(here)}>
          {t("teams.join.logIn")}
        </a>
      </AuthCard>
    );
  }
  return <Invitation token={token} />;
}

/** The invitation's sentence with the team in bold; the role, a plain value, picks its words (an ICU select). */
function invitedLine(i18n: HostI18n, invitation: InvitationView) {
  const withRole = { t: (key: HostMessageKey, values?: MessageValues) => i18n.t(key, { ...values, role: invitation.role }) };
  return richText(withRole, "teams.join.invited", { team: <strong>{invitation.team.name}</strong>, email: <bdi>{invitation.email}</bdi> });
}

function Invitation({ token }: { token: string }) {
  const navigate = useNavigate();
  const [invitation, setInvitation] = useState<InvitationView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const i18n = useHostI18n();
  const { t } = i18n;

  useEffect(() => {
    fetchInvitation(token).then(setInvitation, (failure: unknown) => setError(hostErrorText(i18n, failure, "app.unexpectedError")));
  }, [token, i18n]);

  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      const team = await acceptInvitation(token);
      navigate(`/teams/${team.id}`, { replace: true });
    } catch (failure) {
      setError(hostErrorText(i18n, failure, "app.unexpectedError"));
      setBusy(false);
    }
  };

  if (!invitation && !error) return <LoadingScreen />;
  return (
    <AuthCard title={invitation ? t("teams.join.named", { name: invitation.team.name }) : t("teams.join.title")} footer={<Link to="/teams">{t("teams.join.yourTeams")}</Link>}>
      {invitation && <p>{invitedLine(i18n, invitation)}</p>}
      {error && <Alert>{error}</Alert>}
      {invitation && (
        <button type="button" className="button primary block" disabled={busy} onClick={() => void accept()}>
          {busy ? t("teams.join.busy") : t("teams.join.accept")}
        </button>
      )}
    </AuthCard>
  );
}
