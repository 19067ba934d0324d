import type { LocationKind } from "../../../../shared/location-kinds";
import { PLACE_LABELS_EN } from "../../../../shared/meeting-place";
import { type FormError, formError } from "./form-error";
import { bookingMakesPlace } from "./place-fields";
import { DEFAULT_DURATION, DEFAULT_DURATIONS } from "./duration-list";
import type { EventType, EventTypeInput, ScheduleOption } from "./event-types-api";

/** A new booking type's location names a social virtual-world platform. */
export const DEFAULT_LOCATION = "VRChat";

/** The form's fields as typed: numbers stay text until they are checked. */
export interface FormValues {
  title: string;
  location: string;
  /** How `location` is read (docs/MEETING-PLACES.md): a custom text, an address, a phone number, a link, a label. */
  locationKind: LocationKind;
  description: string;
  durations: number[];
  defaultDuration: number | null;
  isPublic: boolean;
  imageUrl: string | null;
  bufferTime: string;
  /** "" when none is chosen. */
  scheduleId: string;
  /** The booking page's language; "" for the booker's own. */
  locale: string;
}

export type FieldErrors = Partial<Record<"title" | "location" | "durations" | "bufferTime" | "scheduleId", FormError>>;

/** Create mode starts from a new booking type's defaults; edit mode from the event type passed in. */
export function initialValues(eventType: EventType | null, schedules: readonly ScheduleOption[]): FormValues {
  if (!eventType) {
    return {
      title: "",
      location: DEFAULT_LOCATION,
      locationKind: "custom",
      description: "",
      durations: DEFAULT_DURATIONS,
      defaultDuration: DEFAULT_DURATION,
      isPublic: true,
      imageUrl: null,
      bufferTime: "0",
      scheduleId: schedules[0] ? String(schedules[0].id) : "",
      locale: "",
    };
  }
  const scheduleExists = schedules.some((schedule) => schedule.id === eventType.schedule_id);
  return {
    title: eventType.title,
    location: eventType.location,
    locationKind: eventType.location_kind,
    description: eventType.description,
    durations: eventType.durations,
    defaultDuration: eventType.default_duration,
    isPublic: eventType.is_public,
    imageUrl: eventType.image_url,
    bufferTime: String(eventType.buffer_time),
    scheduleId: scheduleExists ? String(eventType.schedule_id) : "",
    locale: eventType.locale ?? "",
  };
}

/**
 * Title, Location, Durations and Availability Schedule are required; buffer is a number ≥ 0. A team
 * type has no schedule of its own (each host books from theirs).
 */
export function validate(values: FormValues, needsSchedule = true): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.title.trim()) errors.title = formError("eventtypes.error.title");
  if (!bookingMakesPlace(values.locationKind) && !values.location.trim()) errors.location = formError("eventtypes.error.location");
  if (values.durations.length === 0) errors.durations = formError("eventtypes.error.durations");
  if (!/^\d+$/.test(values.bufferTime.trim())) errors.bufferTime = formError("eventtypes.error.bufferTime");
  if (needsSchedule && !values.scheduleId) errors.scheduleId = formError("eventtypes.error.schedule");
  return errors;
}

/** The request body of valid values (validate() found nothing), but for the schedule. */
export function commonInput(values: FormValues): Omit<EventTypeInput, "schedule_id"> {
  return {
    title: values.title.trim(),
    // A kind whose place each booking makes stores its label: the API keeps a Location for every type.
    location: bookingMakesPlace(values.locationKind) ? PLACE_LABELS_EN[values.locationKind] : values.location.trim(),
    location_kind: values.locationKind,
    description: values.description.trim(),
    durations: values.durations,
    default_duration: values.defaultDuration ?? values.durations[0] ?? DEFAULT_DURATION,
    is_public: values.isPublic,
    image_url: values.imageUrl,
    buffer_time: Number(values.bufferTime.trim()),
    locale: values.locale || null,
  };
}

/** A personal type's request body of valid values (validate() found nothing). */
export const toInput = (values: FormValues): EventTypeInput => ({ ...commonInput(values), schedule_id: Number(values.scheduleId) });
