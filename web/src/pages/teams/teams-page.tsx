import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { Alert } from "../../components/alert";
import { LoadingScreen } from "../../components/loading-screen";
import { hostErrorText } from "../../i18n/host-error-text";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { CreateTeamForm } from "./create-team-form";
import { fetchTeams, ROLE_KEYS, type Team } from "./teams-api";
import "./teams.css";

/** Teams: the teams the user is in, with their role, and a new team. */
export default function TeamsPage() {
  const navigate = useNavigate();
  const [teams, setTeams] = useState<Team[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const i18n = useHostI18n();
  const { t } = i18n;

  useEffect(() => {
    fetchTeams().then(setTeams, (failure: unknown) => setError(hostErrorText(i18n, failure, "app.unexpectedError")));
  }, [i18n]);

  return (
    <section className="page teams-page">
      <div className="page-header">
        <div>
          <h1 className="page-title">{t("teams.title")}</h1>
          <p className="muted">{t("teams.subtitle")}</p>
        </div>
      </div>
      {error && <Alert>{error}</Alert>}
      {!teams && !error && <LoadingScreen />}
      {teams && teams.length === 0 && <p className="card empty-state">{t("teams.empty")}</p>}
      {teams && teams.length > 0 && (
        <ul className="team-list" aria-label={t("teams.list")}>
          {teams.map((team) => (
            <li key={team.id} className="card team-card">
              <Link to={`/teams/${team.id}`} className="team-name">
                {team.name}
              </Link>
              <span className="muted">/team/{team.slug}</span>
              <span className={`role-badge ${team.role}`}>{t(ROLE_KEYS[team.role])}</span>
            </li>
          ))}
        </ul>
      )}
      <section className="card teams-section" aria-labelledby="create-team-heading">
        <h2 id="create-team-heading" className="teams-section-title">
          {t("teams.create.title")}
        </h2>
        <CreateTeamForm onCreated={(team) => navigate(`/teams/${team.id}`)} />
      </section>
    </section>
  );
}
