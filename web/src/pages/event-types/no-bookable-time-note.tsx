import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { richText } from "../../i18n/rich-text";
import { BOOKABLE_WINDOW_DAYS, hasBookableTime, hasBookingPage } from "./bookable-soon";
import type { EventType } from "./event-types-api";

/**
 * Says so when nobody could book a type in the next 30 days, and where that is fixed: the hours in
 * Availability (every new schedule starts without any). Silent while asking and when the answer
 * cannot be had.
 */
export function NoBookableTimeNote({ eventType }: { eventType: EventType }) {
  const [bookable, setBookable] = useState(true);
  const checked = hasBookingPage(eventType);
  const i18n = useHostI18n();

  useEffect(() => {
    if (!checked) return;
    const abort = new AbortController();
    hasBookableTime(eventType, abort.signal).then(setBookable, () => setBookable(true));
    return () => abort.abort();
  }, [checked, eventType]);

  if (!checked || bookable) return null;
  const team = eventType.team_id !== null;
  return (
    <p className="alert alert-error no-bookable-time">
      {richText(i18n, team ? "eventtypes.noBookableTime.team" : "eventtypes.noBookableTime.personal", {
        days: BOOKABLE_WINDOW_DAYS,
        availability: <Link to="/availability">{i18n.t("eventtypes.noBookableTime.availability")}</Link>,
      })}
    </p>
  );
}
