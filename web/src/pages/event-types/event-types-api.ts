import type { InferRequestType, InferResponseType } from "hono/client";
import { UPLOAD_TIMEOUT_MS, call } from "../../api/call";
import { api } from "../../api/client";
import {
  EVENT_TYPE_CREATE_FAILED,
  EVENT_TYPE_UPDATE_FAILED,
  EVENT_TYPES_FETCH_FAILED,
  SCHEDULES_FETCH_FAILED,
  UNEXPECTED_ERROR,
  UPLOAD_FAILED,
} from "../../api/messages";

/*
 * The calls of the Booking Setup screen. Each throws ApiError with the server's
 * `error` or the fallback text; a 401 also ends the session.
 */

type Endpoints = (typeof api)["event-types"];
export type EventType = InferResponseType<Endpoints["$get"], 200>[number];
/** What the form sends; never id, slug or created_at, which the server owns. */
export type EventTypeInput = InferRequestType<Endpoints["$post"]>["json"];
export type ScheduleOption = Pick<InferResponseType<(typeof api.availability.schedules)["$get"], 200>[number], "id" | "name">;

export function fetchEventTypes(): Promise<EventType[]> {
  return call((init) => api["event-types"].$get({}, { init }), { fallback: EVENT_TYPES_FETCH_FAILED });
}

/** The schedules an event type can take its availability from. */
export function fetchScheduleOptions(): Promise<ScheduleOption[]> {
  return call((init) => api.availability.schedules.$get({}, { init }), { fallback: SCHEDULES_FETCH_FAILED });
}

export function createEventType(input: EventTypeInput): Promise<EventType> {
  return call((init) => api["event-types"].$post({ json: input }, { init }), { fallback: EVENT_TYPE_CREATE_FAILED });
}

export function updateEventType(id: number, input: EventTypeInput): Promise<EventType> {
  return call((init) => api["event-types"][":id"].$put({ param: { id: String(id) }, json: input }, { init }), { fallback: EVENT_TYPE_UPDATE_FAILED });
}

export async function deleteEventType(id: number): Promise<void> {
  await call((init) => api["event-types"][":id"].$delete({ param: { id: String(id) } }, { init }), { fallback: UNEXPECTED_ERROR });
}

/** Stores a header image and answers the URL the event type then carries as image_url. */
export async function uploadImage(file: File): Promise<string> {
  return (await call((init) => api.upload.image.$post({ form: { image: file } }, { init }), { fallback: UPLOAD_FAILED, timeoutMs: UPLOAD_TIMEOUT_MS })).imageUrl;
}
