import type { eventTypes } from "../../drizzle/schema";
import { imageUrlFor } from "../uploads/image-keys";

export type EventTypeRow = typeof eventTypes.$inferSelect;

/** An event type as its owner sees it (spec §3 Event type); `durations` is always an array. */
export interface EventTypeView {
  id: number;
  title: string;
  slug: string;
  location: string;
  schedule_id: number | null;
  description: string;
  durations: number[];
  default_duration: number;
  is_public: boolean;
  image_url: string | null;
  buffer_time: number;
  min_notice: number;
  created_at: string;
}

export function toEventTypeView(row: EventTypeRow): EventTypeView {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    location: row.location,
    schedule_id: row.scheduleId,
    description: row.description,
    durations: row.durations,
    default_duration: row.defaultDuration,
    is_public: row.isPublic,
    image_url: row.imageKey ? imageUrlFor(row.imageKey) : null,
    buffer_time: row.bufferTime,
    min_notice: row.minNotice,
    created_at: new Date(row.createdAt).toISOString(),
  };
}
