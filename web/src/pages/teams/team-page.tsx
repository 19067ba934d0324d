import { useCallback, useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { isolateIn } from "../../../../shared/i18n/bidi";
import { useAuth } from "../../auth/auth-context";
import { Alert } from "../../components/alert";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { LoadingScreen } from "../../components/loading-screen";
import { hostErrorText } from "../../i18n/host-error-text";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { InvitationsList } from "./invitations-list";
import { InviteForm } from "./invite-form";
import { MembersTable } from "./members-table";
import { RemoveMemberDialog } from "./remove-member-dialog";
import { TeamLink } from "./team-link";
import { TeamMeetingForm } from "./team-meeting-form";
import { TeamSettingsForm } from "./team-settings-form";
import {
  changeRole,
  deleteTeam,
  fetchTeam,
  isManager,
  removeMember,
  ROLE_KEYS,
  type TeamDetail,
  type TeamInvitation,
  type TeamMember,
  type TeamRole,
  withdrawInvitation,
} from "./teams-api";
import "./teams.css";

/** /teams/:id: a team's members and roles, its invitations, its public link, its name, address and video call server, and leaving or deleting it. */
export default function TeamPage() {
  const teamId = Number(useParams().id);
  const { user } = useAuth();
  const navigate = useNavigate();
  const [detail, setDetail] = useState<TeamDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [leaving, setLeaving] = useState<TeamMember | null>(null);
  const [deleting, setDeleting] = useState(false);
  const i18n = useHostI18n();
  const { t, dir } = i18n;
  const failed = useCallback((failure: unknown) => setError(hostErrorText(i18n, failure, "app.unexpectedError")), [i18n]);

  const load = useCallback(async () => {
    try {
      setDetail(await fetchTeam(teamId));
      setError(null);
    } catch (failure) {
      failed(failure);
    }
  }, [teamId, failed]);

  useEffect(() => {
    void load();
  }, [load]);

  /** Shows what changed and reads the team again, so the lists show it too. */
  const reloadWith = async (done: string) => {
    setNotice(done);
    await load();
  };

  const changeRoleOf = async (member: TeamMember, role: TeamRole) => {
    setNotice(null);
    try {
      await changeRole(teamId, member.user_id, role);
      await reloadWith(t("teams.notice.role", { name: isolateIn(dir, member.username), role }));
    } catch (failure) {
      failed(failure);
    }
  };

  const withdraw = async (invitation: TeamInvitation) => {
    setNotice(null);
    try {
      await withdrawInvitation(teamId, invitation.id);
      await reloadWith(t("teams.notice.withdrawn", { email: isolateIn(dir, invitation.email) }));
    } catch (failure) {
      failed(failure);
    }
  };

  if (!detail) {
    return (
      <section className="page teams-page">
        <Link to="/teams">{t("teams.back")}</Link>
        {error ? <Alert>{error}</Alert> : <LoadingScreen />}
      </section>
    );
  }

  const { team, members, invitations } = detail;
  const me = members.find((member) => member.user_id === user?.id);
  const manages = isManager(team.role);
  const leavingSelf = leaving !== null && leaving.user_id === user?.id;

  return (
    <section className="page teams-page">
      <Link to="/teams">{t("teams.back")}</Link>
      <div className="page-header">
        <div>
          <h1 className="page-title">{team.name}</h1>
          <p className="muted">{t("teams.yourRole", { role: t(ROLE_KEYS[team.role]) })}</p>
        </div>
        <Link to={`/event-types?team=${team.id}`} className="button secondary">
          {t("teams.bookingTypes")}
        </Link>
      </div>
      {error && <Alert>{error}</Alert>}
      {notice && <Alert kind="success">{notice}</Alert>}
      <section className="card teams-section" aria-labelledby="team-link-heading">
        <h2 id="team-link-heading" className="teams-section-title">
          {t("teams.publicPage")}
        </h2>
        <TeamLink slug={team.slug} />
      </section>
      <section className="teams-section" aria-labelledby="members-heading">
        <h2 id="members-heading" className="teams-section-title">
          {t("teams.members.title")}
        </h2>
        <MembersTable
          members={members}
          myRole={team.role}
          myUserId={user?.id ?? 0}
          onRoleChange={(member, role) => void changeRoleOf(member, role)}
          onRemove={setLeaving}
        />
      </section>
      {manages && (
        <section className="card teams-section" aria-labelledby="invite-heading">
          <h2 id="invite-heading" className="teams-section-title">
            {t("teams.invite.title")}
          </h2>
          <InviteForm teamId={team.id} onInvited={(email) => void reloadWith(t("teams.notice.invited", { email: isolateIn(dir, email) }))} />
          <InvitationsList invitations={invitations} onWithdraw={withdraw} />
        </section>
      )}
      {manages && (
        <section className="card teams-section" aria-labelledby="settings-heading">
          <h2 id="settings-heading" className="teams-section-title">
            {t("teams.settings.title")}
          </h2>
          <TeamSettingsForm key={`${team.name}/${team.slug}`} team={team} onSaved={() => void reloadWith(t("teams.notice.saved"))} />
        </section>
      )}
      {manages && (
        <section className="card teams-section" aria-labelledby="video-heading">
          <h2 id="video-heading" className="teams-section-title">
            {t("teams.meeting.title")}
          </h2>
          <p className="muted">{t("teams.meeting.description")}</p>
          <TeamMeetingForm key={team.jitsi_base ?? ""} team={team} onSaved={() => void reloadWith(t("teams.notice.serverSaved"))} />
        </section>
      )}
      <div className="teams-actions">
        {me && (
          <button type="button" className="button secondary danger-text" onClick={() => setLeaving(me)}>
            {t("teams.leave")}
          </button>
        )}
        {team.role === "owner" && (
          <button type="button" className="button danger" onClick={() => setDeleting(true)}>
            {t("teams.delete.submit")}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={deleting}
        title={t("teams.delete.title", { name: team.name })}
        message={t("teams.delete.message")}
        note={t("teams.delete.note")}
        confirmLabel={t("teams.delete.submit")}
        busyLabel={t("teams.delete.busy")}
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          await deleteTeam(team.id);
          navigate("/teams", { replace: true });
        }}
      />
      <RemoveMemberDialog
        key={leaving?.user_id ?? "closed"}
        username={leaving?.username ?? null}
        leaving={leavingSelf}
        onClose={() => setLeaving(null)}
        onConfirm={async (upcoming) => {
          if (!leaving) return;
          await removeMember(team.id, leaving.user_id, upcoming);
          setLeaving(null);
          if (leavingSelf) navigate("/teams", { replace: true });
          else await reloadWith(t("teams.notice.removed", { name: isolateIn(dir, leaving.username) }));
        }}
      />
    </section>
  );
}
