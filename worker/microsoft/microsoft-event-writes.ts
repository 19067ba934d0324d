import type { BookingEventInput, WrittenEvent } from "../calendar-connections/provider-contract";
import { bearer } from "../calendar-connections/provider-fetch";
import { NotThere } from "../calendar-connections/provider-errors";
import { SyncFailure } from "../subscriptions/calendar-source";
import type { MicrosoftConfig } from "./microsoft-config";
import { graphJson } from "./microsoft-fetch";
import type { GraphEvent, GraphEventWrite } from "./microsoft-wire";

const json = (accessToken: string, method: string, body: unknown): RequestInit => ({
  method,
  headers: { ...bearer(accessToken), "content-type": "application/json" },
  body: JSON.stringify(body),
});

const utc = (instant: number) => ({ dateTime: new Date(instant).toISOString().replace("Z", ""), timeZone: "UTC" });

function eventBody(event: BookingEventInput): GraphEventWrite {
  return {
    subject: event.title,
    body: { contentType: "text", content: event.description },
    start: utc(event.start),
    end: utc(event.end),
    ...(event.location ? { location: { displayName: event.location } } : {}),
    showAs: "busy",
    isReminderOn: true,
    // Teams makes the meeting with the event; a later PATCH asking again keeps the one it has.
    ...(event.withMeeting ? { isOnlineMeeting: true, onlineMeetingProvider: "teamsForBusiness" as const } : {}),
  };
}

const meetingUrlOf = (event: GraphEvent | null | undefined) => event?.onlineMeeting?.joinUrl ?? null;

/**
 * The booking's ONE event, without attendees (so Outlook sends no invitation): moved by PATCH when it
 * exists, else created in the calendar with the booking's invitation UID as `transactionId`, so a
 * create retried after a lost answer gets the event already made instead of a second one. A Teams
 * meeting is asked for in the same write (`isOnlineMeeting`), so it comes with that one event.
 */
export async function putMicrosoftEvent(config: MicrosoftConfig, accessToken: string, calendarId: string, event: BookingEventInput, eventId: string | null): Promise<WrittenEvent> {
  if (eventId !== null) {
    try {
      const moved = await graphJson<GraphEvent>(`${config.graphUrl}/me/events/${encodeURIComponent(eventId)}`, json(accessToken, "PATCH", eventBody(event)));
      return { eventId: moved?.id ?? eventId, meetingUrl: meetingUrlOf(moved) };
    } catch (error) {
      // The host deleted it in Outlook: the booking stands, so it is made again.
      if (!(error instanceof NotThere)) throw error;
    }
  }
  const created = await graphJson<GraphEvent>(`${config.graphUrl}/me/calendars/${encodeURIComponent(calendarId)}/events`, json(accessToken, "POST", { ...eventBody(event), transactionId: event.uid }));
  if (!created?.id) throw new SyncFailure("Microsoft's answer could not be read.");
  return { eventId: created.id, meetingUrl: meetingUrlOf(created) };
}

/** Deletes the event (it has no attendees, so no one is mailed); one already gone is fine. */
export async function deleteMicrosoftEvent(config: MicrosoftConfig, accessToken: string, eventId: string): Promise<void> {
  try {
    await graphJson(`${config.graphUrl}/me/events/${encodeURIComponent(eventId)}`, { method: "DELETE", headers: bearer(accessToken) });
  } catch (error) {
    if (!(error instanceof NotThere)) throw error;
  }
}
