/*
 * The keys of the host app's English catalogue (web/src/i18n/messages/en/), the source of every host
 * key as shared/i18n/message-keys.ts is for the booker's: a key no English message has is a type
 * error, and test/domain/catalogues.test.ts holds every other catalogue to the same keys.
 */
type App = typeof import("./messages/en/app.json");
type Availability = typeof import("./messages/en/availability.json");
type Auth = typeof import("./messages/en/auth.json");
type Calendar = typeof import("./messages/en/calendar.json");
type EventTypes = typeof import("./messages/en/eventtypes.json");
type Settings = typeof import("./messages/en/settings.json");
type Bookings = typeof import("./messages/en/bookings.json");
type Insights = typeof import("./messages/en/insights.json");
type Teams = typeof import("./messages/en/teams.json");
type Admin = typeof import("./messages/en/admin.json");

export type HostMessageKey =
  | keyof App
  | keyof Auth
  | keyof Calendar
  | keyof Settings
  | keyof Availability
  | keyof EventTypes
  | keyof Bookings
  | keyof Insights
  | keyof Teams
  | keyof Admin;

/** The host namespaces, one JSON file each per catalogue; keys start with their namespace ("calendar.…"). */
export const HOST_NAMESPACES = ["app", "auth", "calendar", "settings", "availability", "eventtypes", "bookings", "insights", "teams", "admin"] as const;
