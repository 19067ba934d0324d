import type { Context } from "hono";
import type { AppEnv } from "../env";
import { findForPage, manageI18n } from "./manage-locale";
import type { PageContent } from "./page-html";

/** Longer tokens than this are none of ours (as on the cancel page). */
const MAX_TOKEN_LENGTH = 100;

/**
 * GET /reschedule/{token}: the SPA's page (web/src/pages/reschedule/) in the language the booking was
 * made in. The booking itself is read by the page, never inlined: only its language is looked up here.
 */
export async function reschedulePageContent(c: Context<AppEnv>): Promise<PageContent> {
  const found = await findForPage(c, (c.req.param("token") ?? "").slice(0, MAX_TOKEN_LENGTH));
  const { i18n, t } = await manageI18n(c, found);
  return { title: t.t("manage.reschedule.documentTitle"), i18n };
}
