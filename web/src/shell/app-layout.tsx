import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { LoadingScreen } from "../components/loading-screen";
import { CalendarSyncBanner } from "./calendar-sync-banner";
import { Header } from "./header";
import { WebhookPausedBanner } from "./webhook-paused-banner";

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
