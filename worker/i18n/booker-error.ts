import type { Context } from "hono";
import { negotiateLocale } from "../../shared/i18n/negotiate";
import type { AppEnv, AuthUser } from "../env";
import { pseudoAllowed } from "./booker-locale";
import { errorInLocale } from "./error-text";

/** The API of the booker's pages (booking, cancel, reschedule, profile and team pages): its errors speak the booker's language. */
const BOOKER_API = "/api/public/";

/** An error's text in `locale`; the English text when the catalogue cannot be read. */
export async function errorTextIn(c: Context<AppEnv>, locale: string, message: string): Promise<string> {
  try {
    return await errorInLocale(c.env.ASSETS, locale, message);
  } catch (error) {
    // A catalogue that cannot be read must not turn the booker's 4xx into a 500: English it is.
    console.error(JSON.stringify({ requestId: c.var.requestId, error: String(error) }));
    return message;
  }
}

/**
 * The language of a signed-in session's account (users.locale), read with its user; null for a call
 * without a session. A personal API token's calls keep the English texts: scripts match them.
 */
export function sessionLocale(c: Context<AppEnv>): string | null {
  const user: AuthUser | undefined = c.var.user;
  return user && c.req.header("x-auth-token") ? user.locale : null;
}

/**
 * An error's text as its reader reads it (docs/LANGUAGES.md, API errors): on the booker's routes, in
 * the language the request names (the visitor pages send theirs as Accept-Language); on a signed-in
 * session's call, in the account's language. Otherwise, and in the product's English, the English
 * text as it was thrown.
 */
export async function errorTextFor(c: Context<AppEnv>, message: string): Promise<string> {
  const acceptLanguage = c.req.header("Accept-Language");
  if (acceptLanguage && c.req.path.startsWith(BOOKER_API)) return errorTextIn(c, negotiateLocale({ acceptLanguage, pseudo: pseudoAllowed(c.env) }), message);
  const account = sessionLocale(c);
  return account === null ? message : errorTextIn(c, account, message);
}
