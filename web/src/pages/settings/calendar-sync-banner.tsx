import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { type ConnectedCalendar, fetchConnectedCalendars, notSyncedSince } from "./connected-calendars-api";

/**
 * Above every screen of the app: the connected calendars that failed to sync three times in a row,
 * because their stale busy time can let bookings land on busy hours. Settings shows them itself.
 */
export function CalendarSyncBanner() {
  const { pathname } = useLocation();
  const [failing, setFailing] = useState<ConnectedCalendar[]>([]);

  useEffect(() => {
    // A banner that cannot load stays away; the screen below says what matters.
    fetchConnectedCalendars().then((calendars) => setFailing(calendars.filter((calendar) => calendar.failing)), () => setFailing([]));
  }, []);

  if (failing.length === 0 || pathname.startsWith("/settings")) return null;
  return (
    <div className="alert alert-error sync-banner" role="alert">
      {failing.map((calendar) => (
        <p key={calendar.id}>{notSyncedSince(calendar)}</p>
      ))}
      <Link to="/settings">Check your connected calendars</Link>
    </div>
  );
}
