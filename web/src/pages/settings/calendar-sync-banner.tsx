import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { type ConnectedCalendar, fetchConnectedCalendars, notSyncedSince } from "./connected-calendars-api";

/**
 * Above every screen of the app: the connected calendars that failed to sync three times in a row,
 * because their stale busy time can let bookings land on busy hours. Settings shows them itself.
 */
export function CalendarSyncBanner() {
  const onSettings = useLocation().pathname.startsWith("/settings");
  const [failing, setFailing] = useState<ConnectedCalendar[]>([]);

  // Read again on leaving Settings, where the host may just have fixed what the banner is about.
  useEffect(() => {
    if (onSettings) return;
    // A banner that cannot load stays away; the screen below says what matters.
    fetchConnectedCalendars().then((calendars) => setFailing(calendars.filter((calendar) => calendar.failing)), () => setFailing([]));
  }, [onSettings]);

  if (failing.length === 0 || onSettings) return null;
  return (
    <div className="alert alert-error sync-banner" role="alert">
      {failing.map((calendar) => (
        <p key={calendar.id}>{notSyncedSince(calendar)}</p>
      ))}
      <Link to="/settings">Check your connected calendars</Link>
    </div>
  );
}
