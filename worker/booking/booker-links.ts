import type { BookerLinks } from "../email/mail-lines";
import { cancelPath, reschedulePath } from "./private-paths";

/** The booker's private links on the app's public origin. */
export const bookerLinks = (origin: string, token: string): BookerLinks => ({
  cancelUrl: `${origin}${cancelPath(token)}`,
  rescheduleUrl: `${origin}${reschedulePath(token)}`,
});
