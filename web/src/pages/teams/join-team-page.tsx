import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { messageOf } from "../../api/errors";
import { UNEXPECTED_ERROR } from "../../api/messages";
import { useAuth } from "../../auth/auth-context";
import { loginHrefReturningTo, registerHrefReturningTo } from "../../auth/return-path";
import { Alert } from "../../components/alert";
import { AuthCard } from "../../components/auth-card";
import { LoadingScreen } from "../../components/loading-screen";
import { acceptInvitation, fetchInvitation, ROLE_LABELS, type InvitationView } from "./teams-api";

/**
 * /teams/join/:token, the link of an invitation mail. Accepting needs the invited account: a signed-out
 * visitor logs in (or registers first) and comes back here.
 */
export default function JoinTeamPage() {
  const { isAuthenticated } = useAuth();
  const token = useParams().token ?? "";
  if (!isAuthenticated) {
    const here = `/teams/join/${encodeURIComponent(token)}`;
    return (
      <AuthCard
        title="Join a team"
        subtitle="Log in with the account your invitation was sent to, then accept it."
        footer={
          <>
            New to Hangout? <a href={registerHrefReturningTo(here)}>Create an account</a> with that email first.
          </>
        }
      >
        <a className="button primary block" href={loginHrefReturningTo(here)}>
          Log in to accept
        </a>
      </AuthCard>
    );
  }
  return <Invitation token={token} />;
}

function Invitation({ token }: { token: string }) {
  const navigate = useNavigate();
  const [invitation, setInvitation] = useState<InvitationView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    fetchInvitation(token).then(setInvitation, (failure: unknown) => setError(messageOf(failure, UNEXPECTED_ERROR)));
  }, [token]);

  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      const team = await acceptInvitation(token);
      navigate(`/teams/${team.id}`, { replace: true });
    } catch (failure) {
      setError(messageOf(failure, UNEXPECTED_ERROR));
      setBusy(false);
    }
  };

  if (!invitation && !error) return <LoadingScreen />;
  return (
    <AuthCard title={invitation ? `Join ${invitation.team.name}` : "Join a team"} footer={<Link to="/teams">Go to your teams</Link>}>
      {invitation && (
        <p>
          You are invited to join <strong>{invitation.team.name}</strong> as {ROLE_LABELS[invitation.role].toLowerCase()}. The invitation was sent to{" "}
          {invitation.email}.
        </p>
      )}
      {error && <Alert>{error}</Alert>}
      {invitation && (
        <button type="button" className="button primary block" disabled={busy} onClick={() => void accept()}>
          {busy ? "Joining..." : "Accept invitation"}
        </button>
      )}
    </AuthCard>
  );
}
