import { hashLinkToken } from "../http/link-token";
import { cancelPath } from "./private-paths";

/** "Manage this booking: https://…/cancel/{token}", as the booking page writes it into a saved copy. */
const LABELLED_LINK = /(?:Manage this booking:\s*)?https?:\/\/[^\s/]+\/cancel\/([A-Za-z0-9_-]{43})\b/g;

/**
 * Takes a booking's own private link out of a description a booker sent with a saved copy: only a
 * link whose token IS this booking's becomes the manage link (rebuilt on our own origin); any other
 * URL stays in the text as what it is.
 */
export function splitManageLink(description: string, bookingTokenHash: string, origin: string): { description: string; manageUrl: string | null } {
  let manageUrl: string | null = null;
  const rest = description.replace(LABELLED_LINK, (link, token: string) => {
    if (hashLinkToken(token) !== bookingTokenHash) return link;
    manageUrl = `${origin}${cancelPath(token)}`;
    return "";
  });
  return { description: manageUrl ? rest.replace(/\n{3,}/g, "\n\n").trim() : description, manageUrl };
}
