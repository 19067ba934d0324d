/*
 * Fallback texts, in the product's exact wording, for when a failed response carries no `error` field.
 * Server errors (the response's `error`) always win over these.
 */
export const LOGIN_FAILED = "Something went wrong";
export const REGISTER_FAILED = "Something went wrong";
export const VERIFICATION_FAILED = "Verification failed";
export const EVENTS_FETCH_FAILED = "Network response was not ok";
export const SCHEDULES_FETCH_FAILED = "Failed to fetch schedules.";
export const SCHEDULES_LOAD_FAILED = "Could not load schedules.";
export const OVERRIDES_FETCH_FAILED = "Failed to fetch overrides.";
export const RULES_FETCH_FAILED = "Failed to fetch rules.";
export const OVERRIDE_SAVE_FAILED = "Failed to save override.";
export const OVERRIDE_SAVE_FAILED_SHORT = "Failed to save override";
export const OVERRIDE_DELETE_FAILED = "Failed to delete override.";
export const OVERRIDE_DELETE_FAILED_SHORT = "Failed to delete override";
export const EVENT_CANCEL_FAILED = "Failed to cancel event";
export const EVENT_DELETE_FAILED = "Failed to delete event";
export const DELETE_TIMED_OUT = "Request timed out. The action may have still succeeded.";
export const EVENT_TYPES_FETCH_FAILED = "Failed to fetch event types.";
export const EVENT_TYPE_CREATE_FAILED = "Failed to create event type.";
export const EVENT_TYPE_UPDATE_FAILED = "Failed to update event type.";
export const UPLOAD_FAILED = "Upload failed";
export const BOOKING_PAGE_NOT_FOUND = "Booking page not found.";
export const MONTH_AVAILABILITY_FAILED = "Could not load monthly availability.";
export const DAY_SLOTS_FAILED = "Could not load slots for this day.";
export const BOOKING_CONFIRM_FAILED = "Failed to confirm booking.";
export const CALENDAR_ADD_FAILED = "Failed to add event to your calendar.";
export const SETTINGS_FETCH_FAILED = "Failed to fetch settings.";
export const SETTINGS_UPDATE_FAILED = "Failed to update settings.";
export const PASSWORD_CHANGE_FAILED = "Failed to change password.";
export const ACCOUNT_DELETE_FAILED = "Failed to delete account.";
export const USERS_FETCH_FAILED = "Failed to fetch users.";
export const UNEXPECTED_ERROR = "An unexpected error occurred.";
