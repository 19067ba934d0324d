import type { Context } from "hono";
import type { PageNotFound } from "../../shared/public-page-data";
import type { AppEnv } from "../env";
import { HttpError } from "../http/http-error";
import { errorInLocale } from "../i18n/error-text";
import { localeSwitches } from "./locale-switch-markup";
import { findForPage, manageI18n } from "./manage-locale";
import { tag, text } from "./markup";
import type { PageContent } from "./page-html";

/** Longer tokens than this are none of ours (as on the cancel page). */
const MAX_TOKEN_LENGTH = 100;

/**
 * GET /reschedule/{token}: the SPA's page (web/src/pages/reschedule/) in the language the booking was
 * made in. The booking itself is read by the page, never inlined: only its language is looked up here.
 * An unknown token is the page's error screen, written here as the page renders it (status 404), and
 * inlined as `{ found: false }` so the page starts from it.
 */
export async function reschedulePageContent(c: Context<AppEnv>): Promise<PageContent> {
  const token = (c.req.param("token") ?? "").slice(0, MAX_TOKEN_LENGTH);
  const found = await findForPage(c, token);
  const { i18n, t } = await manageI18n(c, found);
  const base: PageContent = { title: t.t("manage.reschedule.documentTitle"), description: t.t("manage.pageDescription"), i18n };
  if (!(found instanceof HttpError)) return base;
  const error = await errorInLocale(c.env.ASSETS, i18n.locale, found.message);
  const switches = localeSwitches(t, { action: `/reschedule/${encodeURIComponent(token)}`, keep: {} });
  const markup = tag(
    "main",
    { class: "centered-page" },
    switches +
    tag(
      "div",
      { class: "card narrow", role: "alert" },
      tag("h1", { class: "card-title" }, text(t.t("manage.reschedule.title"))) +
        tag("p", {}, text(error)) +
        tag("a", { href: "/", class: "button primary" }, text(t.t("manage.returnHome"))),
    ),
  );
  return { ...base, markup, data: { found: false, error } satisfies PageNotFound, status: 404 };
}
