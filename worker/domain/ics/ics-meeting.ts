/*
 * How an event says where to join it online, beyond LOCATION's text: URL (RFC 5545) for the
 * meeting's address and RFC 7986 CONFERENCE, which calendar apps show as a "Join" button (a video
 * room) or a number to call. Shared by invitations, the host's feed and CalDAV writes.
 */

/** What is written: the meeting URL (null for none) and the conference to join (video, or audio for a `tel:` number). */
export interface IcsMeeting {
  url: string | null;
  conference: { uri: string; feature: "VIDEO" | "AUDIO" } | null;
}

/** URIs are written as they are (not TEXT-escaped); a CR or LF could never be one, so they are dropped. */
const uriValue = (uri: string) => uri.replace(/[\r\n]/g, "");

export function meetingLines(meeting: IcsMeeting | undefined): string[] {
  if (!meeting) return [];
  return [
    ...(meeting.url === null ? [] : [`URL:${uriValue(meeting.url)}`]),
    ...(meeting.conference === null ? [] : [`CONFERENCE;VALUE=URI;FEATURE=${meeting.conference.feature}:${uriValue(meeting.conference.uri)}`]),
  ];
}
