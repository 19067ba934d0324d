import { useState, type FormEvent } from "react";
import { hostErrorText } from "../../i18n/host-error-text";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { Alert } from "../../components/alert";
import { ActionRow } from "../../components/ui/action-row";
import { TeamFields } from "./team-fields";
import { teamFieldErrors } from "./team-fields-check";
import { createTeam, type Team } from "./teams-api";

/** The address a name suggests, until the user types one of their own ("Sales Team" → "sales-team"). */
const slugFrom = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 30);

/** Teams → "Create a team": a name and the address of the team's public page. */
export function CreateTeamForm({ onCreated }: { onCreated: (team: Team) => void }) {
  const [name, setName] = useState("");
  const [slug, setSlug] = useState("");
  const [slugTyped, setSlugTyped] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; slug?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shownSlug = slugTyped ? slug : slugFrom(name);
  const i18n = useHostI18n();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = teamFieldErrors(i18n, name, shownSlug);
    setErrors(found);
    if (found.name || found.slug) return;
    setBusy(true);
    setError(null);
    try {
      onCreated(await createTeam(name.trim(), shownSlug));
      setName("");
      setSlug("");
      setSlugTyped(false);
    } catch (failure) {
      setError(hostErrorText(i18n, failure, "app.unexpectedError"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <TeamFields
        name={name}
        slug={shownSlug}
        errors={errors}
        onName={setName}
        onSlug={(typed) => {
          setSlugTyped(true);
          setSlug(typed);
        }}
      />
      {error && <Alert>{error}</Alert>}
      <ActionRow className="teams-actions" busy={busy} submitLabel={busy ? i18n.t("teams.create.busy") : i18n.t("teams.create.submit")} />
    </form>
  );
}
