import { formatUtcDateTime } from "../../../../worker/domain/ics/ics-text";
import type { IcsMeeting } from "../../../../worker/domain/ics/ics-meeting";
import { calendarMeetingOf, type MeetingPlace } from "../../../../shared/meeting-place";
import type { Translator } from "../../../../shared/i18n/translator";
import type { CreatedBooking, PublicEventType } from "./booking-api";

/** A confirmed booking as calendars see it: what the links, the .ics file and "add to my calendar" carry. */
export interface BookedEvent {
  uid: string;
  title: string;
  start: number;
  end: number;
  /** The booked place: the address, number, meeting URL or custom text (docs/MEETING-PLACES.md). */
  location: string;
  /** The meeting URL and conference the .ics file carries. */
  meeting: IcsMeeting;
  /** Notes (if any) and the full cancel link, which the host's calendar shows as 'Manage this booking'. */
  description: string;
  cancelUrl: string;
}

/** Where the booking meets, as its answer says. */
export const placeOfBooking = (booking: CreatedBooking): MeetingPlace => ({ kind: booking.location_kind, location: booking.location, meetingUrl: booking.meeting_url });

/** The booking in the booker's words (`t`): the title and the link's line land in their own calendar. */
export function bookedEvent({ t }: Pick<Translator, "t">, booking: CreatedBooking, eventType: PublicEventType, origin: string): BookedEvent {
  const cancelUrl = `${origin}${booking.cancel_url}`;
  return {
    uid: booking.ics_uid,
    title: t("booking.eventTitle", { title: booking.title, owner: eventType.ownerUsername }),
    start: Date.parse(booking.start_time),
    end: Date.parse(booking.end_time),
    location: booking.location,
    meeting: calendarMeetingOf(placeOfBooking(booking)),
    description: `${booking.notes ? `${booking.notes}\n\n` : ""}${t("booking.manageThisBooking", { url: cancelUrl })}`,
    cancelUrl,
  };
}

/** 20260309T140000Z: the UTC form both Google's template link and iCalendar use. */

/** Google Calendar's public "render" template link. */
export function googleCalendarUrl(event: BookedEvent): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${formatUtcDateTime(event.start)}/${formatUtcDateTime(event.end)}`,
    details: event.description,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** Outlook on the web's public "compose" deep link. */
export function outlookCalendarUrl(event: BookedEvent): string {
  const params = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: event.title,
    startdt: new Date(event.start).toISOString(),
    enddt: new Date(event.end).toISOString(),
    body: event.description,
    location: event.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`;
}
