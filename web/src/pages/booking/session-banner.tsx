import { loginHrefReturningTo } from "../../auth/return-path";
import type { SessionUser } from "../../auth/session-user";

/** Who is booking, or how to save the booking to one's own calendar. */
export function SessionBanner({ user }: { user: SessionUser | null }) {
  return (
    <p className="session-banner">
      {user ? (
        <>
          Logged in as <strong>{user.username}</strong>
        </>
      ) : (
        <>
          <a href={loginHrefReturningTo(window.location.pathname)}>Log in</a> to save booking to your own calendar
        </>
      )}
    </p>
  );
}
