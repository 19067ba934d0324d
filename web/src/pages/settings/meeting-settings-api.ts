import type { InferResponseType } from "hono/client";
import { call } from "../../api/call";
import { api } from "../../api/client";
import { SETTINGS_FETCH_FAILED, SETTINGS_UPDATE_FAILED } from "../../api/messages";

/* Settings → Video calls (docs/MEETING-PLACES.md): the Jitsi server the host's video rooms are made on. */

const meetings = api.settings.meetings;

export type MeetingSettings = InferResponseType<typeof meetings.$get, 200>;

export const fetchMeetingSettings = () => call((init) => meetings.$get({}, { init }), { fallback: SETTINGS_FETCH_FAILED });

export const updateMeetingSettings = (jitsiBase: string | null) =>
  call((init) => meetings.$put({ json: { jitsi_base: jitsiBase } }, { init }), { fallback: SETTINGS_UPDATE_FAILED });
