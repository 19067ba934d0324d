import { FormField } from "../../components/ui/form-field";
import { useHostI18n } from "../../i18n/host-i18n-context";
import type { HostMessageKey } from "../../i18n/host-message-keys";
import type { Team } from "../teams/teams-api";

interface ScopeSwitcherProps {
  teams: Team[];
  /** The team shown; null: the user's own booking types. */
  teamId: number | null;
  onChange: (teamId: number | null) => void;
}

const ROLE_KEYS: Record<Team["role"], HostMessageKey> = { owner: "eventtypes.scope.owner", admin: "eventtypes.scope.admin", member: "eventtypes.scope.member" };

/** Booking Setup's team switcher: "Personal", or one of the user's teams. */
export function ScopeSwitcher({ teams, teamId, onChange }: ScopeSwitcherProps) {
  const { t } = useHostI18n();
  return (
    <div className="scope-switcher">
      <FormField label={t("eventtypes.scope.label")}>
        {({ id }) => (
          <select id={id} value={teamId ?? ""} onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}>
            <option value="">{t("eventtypes.scope.personal")}</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {t("eventtypes.scope.team", { team: team.name, role: t(ROLE_KEYS[team.role]) })}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  );
}
