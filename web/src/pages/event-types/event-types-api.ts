import { api } from "../../api/client";
import { ensureOk, signOutIfUnauthorized, type ApiResponse } from "../../api/errors";
import { fetchJson } from "../../api/fetch-json";
import {
  EVENT_TYPE_CREATE_FAILED,
  EVENT_TYPE_UPDATE_FAILED,
  EVENT_TYPES_FETCH_FAILED,
  SCHEDULES_FETCH_FAILED,
  UNEXPECTED_ERROR,
  UPLOAD_FAILED,
} from "../../api/messages";
import type { EventTypeView as EventType } from "../../../../worker/event-types/view";

/*
 * The calls of the Booking Setup screen (spec §7 Event types). Each throws ApiError with the server's
 * `error` or the spec §8 fallback; a 401 also ends the session.
 */

export type { EventType };

/** What the form sends; never id, slug or created_at, which the server owns. */
export interface EventTypeInput {
  title: string;
  location: string;
  schedule_id: number;
  description: string;
  durations: number[];
  default_duration: number;
  is_public: boolean;
  image_url: string | null;
  buffer_time: number;
}

export interface ScheduleOption {
  id: number;
  name: string;
}

async function checked<T extends ApiResponse>(response: T, fallback: string): Promise<T> {
  signOutIfUnauthorized(response);
  return ensureOk(response, fallback);
}

export async function fetchEventTypes(): Promise<EventType[]> {
  return (await checked(await api["event-types"].$get(), EVENT_TYPES_FETCH_FAILED)).json();
}

/** The schedules an event type can take its availability from. */
export async function fetchScheduleOptions(): Promise<ScheduleOption[]> {
  return (await checked(await api.availability.schedules.$get(), SCHEDULES_FETCH_FAILED)).json();
}

export async function createEventType(input: EventTypeInput): Promise<EventType> {
  return (await checked(await api["event-types"].$post({ json: input }), EVENT_TYPE_CREATE_FAILED)).json();
}

export async function updateEventType(id: number, input: EventTypeInput): Promise<EventType> {
  const response = await api["event-types"][":id"].$put({ param: { id: String(id) }, json: input });
  return (await checked(response, EVENT_TYPE_UPDATE_FAILED)).json();
}

export async function deleteEventType(id: number): Promise<void> {
  await checked(await api["event-types"][":id"].$delete({ param: { id: String(id) } }), UNEXPECTED_ERROR);
}

/** Stores a header image and answers the URL the event type then carries as image_url. */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append("image", file);
  const { imageUrl } = await fetchJson<{ imageUrl: string }>("/api/upload/image", { method: "POST", body, fallback: UPLOAD_FAILED });
  return imageUrl;
}
