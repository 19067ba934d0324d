import { FormField } from "../../components/ui/form-field";
import { ROLE_LABELS, type Team } from "../teams/teams-api";

interface ScopeSwitcherProps {
  teams: Team[];
  /** The team shown; null: the user's own booking types. */
  teamId: number | null;
  onChange: (teamId: number | null) => void;
}

/** Booking Setup's team switcher: "Personal", or one of the user's teams. */
export function ScopeSwitcher({ teams, teamId, onChange }: ScopeSwitcherProps) {
  return (
    <div className="scope-switcher">
      <FormField label="Booking types of">
        {({ id }) => (
          <select id={id} value={teamId ?? ""} onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}>
            <option value="">Personal</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name} ({ROLE_LABELS[team.role]})
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  );
}
