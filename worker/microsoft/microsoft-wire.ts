/*
 * The parts of Microsoft's wire format Hangout reads and writes, typed from the published references:
 * the Microsoft identity platform's OAuth 2.0 authorization code flow
 * (learn.microsoft.com/entra/identity-platform/v2-oauth2-auth-code-flow) and Microsoft Graph v1.0
 * (user, calendar, event, event: delta, subscription, change notifications). Fields Hangout never
 * reads are left out.
 */

/** Graph's date and time with its zone: `dateTime` has no offset ("2026-12-10T10:00:00.0000000"). */
export interface GraphDateTimeTimeZone {
  dateTime: string;
  timeZone: string;
}

export interface GraphUser {
  id: string;
  mail?: string | null;
  userPrincipalName: string;
}

export interface GraphCalendar {
  id: string;
  name: string;
  canEdit?: boolean;
  isDefaultCalendar?: boolean;
}

/** A collection page: `@odata.nextLink` while more pages follow; a delta's last page has `@odata.deltaLink`. */
export interface GraphPage<T> {
  value: T[];
  "@odata.nextLink"?: string;
  "@odata.deltaLink"?: string;
}

export type GraphShowAs = "free" | "tentative" | "busy" | "oof" | "workingElsewhere" | "unknown";

/** An event as calendarView/delta and the events endpoints answer it; a removed one carries `@removed` and its id. */
export interface GraphEvent {
  id: string;
  "@removed"?: { reason: "changed" | "deleted" };
  showAs?: GraphShowAs;
  isCancelled?: boolean;
  isAllDay?: boolean;
  start?: GraphDateTimeTimeZone;
  end?: GraphDateTimeTimeZone;
  subject?: string;
  body?: { contentType?: "text" | "html"; content?: string };
  transactionId?: string | null;
  isOnlineMeeting?: boolean;
  onlineMeeting?: { joinUrl?: string } | null;
}

/** What Hangout POSTs (create) and PATCHes (move) for a booking's event. */
export interface GraphEventWrite {
  subject: string;
  body: { contentType: "text"; content: string };
  start: GraphDateTimeTimeZone;
  end: GraphDateTimeTimeZone;
  location?: { displayName: string };
  showAs: "busy";
  isReminderOn: boolean;
  /** Only on create: Graph answers the event it already made for this id instead of making a second one. */
  transactionId?: string;
  /** A Teams meeting for the event: Graph answers its `onlineMeeting.joinUrl`. */
  isOnlineMeeting?: boolean;
  onlineMeetingProvider?: "teamsForBusiness";
}

/** POST /subscriptions' body and answer (`id` and `expirationDateTime` filled in by Graph). */
export interface GraphSubscription {
  id?: string;
  changeType: string;
  notificationUrl: string;
  resource: string;
  expirationDateTime: string;
  clientState: string;
}

/** One change notification of a POST to the notification URL. */
export interface GraphChangeNotification {
  subscriptionId: string;
  clientState?: string;
  changeType: "created" | "updated" | "deleted";
  resource: string;
  subscriptionExpirationDateTime?: string;
  tenantId?: string;
  resourceData?: { "@odata.type"?: string; "@odata.id"?: string; id?: string };
}

export interface GraphChangeNotificationCollection {
  value: GraphChangeNotification[];
}

/** Graph's JSON error body: `code` such as "syncStateNotFound" or "ErrorItemNotFound". */
export interface GraphError {
  error: { code: string; message: string };
}
