import type { eventTypes } from "../../drizzle/schema";
import type { BookingLimits } from "../domain/booking-limits";
import type { BookingQuestion } from "../domain/booking-questions";
import type { HostPriority, TeamAssignment } from "../domain/team-terms";
import { imageUrlFor } from "../uploads/image-keys";
import { type ConfirmationView, toConfirmationView } from "./confirmation-fields";
import { type SeatView, toSeatView } from "./seat-fields";
import type { LocationKind } from "../../shared/location-kinds";

export type EventTypeRow = typeof eventTypes.$inferSelect;

/** An event type as its owner sees it; `durations` is always an array. */
export interface EventTypeView extends ConfirmationView, SeatView {
  id: number;
  title: string;
  slug: string;
  location: string;
  /** How `location` is read (docs/MEETING-PLACES.md): custom text, an address, a phone, a link, or a video room per booking. */
  location_kind: LocationKind;
  schedule_id: number | null;
  description: string;
  durations: number[];
  default_duration: number;
  is_public: boolean;
  image_url: string | null;
  buffer_time: number;
  min_notice: number;
  limits: LimitsView;
  reminders: RemindersView;
  /** What the booking form asks after name, email and notes. */
  questions: BookingQuestion[];
  /** The language of its booking page and mails, a BCP 47 tag; null: the booker's own. */
  locale: string | null;
  created_at: string;
  /** A team type's team and kind; null for a personal type. */
  team_id: number | null;
  assignment: TeamAssignment | null;
  use_weights: boolean;
  equal_distribution_limit: number | null;
  /** A team type's hosts, by user id; [] for a personal type. */
  hosts: HostView[];
}

/** One host of a team type; `schedule_id` null: their default schedule. */
export interface HostView {
  user_id: number;
  username: string;
  priority: HostPriority;
  weight: number;
  schedule_id: number | null;
}

/** An event type's limits; null: no such limit. */
export interface LimitsView {
  window_days: number | null;
  window_start: string | null;
  window_end: string | null;
  max_per_day: number | null;
  max_per_week: number | null;
  /** Minutes before the start after which bookers can no longer cancel. */
  change_cutoff: number | null;
}

export const toLimitsView = (row: EventTypeRow): LimitsView => ({
  window_days: row.windowDays,
  window_start: row.windowStart,
  window_end: row.windowEnd,
  max_per_day: row.maxPerDay,
  max_per_week: row.maxPerWeek,
  change_cutoff: row.changeCutoff,
});

/** The columns a limits object is stored in; what it leaves out is no limit. */
export const limitColumns = (limits: Partial<LimitsView>) => ({
  windowDays: limits.window_days ?? null,
  windowStart: limits.window_start ?? null,
  windowEnd: limits.window_end ?? null,
  maxPerDay: limits.max_per_day ?? null,
  maxPerWeek: limits.max_per_week ?? null,
  changeCutoff: limits.change_cutoff ?? null,
});

/** Reminder mails: minutes before the start, latest first; and whether the host gets them too. */
export interface RemindersView {
  offsets: number[];
  notify_host: boolean;
}

export const reminderColumns = (reminders: RemindersView) => ({ reminderOffsets: reminders.offsets, remindHost: reminders.notify_host });

/** The limits the slot engine applies. */
export const bookingLimitsOf = (row: EventTypeRow): BookingLimits => ({
  windowDays: row.windowDays,
  windowStart: row.windowStart,
  windowEnd: row.windowEnd,
  maxPerDay: row.maxPerDay,
  maxPerWeek: row.maxPerWeek,
});

export function toEventTypeView(row: EventTypeRow, hosts: HostView[] = []): EventTypeView {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    location: row.location,
    location_kind: row.locationKind,
    schedule_id: row.scheduleId,
    description: row.description,
    durations: row.durations,
    default_duration: row.defaultDuration,
    is_public: row.isPublic,
    image_url: row.imageKey ? imageUrlFor(row.imageKey) : null,
    buffer_time: row.bufferTime,
    min_notice: row.minNotice,
    limits: toLimitsView(row),
    reminders: { offsets: row.reminderOffsets, notify_host: row.remindHost },
    questions: row.questions,
    locale: row.locale,
    created_at: new Date(row.createdAt).toISOString(),
    team_id: row.teamId,
    assignment: row.assignment,
    use_weights: row.useWeights,
    equal_distribution_limit: row.equalDistributionLimit,
    hosts,
    ...toConfirmationView(row),
    ...toSeatView(row),
  };
}
