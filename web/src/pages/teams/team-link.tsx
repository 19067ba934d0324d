import { useState } from "react";
import { CopyButton } from "../../components/ui/copy-button";
import { FormField } from "../../components/ui/form-field";
import { useHostI18n } from "../../i18n/host-i18n-context";

/** The team's public page, where visitors see its public booking types, ready to copy. */
export function TeamLink({ slug }: { slug: string }) {
  const [note, setNote] = useState<string | null>(null);
  const { t } = useHostI18n();
  const url = `${window.location.origin}/team/${slug}`;
  return (
    <div className="team-link">
      <FormField label={t("teams.link.label")}>
        {({ id }) => <input id={id} readOnly value={url} onFocus={(event) => event.target.select()} />}
      </FormField>
      <div className="teams-actions">
        <CopyButton
          text={url}
          className="button secondary small"
          onCopied={() => setNote(t("teams.link.copied"))}
          onFailed={() => setNote(t("teams.link.copyFailed"))}
        >
          {t("teams.link.copy")}
        </CopyButton>
        {/* A full page load: the public pages are their own light entry, outside the host app's router. */}
        <a href={`/team/${slug}`} className="button secondary small">
          {t("teams.link.open")}
        </a>
        {note && (
          <span role="status" className="muted">
            {note}
          </span>
        )}
      </div>
    </div>
  );
}
