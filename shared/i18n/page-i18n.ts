import type { Clock } from "./calendar-conventions";
import type { Messages } from "./translator";

/*
 * What a booker page needs to speak the booker's language, inlined by the worker beside the page's
 * data (<script type="application/json" id="page-i18n">): only that locale's messages ship.
 */
export const PAGE_I18N_ID = "page-i18n";

/** The booker's language choice, remembered by the page's language switch (and by ?lang=). */
export const LANG_COOKIE = "hangout_lang";

/** The booker's 12/24-hour choice, remembered by the page's clock switch. */
export const CLOCK_COOKIE = "hangout_clock";

export interface PageI18n {
  /** The negotiated BCP 47 tag, also <html lang>. */
  locale: string;
  dir: "ltr" | "rtl";
  clock: Clock;
  /** Every booker-page message of the locale (the mail namespace is left out). */
  messages: Messages;
}
