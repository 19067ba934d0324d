import { useState } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router-dom";
import { useAuth } from "../auth/auth-context";
import { MenuIcon } from "../components/icons";
import { ThemeSwitch } from "../components/theme-switch";
import { useHostI18n } from "../i18n/host-i18n-context";
import type { HostMessageKey } from "../i18n/host-message-keys";
import { richText } from "../i18n/rich-text";

const NAV_LINKS: { to: string; label: HostMessageKey }[] = [
  { to: "/", label: "app.nav.calendar" },
  { to: "/bookings", label: "app.nav.bookings" },
  { to: "/insights", label: "app.nav.insights" },
  { to: "/availability", label: "app.nav.availability" },
  { to: "/event-types", label: "app.nav.bookingSetup" },
  { to: "/teams", label: "app.nav.teams" },
  { to: "/settings", label: "app.nav.settings" },
];

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? "nav-link active" : "nav-link");

/**
 * The header of every protected page: nav, theme switch, welcome line, logout.
 * Under 768px the nav collapses into a menu that leaves out Admin.
 */
export function Header() {
  const { user, logout } = useAuth();
  const i18n = useHostI18n();
  const { t } = i18n;
  const welcome = richText(i18n, "app.welcome", { name: <strong>{user?.username}</strong> });
  const navigate = useNavigate();
  const location = useLocation();
  // The small-screen menu is open on the page it was opened on: following a link closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? location.pathname : null);

  const signOut = () => {
    logout();
    navigate("/login", { replace: true });
  };

  return (
    <header className="app-header">
      <div className="header-bar">
        <Link to="/" className="brand">
          Hangout
        </Link>
        <nav className="desktop-nav" aria-label={t("app.nav.main")}>
          {NAV_LINKS.map(({ to, label }) => (
            <NavLink key={to} to={to} end className={navClass}>
              {t(label)}
            </NavLink>
          ))}
          {user?.is_admin && (
            <NavLink to="/admin" className={navClass}>
              {t("app.nav.admin")}
            </NavLink>
          )}
        </nav>
        <div className="header-actions">
          <ThemeSwitch />
          <span className="welcome">{welcome}</span>
          <button type="button" className="button secondary small" onClick={signOut}>
            {t("app.logout")}
          </button>
        </div>
        <button
          type="button"
          className="icon-button menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={t("app.menu")}
          title={t("app.menu")}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <MenuIcon size={22} />
        </button>
      </div>
      {menuOpen && (
        <div id="mobile-menu" className="mobile-menu">
          <nav aria-label={t("app.nav.main")}>
            {NAV_LINKS.map(({ to, label }) => (
              <NavLink key={to} to={to} end className={navClass}>
                {t(label)}
              </NavLink>
            ))}
          </nav>
          <div className="mobile-menu-footer">
            <span className="welcome">{welcome}</span>
            <ThemeSwitch />
            <button type="button" className="button secondary small" onClick={signOut}>
              {t("app.logout")}
            </button>
          </div>
        </div>
      )}
    </header>
  );
}
