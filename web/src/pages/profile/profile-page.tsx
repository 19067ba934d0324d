import { useEffect, useMemo, useState } from "react";
import { messageOf } from "../../api/errors";
import { LoadingScreen } from "../../components/loading-screen";
import { useI18n } from "../../i18n/i18n-context";
import { LocaleSwitches } from "../../i18n/locale-switches";
import { HomeLink } from "../../public/home-link";
import { Sentence } from "../../public/sentence";
import { pathParam } from "../../public/path-param";
import { inlinedPageData } from "../../public/page-data";
import type { ProfilePageData } from "../../../../shared/public-page-data";
import { type PublicProfile, fetchProfile } from "./profile-api";
import { EventTypeCard } from "./event-type-card";
import "./profile.css";

/** `message` null: the page's own "This user or page does not exist.", as the worker writes the screen (worker/public-pages/not-found-markup.ts). */
type ProfileState = { state: "loading" } | { state: "missing"; message: string | null } | { state: "ready"; profile: PublicProfile };

function stateOf(data: ProfilePageData<PublicProfile> | null): ProfileState {
  if (!data) return { state: "loading" };
  return data.found ? { state: "ready", profile: data } : { state: "missing", message: null };
}

/** /u/{username}, the profile page: the host's public event types, each linking to its booking page. */
export default function ProfilePage() {
  const { t } = useI18n();
  const notFound = t("manage.profile.notFound");
  const username = useMemo(() => pathParam("/u/"), []);
  const [profile, setProfile] = useState<ProfileState>(() => stateOf(inlinedPageData<ProfilePageData<PublicProfile>>()));

  useEffect(() => {
    if (profile.state !== "loading") return;
    let active = true;
    fetchProfile(username, notFound)
      .then((result) => active && setProfile({ state: "ready", profile: result }))
      .catch((error: unknown) => active && setProfile({ state: "missing", message: messageOf(error, notFound) }));
    return () => {
      active = false;
    };
  }, [username, profile.state, notFound]);

  const shownName = profile.state === "ready" ? profile.profile.user.username : username;
  const title = profile.state === "missing" ? t("manage.profile.notFoundTitle") : t("manage.profile.heading", { name: shownName });
  useEffect(() => {
    document.title = title;
  }, [title]);

  if (profile.state === "loading") return <LoadingScreen label={t("manage.loading")} />;
  if (profile.state === "missing") {
    return (
      <main className="centered-page">
        <div className="card narrow" role="alert">
          <h1 className="card-title">{t("manage.profile.notFoundTitle")}</h1>
          <p className="muted">{profile.message ?? notFound}</p>
          <p>
            <Sentence id="manage.profile.notFoundSorry" values={{ username }} />
          </p>
          <p className="muted">{t("manage.profile.checkUrl")}</p>
          <HomeLink label={t("manage.goBackHome")} />
        </div>
      </main>
    );
  }

  const { eventTypes } = profile.profile;
  return (
    <main className="profile-page">
      <LocaleSwitches />
      <header className="profile-header">
        <div className="avatar profile-avatar" aria-hidden="true">
          {shownName.slice(0, 1).toUpperCase()}
        </div>
        <h1 className="page-title">
          <Sentence id="manage.profile.heading" values={{ name: shownName }} />
        </h1>
        <p className="muted">{t("manage.profile.intro")}</p>
      </header>
      {eventTypes.length === 0 ? (
        <p className="card profile-empty">{t("manage.profile.empty")}</p>
      ) : (
        <ul className="profile-event-types">
          {eventTypes.map((eventType) => (
            <li key={eventType.slug}>
              <EventTypeCard eventType={eventType} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
