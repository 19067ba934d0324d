import type { Context } from "hono";
import { negotiateLocale } from "../../shared/i18n/negotiate";
import type { AppEnv } from "../env";
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
 * An error's text as the booker reads it: translated on the booker's routes when the request names a
 * language (the visitor pages send theirs as Accept-Language); otherwise, and for every other
 * route, the English text as it was thrown.
 */
export async function bookerErrorText(c: Context<AppEnv>, message: string): Promise<string> {
  const acceptLanguage = c.req.header("Accept-Language");
  if (!acceptLanguage || !c.req.path.startsWith(BOOKER_API)) return message;
  return errorTextIn(c, negotiateLocale({ acceptLanguage, pseudo: pseudoAllowed(c.env) }), message);
}
