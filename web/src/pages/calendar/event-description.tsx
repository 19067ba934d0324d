import type { ReactNode } from "react";

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;
const MANAGE_LABEL = "Manage this booking";
/** The label the server writes before the link ("Manage this booking: https://…/cancel/…"). */
const LABEL_BEFORE_LINK = new RegExp(`${MANAGE_LABEL}:?\\s*$`);

/**
 * An event's description as text with live links. A booking's private link (one with /cancel/)
 * shows as 'Manage this booking' (spec §2); the label the server may have written before it is
 * not repeated.
 */
export function EventDescription({ text }: { text: string }) {
  const pieces = text.split(URL_PATTERN);
  const nodes: ReactNode[] = [];
  pieces.forEach((piece, index) => {
    const isUrl = index % 2 === 1;
    if (!isUrl) {
      const next = pieces[index + 1];
      const beforeManageLink = next !== undefined && next.includes("/cancel/");
      const shown = beforeManageLink ? piece.replace(LABEL_BEFORE_LINK, "") : piece;
      if (shown) nodes.push(shown);
      return;
    }
    const manage = piece.includes("/cancel/");
    nodes.push(
      <a key={index} href={piece} target="_blank" rel="noopener noreferrer">
        {manage ? MANAGE_LABEL : piece}
      </a>,
    );
  });
  return <p className="event-description">{nodes}</p>;
}
