import { useId, useState } from "react";
import { CopyButton } from "../../components/ui/copy-button";
import { useHostI18n } from "../../i18n/host-i18n-context";
import "./embed-snippet.css";

/** The HTML a host pastes into their own site: the booking page inline, sized to its content by /embed.js. */
export const embedSnippet = (slug: string, origin: string) => `<div data-hangout="${slug}"></div>\n<script src="${origin}/embed.js" async></script>`;

/** Booking Setup: the snippet that puts this booking page on another site, ready to copy. */
export function EmbedSnippet({ slug, title }: { slug: string; title: string }) {
  const fieldId = useId();
  const [note, setNote] = useState<string | null>(null);
  const snippet = embedSnippet(slug, window.location.origin);
  const { t } = useHostI18n();

  return (
    <details className="embed-snippet">
      <summary>{t("eventtypes.embed.summary")}</summary>
      <label htmlFor={fieldId}>{t("eventtypes.embed.label", { title })}</label>
      <textarea id={fieldId} readOnly rows={2} value={snippet} onFocus={(event) => event.target.select()} />
      <div className="embed-snippet-actions">
        <CopyButton
          text={snippet}
          className="button secondary small"
          onCopied={() => setNote(t("eventtypes.embed.copied"))}
          onFailed={() => setNote(t("eventtypes.embed.copyFailed"))}
        >
          {t("eventtypes.embed.copy")}
        </CopyButton>
        {note && (
          <span role="status" className="muted">
            {note}
          </span>
        )}
      </div>
      <p className="muted">{t("eventtypes.embed.hint", { slug, label: t("eventtypes.embed.popupButton") })}</p>
    </details>
  );
}
