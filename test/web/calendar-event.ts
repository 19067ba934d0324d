import type { CalendarEvent } from "../../web/src/pages/calendar/event-model";

/** A calendar event as GET /api/events/manual answers it, with the given fields changed. */
export function calendarEvent(fields: Partial<CalendarEvent>): CalendarEvent {
  return {
    id: 1,
    title: "Event",
    type: "personal",
    description: "",
    location: "",
    is_all_day: false,
    start_time: "2026-03-10T09:00:00.000Z",
    end_time: "2026-03-10T10:00:00.000Z",
    start_date: null,
    end_date: null,
    timezone: "UTC",
    guests: [],
    recurrence_id: null,
    recurrence: null,
    original_start_time: null,
    is_busy: true,
    booking_id: null,
    manage_url: null,
    booker_name: null,
    booker_email: null,
    ...fields,
  };
}
