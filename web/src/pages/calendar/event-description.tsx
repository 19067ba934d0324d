import type { ReactNode } from "react";
import { useHostI18n } from "../../i18n/host-i18n-context";

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/**
 * An event's description as text with live links, each showing its real address: a description
 * holds what visitors typed, so no link in it gets a friendlier label. The
 * booking's own link comes separately (manage_url) and is the only one labelled.
 */
export function EventDescription({ text, manageUrl }: { text: string; manageUrl: string | null }) {
  const { t } = useHostI18n();
  const nodes: ReactNode[] = [];
  let offset = 0;
  // split() with a capturing group alternates text and URLs: the odd pieces are the URLs.
  for (const [index, piece] of text.split(URL_PATTERN).entries()) {
    nodes.push(
      index % 2 === 1 ? (
        <a key={offset} href={piece} target="_blank" rel="noopener noreferrer">
          {piece}
        </a>
      ) : (
        piece
      ),
    );
    offset += piece.length;
  }
  return (
    <>
      {text && <p className="event-description">{nodes}</p>}
      {manageUrl && (
        <p className="event-description">
          <a href={manageUrl} target="_blank" rel="noopener noreferrer">
            {t("calendar.manageBooking")}
          </a>
        </p>
      )}
    </>
  );
}
