/**
 * The calendar services a host connects with OAuth (docs/CALENDAR-PROVIDERS.md). Each has its own
 * folder under worker/ speaking its wire format; everything else sees only this name.
 */
export const CALENDAR_PROVIDERS = ["google", "microsoft"] as const;

export type CalendarProvider = (typeof CALENDAR_PROVIDERS)[number];
