import { useState } from "react";
import { CopyButton } from "../../components/ui/copy-button";
import { FormField } from "../../components/ui/form-field";

/** The team's public page, where visitors see its public booking types, ready to copy. */
export function TeamLink({ slug }: { slug: string }) {
  const [note, setNote] = useState<string | null>(null);
  const url = `${window.location.origin}/team/${slug}`;
  return (
    <div className="team-link">
      <FormField label="Team page">
        {({ id }) => <input id={id} readOnly value={url} onFocus={(event) => event.target.select()} />}
      </FormField>
      <div className="teams-actions">
        <CopyButton
          text={url}
          className="button secondary small"
          onCopied={() => setNote("Link copied.")}
          onFailed={() => setNote("Copying failed: select the link and copy it yourself.")}
        >
          Copy link
        </CopyButton>
        {/* A full page load: the public pages are their own light entry, outside the host app's router. */}
        <a href={`/team/${slug}`} className="button secondary small">
          Open team page
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
