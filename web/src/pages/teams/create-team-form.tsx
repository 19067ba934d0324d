import { useState, type FormEvent } from "react";
import { messageOf } from "../../api/errors";
import { UNEXPECTED_ERROR } from "../../api/messages";
import { Alert } from "../../components/alert";
import { ActionRow } from "../../components/ui/action-row";
import { TeamFields } from "./team-fields";
import { createTeam, SLUG_HINT, TEAM_SLUG, type Team } from "./teams-api";

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!name.trim()) found.name = "Enter the team's name.";
    if (!TEAM_SLUG.test(shownSlug)) found.slug = SLUG_HINT;
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
      setError(messageOf(failure, UNEXPECTED_ERROR));
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
      <ActionRow className="teams-actions" busy={busy} submitLabel={busy ? "Creating..." : "Create team"} />
    </form>
  );
}
