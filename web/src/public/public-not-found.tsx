import { useI18n } from "../i18n/i18n-context";
import { HomeLink } from "./home-link";

/** A path under the public build that is none of its pages. */
export function PublicNotFound() {
  const { t } = useI18n();
  return (
    <main className="centered-page">
      <div className="card narrow">
        <h1 className="card-title">{t("manage.notFound.title")}</h1>
        <p className="muted">{t("manage.notFound.text")}</p>
        <HomeLink label={t("manage.goBackHome")} />
      </div>
    </main>
  );
}
