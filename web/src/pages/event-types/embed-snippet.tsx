import { useId, useState } from "react";
import { CopyButton } from "../../components/ui/copy-button";
import "./embed-snippet.css";

/** The HTML a host pastes into their own site: the booking page inline, sized to its content by /embed.js. */
export const embedSnippet = (slug: string, origin: string) => `<div data-hangout="${slug}"></div>\n<script src="${origin}/embed.js" async></script>`;

/** Booking Setup: the snippet that puts this booking page on another site, ready to copy. */
export function EmbedSnippet({ slug, title }: { slug: string; title: string }) {
  const fieldId = useId();
  const [note, setNote] = useState<string | null>(null);
  const snippet = embedSnippet(slug, window.location.origin);

  return (
    <details className="embed-snippet">
      <summary>Embed on your site</summary>
      <label htmlFor={fieldId}>HTML for {title}</label>
      <textarea id={fieldId} readOnly rows={2} value={snippet} onFocus={(event) => event.target.select()} />
      <div className="embed-snippet-actions">
        <CopyButton
          text={snippet}
          className="button secondary small"
          onCopied={() => setNote("Snippet copied.")}
          onFailed={() => setNote("Copying failed: select the snippet and copy it yourself.")}
        >
          Copy snippet
        </CopyButton>
        {note && (
          <span role="status" className="muted">
            {note}
          </span>
        )}
      </div>
      <p className="muted">
        The booking page grows with its content. For a pop-up, use a button instead: &lt;button data-hangout-popup="{slug}"&gt;Book a time&lt;/button&gt;.
        Add data-name, data-email or data-theme="light", "dark" or "auto" to fill in the form or pick the colours.
      </p>
    </details>
  );
}
