import { Link } from "react-router-dom";
import { useHostI18n } from "../../i18n/host-i18n-context";

/** Any path the route table does not know. */
export default function NotFoundPage() {
  const { t } = useHostI18n();
  return (
    <main className="centered-page">
      <div className="card narrow">
        <h1 className="card-title">{t("app.notFound.title")}</h1>
        <p className="muted">{t("app.notFound.text")}</p>
        <Link to="/" className="button primary">
          {t("app.notFound.home")}
        </Link>
      </div>
    </main>
  );
}
