import { useState } from "react";
import type { MessageKey } from "../../../../shared/i18n/message-keys";
import { useI18n } from "../../i18n/i18n-context";
import { addToOwnCalendar, type CreatedBooking } from "./booking-api";
import type { BookedEvent } from "./calendar-event";

type AddState = "idle" | "adding" | "added";

const LABELS: Record<AddState, MessageKey> = {
  idle: "booking.addToMyCalendar",
  adding: "booking.addingToCalendar",
  added: "booking.addedToCalendar",
};

/** Adding the booking to one's calendar: idle → adding → added (disabled); a failure is an alert and back to idle. */
export function AddToMyCalendar({ booking, event }: { booking: CreatedBooking; event: BookedEvent }) {
  const { t } = useI18n();
  const [state, setState] = useState<AddState>("idle");

  const add = async () => {
    setState("adding");
    try {
      await addToOwnCalendar({
        title: event.title,
        start_time: booking.start_time,
        end_time: booking.end_time,
        description: event.description,
        location: event.location,
        booking_id: booking.id,
        guests: booking.guests,
      }, t("booking.calendarAddFailed"));
      setState("added");
    } catch {
      window.alert(t("booking.calendarAddFailed"));
      setState("idle");
    }
  };

  return (
    <button type="button" className="button primary" disabled={state !== "idle"} onClick={add}>
      {t(LABELS[state])}
    </button>
  );
}
