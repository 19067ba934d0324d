import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { messageOf } from "../../api/errors";
import { UNEXPECTED_ERROR } from "../../api/messages";
import { Alert } from "../../components/alert";
import { LoadingScreen } from "../../components/loading-screen";
import { CreateTeamForm } from "./create-team-form";
import { fetchTeams, ROLE_LABELS, type Team } from "./teams-api";
import "./teams.css";

/** Teams: the teams the user is in, with their role, and a new team. */
export default function TeamsPage() {
  const navigate = useNavigate();
  const [teams, setTeams] = useState<Team[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetchTeams().then(setTeams, (failure: unknown) => setError(messageOf(failure, UNEXPECTED_ERROR)));
  }, []);

  return (
    <section className="page teams-page">
      <div className="page-header">
        <div>
          <h1 className="page-title">Teams</h1>
          <p className="muted">Share booking types with others: round-robin to whoever is free, or collective with everyone.</p>
        </div>
      </div>
      {error && <Alert>{error}</Alert>}
      {!teams && !error && <LoadingScreen />}
      {teams && teams.length === 0 && <p className="card empty-state">You are not in a team yet. Create one below, or accept an invitation from your email.</p>}
      {teams && teams.length > 0 && (
        <ul className="team-list" aria-label="Your teams">
          {teams.map((team) => (
            <li key={team.id} className="card team-card">
              <Link to={`/teams/${team.id}`} className="team-name">
                {team.name}
              </Link>
              <span className="muted">/team/{team.slug}</span>
              <span className={`role-badge ${team.role}`}>{ROLE_LABELS[team.role]}</span>
            </li>
          ))}
        </ul>
      )}
      <section className="card teams-section" aria-labelledby="create-team-heading">
        <h2 id="create-team-heading" className="teams-section-title">
          Create a team
        </h2>
        <CreateTeamForm onCreated={(team) => navigate(`/teams/${team.id}`)} />
      </section>
    </section>
  );
}
