import { useState } from "react";
import { CALENDAR_ADD_FAILED } from "../../api/messages";
import { addToOwnCalendar, type CreatedBooking } from "./booking-api";
import type { BookedEvent } from "./calendar-event";

type AddState = "idle" | "adding" | "added";

const LABELS: Record<AddState, string> = {
  idle: "Add to my calendar",
  adding: "Adding...",
  added: "Added to your calendar!",
};

/** Adding the booking to one's calendar: idle → adding → added (disabled); a failure is an alert and back to idle. */
export function AddToMyCalendar({ booking, event }: { booking: CreatedBooking; event: BookedEvent }) {
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
      });
      setState("added");
    } catch {
      window.alert(CALENDAR_ADD_FAILED);
      setState("idle");
    }
  };

  return (
    <button type="button" className="button primary" disabled={state !== "idle"} onClick={add}>
      {LABELS[state]}
    </button>
  );
}
