import { loginHrefReturningTo } from "../../auth/return-path";
import type { SessionUser } from "../../auth/session-user";
import { useI18n } from "../../i18n/i18n-context";
import { richText } from "../../i18n/rich-text";

/** Who is booking, or how to save the booking to one's own calendar. */
export function SessionBanner({ user }: { user: SessionUser | null }) {
  const i18n = useI18n();
  return (
    <p className="session-banner">
      {user
        ? richText(i18n, "booking.loggedInAs", { name: <strong>{user.username}</strong> })
        : richText(i18n, "booking.logInToSave", { logIn: <a href={loginHrefReturningTo(window.location.pathname)}>{i18n.t("booking.logIn")}</a> })}
    </p>
  );
}
