import { useEffect, useMemo, useState } from "react";
import { PROFILE_NOT_FOUND } from "../../api/messages";
import { messageOf } from "../../api/errors";
import { LoadingScreen } from "../../components/loading-screen";
import { HomeLink } from "../../public/home-link";
import { pathParam } from "../../public/path-param";
import { inlinedPageData } from "../../public/page-data";
import type { ProfilePageData } from "../../../../shared/public-page-data";
import { type PublicProfile, fetchProfile } from "./profile-api";
import { EventTypeCard } from "./event-type-card";
import "./profile.css";

type ProfileState = { state: "loading" } | { state: "missing"; message: string } | { state: "ready"; profile: PublicProfile };

function stateOf(data: ProfilePageData<PublicProfile> | null): ProfileState {
  if (!data) return { state: "loading" };
  return data.found ? { state: "ready", profile: data } : { state: "missing", message: data.error || PROFILE_NOT_FOUND };
}

/** /u/{username}, the profile page: the host's public event types, each linking to its booking page. */
export default function ProfilePage() {
  const username = useMemo(() => pathParam("/u/"), []);
  const [profile, setProfile] = useState<ProfileState>(() => stateOf(inlinedPageData<ProfilePageData<PublicProfile>>()));

  useEffect(() => {
    if (profile.state !== "loading") return;
    let active = true;
    fetchProfile(username)
      .then((result) => active && setProfile({ state: "ready", profile: result }))
      .catch((error: unknown) => active && setProfile({ state: "missing", message: messageOf(error, PROFILE_NOT_FOUND) }));
    return () => {
      active = false;
    };
  }, [username, profile.state]);

  const shownName = profile.state === "ready" ? profile.profile.user.username : username;
  useEffect(() => {
    document.title = profile.state === "missing" ? "User Not Found" : `Book a hangout with ${shownName}`;
  }, [profile.state, shownName]);

  if (profile.state === "loading") return <LoadingScreen />;
  if (profile.state === "missing") {
    return (
      <main className="centered-page">
        <div className="card narrow" role="alert">
          <h1 className="card-title">User Not Found</h1>
          <p className="muted">{profile.message}</p>
          <p>Sorry, we couldn't find a user with the username "{username}".</p>
          <p className="muted">Please check the URL and try again.</p>
          <HomeLink label="Go back to home" />
        </div>
      </main>
    );
  }

  const { eventTypes } = profile.profile;
  return (
    <main className="profile-page">
      <header className="profile-header">
        <div className="avatar profile-avatar" aria-hidden="true">
          {shownName.slice(0, 1).toUpperCase()}
        </div>
        <h1 className="page-title">Book a hangout with {shownName}</h1>
        <p className="muted">Select one of the event types below to get started.</p>
      </header>
      {eventTypes.length === 0 ? (
        <p className="card profile-empty">This user has no public event types available.</p>
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
