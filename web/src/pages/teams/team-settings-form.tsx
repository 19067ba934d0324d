import { useState, type FormEvent } from "react";
import { hostErrorText } from "../../i18n/host-error-text";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { Alert } from "../../components/alert";
import { ActionRow } from "../../components/ui/action-row";
import { TeamFields } from "./team-fields";
import { teamFieldErrors } from "./team-fields-check";
import { type Team, updateTeam } from "./teams-api";

interface TeamSettingsFormProps {
  team: Pick<Team, "id" | "name" | "slug">;
  onSaved: (team: Team) => void;
}

/**
 * A team's name and address, for its owners and admins. A new address moves the public page: the
 * old /team link stops working and stays the team's (docs/TEAMS.md), so the hint says where it will be.
 */
export function TeamSettingsForm({ team, onSaved }: TeamSettingsFormProps) {
  const [name, setName] = useState(team.name);
  const [slug, setSlug] = useState(team.slug);
  const [errors, setErrors] = useState<{ name?: string; slug?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const i18n = useHostI18n();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = teamFieldErrors(i18n, name, slug);
    setErrors(found);
    if (found.name || found.slug) return;
    setBusy(true);
    setError(null);
    try {
      onSaved(await updateTeam(team.id, name.trim(), slug));
    } catch (failure) {
      setError(hostErrorText(i18n, failure, "app.unexpectedError"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-label={i18n.t("teams.settings.label")}>
      <TeamFields name={name} slug={slug} errors={errors} onName={setName} onSlug={setSlug} />
      {error && <Alert>{error}</Alert>}
      <ActionRow className="teams-actions" busy={busy} submitLabel={busy ? i18n.t("teams.saving") : i18n.t("teams.settings.submit")} />
    </form>
  );
}
