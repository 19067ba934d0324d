import { useState } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router-dom";
import { useAuth } from "../auth/auth-context";
import { MenuIcon } from "../components/icons";
import { ThemeSwitch } from "../components/theme-switch";

const NAV_LINKS = [
  { to: "/", label: "Calendar" },
  { to: "/bookings", label: "Bookings" },
  { to: "/insights", label: "Insights" },
  { to: "/availability", label: "Availability" },
  { to: "/event-types", label: "Booking Setup" },
  { to: "/teams", label: "Teams" },
  { to: "/settings", label: "Settings" },
];

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? "nav-link active" : "nav-link");

/**
 * The header of every protected page: nav, theme switch, welcome line, logout.
 * Under 768px the nav collapses into a menu that leaves out Admin.
 */
export function Header() {
  const { user, logout } = useAuth();
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
        <nav className="desktop-nav" aria-label="Main">
          {NAV_LINKS.map(({ to, label }) => (
            <NavLink key={to} to={to} end className={navClass}>
              {label}
            </NavLink>
          ))}
          {user?.is_admin && (
            <NavLink to="/admin" className={navClass}>
              Admin
            </NavLink>
          )}
        </nav>
        <div className="header-actions">
          <ThemeSwitch />
          <span className="welcome">
            Welcome, <strong>{user?.username}</strong>
          </span>
          <button type="button" className="button secondary small" onClick={signOut}>
            Logout
          </button>
        </div>
        <button
          type="button"
          className="icon-button menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label="Menu"
          title="Menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <MenuIcon size={22} />
        </button>
      </div>
      {menuOpen && (
        <div id="mobile-menu" className="mobile-menu">
          <nav aria-label="Main">
            {NAV_LINKS.map(({ to, label }) => (
              <NavLink key={to} to={to} end className={navClass}>
                {label}
              </NavLink>
            ))}
          </nav>
          <div className="mobile-menu-footer">
            <span className="welcome">
              Welcome, <strong>{user?.username}</strong>
            </span>
            <ThemeSwitch />
            <button type="button" className="button secondary small" onClick={signOut}>
              Logout
            </button>
          </div>
        </div>
      )}
    </header>
  );
}
