import { Sentence } from "../../public/sentence";
import { useBookingTimes } from "./booking-times";

/** "Changes are possible until …": the booking type's cut-off in the booker's words and clock (cancel and reschedule pages). */
export function ChangesUntil({ until, timeZone }: { until: number; timeZone: string }) {
  const times = useBookingTimes(timeZone);
  return (
    <p className="muted">
      <Sentence id="manage.changesUntil" values={{ date: times.date(until), time: times.time(until), zone: timeZone }} />
    </p>
  );
}
