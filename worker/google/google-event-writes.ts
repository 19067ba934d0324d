import type { BookingEventInput, WrittenEvent } from "../calendar-connections/provider-contract";
import { NotThere } from "../calendar-connections/provider-errors";
import { SyncFailure } from "../subscriptions/calendar-source";
import type { GoogleConfig } from "./google-config";
import { bearer, googleJson } from "./google-fetch";
import type { GoogleEvent, GoogleEventWrite } from "./google-wire";

const eventsUrl = (config: GoogleConfig, calendarId: string) => `${config.calendarApiUrl}/calendars/${encodeURIComponent(calendarId)}/events`;

const json = (accessToken: string, method: string, body: unknown): RequestInit => ({
  method,
  headers: { ...bearer(accessToken), "content-type": "application/json" },
  body: JSON.stringify(body),
});

const meetingUrlOf = (event: GoogleEvent) => event.hangoutLink ?? event.conferenceData?.entryPoints?.find((entry) => entry.entryPointType === "video")?.uri ?? null;

/**
 * The booking's ONE event: events.import keyed by the booking's invitation UID (iCalUID), which
 * creates it or, for a UID the calendar already holds, updates it, so a create retried after a lost
 * answer makes no second event and a move is the same call with a higher SEQUENCE. Import sends no
 * invitation. A Meet link is asked for by a patch with conferenceData.createRequest
 * (conferenceDataVersion=1), whose requestId is the UID, so a repeated request makes one conference.
 */
export async function putGoogleEvent(config: GoogleConfig, accessToken: string, calendarId: string, event: BookingEventInput): Promise<WrittenEvent> {
  const body: GoogleEventWrite = {
    iCalUID: event.uid,
    sequence: event.sequence,
    summary: event.title,
    description: event.description,
    start: { dateTime: new Date(event.start).toISOString(), timeZone: "UTC" },
    end: { dateTime: new Date(event.end).toISOString(), timeZone: "UTC" },
    ...(event.location ? { location: event.location } : {}),
  };
  const imported = await googleJson<GoogleEvent>(`${eventsUrl(config, calendarId)}/import`, json(accessToken, "POST", body));
  if (!imported?.id) throw new SyncFailure("Google's answer could not be read.");
  if (!event.withMeeting || meetingUrlOf(imported) !== null) return { eventId: imported.id, meetingUrl: meetingUrlOf(imported) };
  const conferenceData = { createRequest: { requestId: event.uid, conferenceSolutionKey: { type: "hangoutsMeet" as const } } };
  const patched = await googleJson<GoogleEvent>(
    `${eventsUrl(config, calendarId)}/${encodeURIComponent(imported.id)}?conferenceDataVersion=1&sendUpdates=none`,
    json(accessToken, "PATCH", { conferenceData }),
  );
  return { eventId: imported.id, meetingUrl: patched ? meetingUrlOf(patched) : null };
}

/** Deletes the event without mailing anyone; one already gone (404, 410) is fine. */
export async function deleteGoogleEvent(config: GoogleConfig, accessToken: string, calendarId: string, eventId: string): Promise<void> {
  try {
    await googleJson(`${eventsUrl(config, calendarId)}/${encodeURIComponent(eventId)}?sendUpdates=none`, { method: "DELETE", headers: bearer(accessToken) });
  } catch (error) {
    if (!(error instanceof NotThere)) throw error;
  }
}
