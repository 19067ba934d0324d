import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { CalendarSyncBanner } from "../pages/settings/calendar-sync-banner";
import { WebhookPausedBanner } from "../pages/settings/webhook-paused-banner";
import { Header } from "./header";
import { LoadingScreen } from "./loading-screen";

/** The frame of every protected page: the header above, the screen below. */
export default function AppLayout() {
  return (
    <div className="app-shell">
      <Header />
      <main className="app-main">
        <CalendarSyncBanner />
        <WebhookPausedBanner />
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
