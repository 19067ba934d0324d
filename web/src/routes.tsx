import { lazy, Suspense, type ReactNode } from "react";
import { Route, Routes } from "react-router-dom";
import { RedirectIfSignedIn, RequireAdmin, RequireAuth } from "./auth/guards";
import { LoadingScreen } from "./components/loading-screen";

/*
 * Every screen is its own lazy chunk. The public pages (/u, /book, /cancel) are not here: the worker
 * serves them from their own light build (web/public.html, web/src/public/).
 */
const AppLayout = lazy(() => import("./shell/app-layout"));
const LoginPage = lazy(() => import("./pages/login/login-page"));
const RegisterPage = lazy(() => import("./pages/register/register-page"));
const CalendarPage = lazy(() => import("./pages/calendar/calendar-page"));
const BookingsPage = lazy(() => import("./pages/bookings/bookings-page"));
const InsightsPage = lazy(() => import("./pages/insights/insights-page"));
const AvailabilityPage = lazy(() => import("./pages/availability/availability-page"));
const EventTypesPage = lazy(() => import("./pages/event-types/event-types-page"));
const TeamsPage = lazy(() => import("./pages/teams/teams-page"));
const TeamPage = lazy(() => import("./pages/teams/team-page"));
const JoinTeamPage = lazy(() => import("./pages/teams/join-team-page"));
const SettingsPage = lazy(() => import("./pages/settings/settings-page"));
const ConnectReturnPage = lazy(() => import("./pages/settings/connect-return-page"));
const AdminPage = lazy(() => import("./pages/admin/admin-page"));
const NotFoundPage = lazy(() => import("./pages/not-found/not-found-page"));

const loading = (element: ReactNode) => <Suspense fallback={<LoadingScreen />}>{element}</Suspense>;

/** The SPA's route table. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={loading(<RedirectIfSignedIn><LoginPage /></RedirectIfSignedIn>)} />
      <Route path="/register" element={loading(<RedirectIfSignedIn><RegisterPage /></RedirectIfSignedIn>)} />
      {/* Signed out, the invitation page offers to log in or register and come back. */}
      <Route path="/teams/join/:token" element={loading(<JoinTeamPage />)} />
      <Route element={<RequireAuth>{loading(<AppLayout />)}</RequireAuth>}>
        <Route index element={<CalendarPage />} />
        <Route path="/bookings" element={<BookingsPage />} />
        <Route path="/insights" element={<InsightsPage />} />
        <Route path="/availability" element={<AvailabilityPage />} />
        <Route path="/event-types" element={<EventTypesPage />} />
        <Route path="/teams" element={<TeamsPage />} />
        <Route path="/teams/:id" element={<TeamPage />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/settings/connect/:provider" element={<ConnectReturnPage />} />
        <Route path="/admin" element={<RequireAdmin><AdminPage /></RequireAdmin>} />
      </Route>
      <Route path="*" element={loading(<NotFoundPage />)} />
    </Routes>
  );
}
