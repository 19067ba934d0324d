import type { Translator } from "../../shared/i18n/translator";
import { bdi, sentence, tag, text } from "./markup";

/*
 * The not-found screens of the visitor pages as HTML, each the markup its SPA page renders from the
 * same inlined `{ found: false }` (web/src/pages/booking/booking-page.tsx, web/src/pages/profile/,
 * web/src/public/public-not-found.tsx), so the page reads without a script and its script takes it
 * over without anything moving.
 */

/** What a not-found answer shows: the document's title and #root's markup. */
export interface NotFoundScreen {
  title: string;
  markup: string;
}

/** A page's not-found screen, written in the booker's language. */
export type NotFoundRenderer = (t: Translator) => NotFoundScreen;

const homeLink = (label: string) => tag("a", { href: "/", class: "button primary" }, text(label));

const centeredCard = (attributes: Record<string, string>, content: string) =>
  tag("main", { class: "centered-page" }, tag("div", { class: "card narrow", ...attributes }, content));

/** An unknown path under the public pages, and an unknown team (the public build has no team screen). */
export const publicNotFound: NotFoundRenderer = ({ t }) => ({
  title: t("manage.notFound.title"),
  markup: centeredCard(
    {},
    tag("h1", { class: "card-title" }, text(t("manage.notFound.title"))) + tag("p", { class: "muted" }, text(t("manage.notFound.text"))) + homeLink(t("manage.goBackHome")),
  ),
});

/** /book/{slug} of an unknown, private or retired slug. */
export const bookingNotFound: NotFoundRenderer = ({ t }) => ({
  title: t("manage.notFound.title"),
  markup: centeredCard({ role: "alert" }, tag("h1", { class: "card-title" }, text(t("booking.pageNotFound"))) + homeLink(t("booking.goHome"))),
});

/** /u/{username} of no such user. */
export const profileNotFound =
  (username: string): NotFoundRenderer =>
  (translator) => {
    const { t } = translator;
    return {
      title: t("manage.profile.notFoundTitle"),
      markup: centeredCard(
        { role: "alert" },
        tag("h1", { class: "card-title" }, text(t("manage.profile.notFoundTitle"))) +
          tag("p", { class: "muted" }, text(t("manage.profile.notFound"))) +
          tag("p", {}, sentence(translator, "manage.profile.notFoundSorry", { username: bdi(username) })) +
          tag("p", { class: "muted" }, text(t("manage.profile.checkUrl"))) +
          homeLink(t("manage.goBackHome")),
      ),
    };
  };
