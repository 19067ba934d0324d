import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { isolateIn } from "../../../../shared/i18n/bidi";
import { useAuth } from "../../auth/auth-context";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { LoadingScreen } from "../../components/loading-screen";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { fetchTeams, isManager, type Team } from "../teams/teams-api";
import { EventTypeCard } from "./event-type-card";
import { EventTypeForm } from "./event-type-form";
import { deleteEventType, type EventType } from "./event-types-api";
import { ScopeSwitcher } from "./scope-switcher";
import { hostsSummary, isTeamEventType } from "./team-event-types-api";
import { useBookingTypes } from "./use-booking-types";
import "./event-types.css";

type FormState = { eventType: EventType | null } | null;

/** Booking Setup: the host's booking types, or a team's, and the link to the public page. */
export default function EventTypesPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const teamParam = params.get("team");
  const teamId = teamParam ? Number(teamParam) : null;
  const [teams, setTeams] = useState<Team[]>([]);
  const { eventTypes, schedules, team, setEventTypes } = useBookingTypes(teamId);
  const [form, setForm] = useState<FormState>(null);
  const [pendingDelete, setPendingDelete] = useState<EventType | null>(null);
  const i18n = useHostI18n();
  const { t, dir } = i18n;

  useEffect(() => {
    // Without its teams the page still serves the user's own types.
    fetchTeams().then(setTeams, (failure: unknown) => console.error("Failed to fetch teams.", failure));
  }, []);

  const saved = (result: EventType) => {
    setEventTypes((list) => (list.some((e) => e.id === result.id) ? list.map((e) => (e.id === result.id ? result : e)) : [...list, result]));
    setForm(null);
  };

  const confirmDelete = async (eventType: EventType) => {
    try {
      await deleteEventType(eventType.id);
      setEventTypes((list) => list.filter((e) => e.id !== eventType.id));
    } catch (failure) {
      // Delete failures are logged only; the card stays, so nothing pretends it worked.
      console.error("Failed to delete event type.", failure);
    }
    setPendingDelete(null);
  };

  // A plain member of the team sees its types; only owners and admins change them.
  const canEdit = teamId === null || (team !== null && isManager(team.team.role));
  const publicPath = team ? `/team/${team.team.slug}` : `/u/${user?.username ?? ""}`;
  const scheduleName = (id: number | null) => schedules.find((s) => s.id === id)?.name ?? null;
  const availabilityLine = (eventType: EventType) => {
    if (isTeamEventType(eventType)) return hostsSummary(i18n, eventType);
    const name = scheduleName(eventType.schedule_id);
    return name ? t("eventtypes.scheduleLine", { name: isolateIn(dir, name) }) : t("eventtypes.noSchedule");
  };

  return (
    <section className="page event-types-page">
      <div className="page-header">
        <div>
          <h1 className="page-title">{t("eventtypes.title")}</h1>
          <p className="muted">{team ? t("eventtypes.teamSubtitle", { team: isolateIn(dir, team.team.name) }) : t("eventtypes.subtitle")}</p>
        </div>
        {/* The form needs the schedules (or the team's members) to offer; they arrive together with the list. */}
        {canEdit && (
          <button type="button" className="button primary" disabled={!eventTypes || (teamId !== null && !team)} onClick={() => setForm({ eventType: null })}>
            {t("eventtypes.new")}
          </button>
        )}
      </div>
      {teams.length > 0 && <ScopeSwitcher teams={teams} teamId={teamId} onChange={(next) => setParams(next === null ? {} : { team: String(next) })} />}
      {(teamId === null || team) && (
        <div className="profile-banner">
          <span>{team ? t("eventtypes.teamPublicPage") : t("eventtypes.publicPage")}</span>
          {/* A full page load: the public pages are their own light entry, outside the host app's router. */}
          <a href={publicPath}>
            {window.location.origin}
            {publicPath}
          </a>
        </div>
      )}
      {!eventTypes ? (
        <LoadingScreen />
      ) : eventTypes.length === 0 ? (
        <p className="card empty-state">{canEdit ? t("eventtypes.empty") : t("eventtypes.teamEmpty")}</p>
      ) : (
        <ul className="event-type-grid" aria-label={t("eventtypes.list")}>
          {eventTypes.map((eventType) => (
            <EventTypeCard
              key={eventType.id}
              eventType={eventType}
              availability={availabilityLine(eventType)}
              onEdit={canEdit ? () => setForm({ eventType }) : null}
              onDelete={canEdit ? () => setPendingDelete(eventType) : null}
            />
          ))}
        </ul>
      )}
      <EventTypeForm
        key={form ? `form-${teamId ?? "own"}-${form.eventType?.id ?? "new"}` : "closed"}
        open={form !== null}
        eventType={form?.eventType ?? null}
        team={team ? { id: team.team.id, members: team.members } : null}
        schedules={schedules}
        onSaved={saved}
        onClose={() => setForm(null)}
      />
      <ConfirmDialog
        open={pendingDelete !== null}
        title={t("eventtypes.deleteTitle")}
        message={t("eventtypes.deleteConfirm", { title: isolateIn(dir, pendingDelete?.title ?? "") })}
        busyLabel={t("eventtypes.deleting")}
        onConfirm={() => (pendingDelete ? confirmDelete(pendingDelete) : undefined)}
        onClose={() => setPendingDelete(null)}
      />
    </section>
  );
}
