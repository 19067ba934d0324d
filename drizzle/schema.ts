import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CALENDAR_EVENT_TYPES } from "../worker/domain/calendar-entry";
import type { BookingAnswer } from "../worker/domain/booking-answer";
import type { BookingQuestion } from "../worker/domain/booking-questions";
import type { WebhookEventType } from "../worker/domain/webhook-payload";
import { HOST_PRIORITIES, TEAM_ASSIGNMENTS, TEAM_ROLES } from "../worker/domain/team-terms";
import { LOCATION_KINDS } from "../shared/location-kinds";
import { CANCELLED_BY, NO_SHOW_PARTIES } from "../worker/domain/no-show";
import { CALENDAR_PROVIDERS } from "../worker/domain/calendar-providers";

/*
 * The single source of truth for every table. Instants are integer epoch milliseconds (UTC);
 * wall-clock times are "HH:mm" text in a schedule's IANA zone; dates are "yyyy-MM-dd" text.
 */

const createdAt = () =>
  integer("created_at")
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);
const bool = (name: string) => integer(name, { mode: "boolean" });

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Lower-case, 3–30 of [a-z0-9_-]: unique as stored, so case-insensitively unique. */
    username: text("username").notNull(),
    /** Lower-cased on the way in, so unique case-insensitively. */
    email: text("email").notNull(),
    /** "pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>": parameters live beside the hash. */
    passwordHash: text("password_hash").notNull(),
    isAdmin: bool("is_admin").notNull().default(false),
    /** Bumped on password change: tokens carrying an older version are refused. */
    tokenVersion: integer("token_version").notNull().default(0),
    emailNotifications: bool("email_notifications").notNull().default(true),
    isTwoFactorEnabled: bool("is_two_factor_enabled").notNull().default(false),
    /** AES-GCM encrypted TOTP secret (enabled or pending verification); never stored in clear. */
    twoFactorSecret: text("two_factor_secret"),
    /** Last accepted TOTP time step, so one code is never accepted twice. */
    lastTotpStep: integer("last_totp_step"),
    /** SHA-256 of the private calendar feed's link token; null: no feed. */
    feedTokenHash: text("feed_token_hash"),
    /** The feed carries the host's own calendar events too, not only bookings. */
    feedIncludesEvents: bool("feed_includes_events").notNull().default(false),
    /**
     * Bumped in the same batch as every write that can change the host's free time (bookings,
     * schedules, event types, calendar rows, subscribed busy time): cached availability names it.
     */
    availabilityVersion: integer("availability_version").notNull().default(0),
    /** The host's default language for their booker pages and mails, a BCP 47 tag (docs/LANGUAGES.md). */
    locale: text("locale").notNull().default("en"),
    /** The Jitsi server this host's video rooms are made on (https origin); null: the instance's (JITSI_BASE), else https://meet.jit.si. */
    jitsiBase: text("jitsi_base"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_username_uq").on(t.username),
    uniqueIndex("users_email_uq").on(t.email),
    uniqueIndex("users_feed_token_uq").on(t.feedTokenHash),
  ],
);

export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: integer("used_at"),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

export const schedules = sqliteTable(
  "schedules",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** IANA zone the rules and overrides are wall-clock times in (docs/DECISIONS.md, Time). */
    timezone: text("timezone").notNull().default("UTC"),
    createdAt: createdAt(),
  },
  (t) => [index("schedules_user_idx").on(t.userId)],
);

export const availabilityRules = sqliteTable(
  "availability_rules",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    scheduleId: integer("schedule_id")
      .notNull()
      .references(() => schedules.id, { onDelete: "cascade" }),
    /** 0 Sunday … 6 Saturday. */
    dayOfWeek: integer("day_of_week").notNull(),
    /** "HH:mm" wall clock; end <= start means the range crosses midnight. */
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
  },
  (t) => [index("availability_rules_schedule_idx").on(t.scheduleId)],
);

export const dateOverrides = sqliteTable(
  "date_overrides",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    scheduleId: integer("schedule_id")
      .notNull()
      .references(() => schedules.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    isUnavailable: bool("is_unavailable").notNull().default(false),
    startTime: text("start_time"),
    endTime: text("end_time"),
  },
  (t) => [uniqueIndex("date_overrides_schedule_date_uq").on(t.scheduleId, t.date)],
);

export const eventTypes = sqliteTable(
  "event_types",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null once its schedule is deleted: the booking page then offers no slots. */
    scheduleId: integer("schedule_id").references(() => schedules.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull().default(""),
    location: text("location").notNull(),
    /** Minutes, ascending. */
    durations: text("durations", { mode: "json" }).$type<number[]>().notNull().default([30, 60]),
    defaultDuration: integer("default_duration").notNull().default(60),
    isPublic: bool("is_public").notNull().default(true),
    /** R2 key of the header image, served at /api/images/{key}. */
    imageKey: text("image_key"),
    bufferTime: integer("buffer_time").notNull().default(0),
    /** The language its booker pages speak unless the booker chose one; null: the booker's own (docs/LANGUAGES.md). */
    locale: text("locale"),
    /** Minimum notice before a bookable start, in minutes. */
    minNotice: integer("min_notice").notNull().default(0),
    /** Limits, all optional; days and weeks are the schedule's. Bookable up to N days after today. */
    windowDays: integer("window_days"),
    /** Bookable only between these dates (inclusive, "yyyy-MM-dd"). */
    windowStart: text("window_start"),
    windowEnd: text("window_end"),
    maxPerDay: integer("max_per_day"),
    maxPerWeek: integer("max_per_week"),
    /** Bookers may not cancel less than this many minutes before the start (the host always may). */
    changeCutoff: integer("change_cutoff"),
    /** Reminder mails to the booker, in minutes before the start. */
    reminderOffsets: text("reminder_offsets", { mode: "json" }).$type<number[]>().notNull().default([]),
    /** The host gets the same reminders too. */
    remindHost: bool("remind_host").notNull().default(false),
    /** What the booking form asks after name, email and notes, in order. */
    questions: text("questions", { mode: "json" }).$type<BookingQuestion[]>().notNull().default([]),
    /**
     * A team's booking type: its hosts are `event_type_hosts`, and `user_id` is the member who made it.
     * Null: a personal type, hosted by `user_id` alone.
     */
    teamId: integer("team_id").references((): AnySQLiteColumn => teams.id, { onDelete: "cascade" }),
    /** A team type's kind: one free host per booking, or every host on every booking. Null for a personal type. */
    assignment: text("assignment", { enum: TEAM_ASSIGNMENTS }),
    /** Round-robin: hosts' weights are target shares of the bookings (otherwise every host's share is equal). */
    useWeights: bool("use_weights").notNull().default(false),
    /** Round-robin: a host more than this many bookings ahead of the least-booked host is not offered; null: no limit. */
    equalDistributionLimit: integer("equal_distribution_limit"),
    /** Each booking is a request (status 'pending') until the host approves or declines it. */
    requiresConfirmation: bool("requires_confirmation").notNull().default(false),
    /** Hours the host has to decide a request (1–168); it is declined automatically after that, and never later than its start. */
    confirmationHours: integer("confirmation_hours").notNull().default(24),
    /**
     * Where to meet: how `location` is read. custom: a text shown as is (the spec's field);
     * in_person: an address; host_phone: the host's number; booker_phone: the form asks the booker's;
     * link: a fixed https meeting URL; jitsi: a video room made per booking. Only `custom` shows the
     * place before booking; the others show their kind until booked (docs/MEETING-PLACES.md).
     */
    locationKind: text("location_kind", { enum: LOCATION_KINDS }).notNull().default("custom"),
    /** Seats per time (2–500): a time stays offered until they are taken; null: one booking per time. */
    seats: integer("seats"),
    /** Seated types: attendees see each other's names and emails (invitation, pages); off by default. */
    seatsShowAttendees: bool("seats_show_attendees").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("event_types_slug_uq").on(t.slug), index("event_types_user_idx").on(t.userId), index("event_types_team_idx").on(t.teamId)],
);

export const calendarEvents = sqliteTable(
  "calendar_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    type: text("type", { enum: CALENDAR_EVENT_TYPES }).notNull(),
    description: text("description").notNull().default(""),
    location: text("location").notNull().default(""),
    isAllDay: bool("is_all_day").notNull().default(false),
    /** Timed events: epoch ms. All-day events: midnight UTC of start_date (for range queries). */
    startTime: integer("start_time").notNull(),
    /** Null: a point in time. */
    endTime: integer("end_time"),
    /** All-day events are dates, not instants: first and last day, inclusive. */
    startDate: text("start_date"),
    endDate: text("end_date"),
    /** Zone a recurring series repeats its wall-clock time in. */
    timezone: text("timezone").notNull().default("UTC"),
    guests: text("guests", { mode: "json" }).$type<string[]>().notNull().default([]),
    /** Series identity shared by every part of a recurring series (also after splits). */
    recurrenceId: text("recurrence_id"),
    recurrenceFreq: text("recurrence_freq"),
    recurrenceInterval: integer("recurrence_interval"),
    recurrenceByDay: text("recurrence_by_day"),
    recurrenceEndDate: text("recurrence_end_date"),
    /** Original occurrence starts (epoch ms) removed or detached from the series. */
    recurrenceExdates: text("recurrence_exdates", { mode: "json" }).$type<number[]>().notNull().default([]),
    /** For a detached occurrence: the series row it replaces an occurrence of, and which. */
    parentEventId: integer("parent_event_id"),
    originalStartTime: integer("original_start_time"),
    bookingId: integer("booking_id"),
    bookerName: text("booker_name"),
    bookerEmail: text("booker_email"),
    /**
     * The booking's own private link (PUBLIC_ORIGIN + /cancel/{token}), checked against the booking's
     * token before it is stored: the only link the calendar labels "Manage this booking". Never parsed
     * out of a description, which holds what a visitor typed.
     */
    manageUrl: text("manage_url"),
    /** Imported events: the source UID (+ RECURRENCE-ID), so re-import does not duplicate. */
    icsUid: text("ics_uid"),
    /** False for TRANSP:TRANSPARENT / BUSYSTATUS:FREE imports: shown, but never blocks slots. */
    isBusy: bool("is_busy").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index("calendar_events_user_start_idx").on(t.userId, t.startTime),
    index("calendar_events_booking_idx").on(t.bookingId),
    uniqueIndex("calendar_events_user_ics_uq").on(t.userId, t.icsUid),
  ],
);

export const bookings = sqliteTable(
  "bookings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    hostUserId: integer("host_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    eventTypeId: integer("event_type_id").references(() => eventTypes.id, { onDelete: "set null" }),
    /** Snapshot, so the booking still reads right after its event type changes or goes. */
    title: text("title").notNull(),
    location: text("location").notNull().default(""),
    startTime: integer("start_time").notNull(),
    endTime: integer("end_time").notNull(),
    /** start - buffer and end + buffer: the span no other booking of the host may touch. */
    blockStart: integer("block_start").notNull(),
    blockEnd: integer("block_end").notNull(),
    bookerName: text("booker_name").notNull(),
    bookerEmail: text("booker_email"),
    bookerUserId: integer("booker_user_id").references(() => users.id, { onDelete: "set null" }),
    notes: text("notes").notNull().default(""),
    guests: text("guests", { mode: "json" }).$type<string[]>().notNull().default([]),
    /** SHA-256 (hex) of the 128-bit cancellation token; the token itself is never stored. */
    cancellationTokenHash: text("cancellation_token_hash").notNull(),
    /**
     * confirmed | cancelled | pending (a request awaiting the host's approval: it holds its time like a
     * confirmed booking) | declined (a request the host, or its deadline, turned down).
     */
    status: text("status").notNull().default("confirmed"),
    /** A pending request's deadline (epoch ms): the cron declines it after this; null unless pending. */
    decisionDeadline: integer("decision_deadline"),
    /** What the host told the booker when declining the request, if anything. */
    declineReason: text("decline_reason"),
    /** iCalendar UID shared by the REQUEST and CANCEL invitations. */
    icsUid: text("ics_uid").notNull(),
    /** iCalendar SEQUENCE of the invitation: 0 when booked, + 1 with each reschedule. */
    sequence: integer("sequence").notNull().default(0),
    /** The booker's answers to the event type's questions, with each question's label as it was when booked. */
    answers: text("answers", { mode: "json" }).$type<BookingAnswer[]>().notNull().default([]),
    /**
     * A random id of the booking's last reschedule: the statements that follow it in its batch find
     * the row by it, so a racing identical reschedule that lost writes nothing.
     */
    changeKey: text("change_key"),
    /** A team booking's team, kept when its event type goes, so the team's owners and admins still see it. */
    teamId: integer("team_id").references((): AnySQLiteColumn => teams.id, { onDelete: "set null" }),
    /** The language the booking was made in: every later mail to the booker uses it (docs/LANGUAGES.md). */
    locale: text("locale").notNull().default("en"),
    /** The booker's zone when they booked (or last moved it): the host's later mail to them (cancel, decline, handover) shows their times in it. */
    bookerTimeZone: text("booker_time_zone").notNull().default("UTC"),
    /** The event type's location kind when booked (`location` holds the place itself: address, number, URL). */
    locationKind: text("location_kind", { enum: LOCATION_KINDS }).notNull().default("custom"),
    /** The meeting's URL (a fixed link, or the booking's own video room); kept by a reschedule, shared by a time's seats. */
    meetingUrl: text("meeting_url"),
    /**
     * Seats: the key every seat of one time shares (the host's one event for the time: its
     * calendar entry, CalDAV event and host invitation UID); null for a booking without seats.
     */
    seatUid: text("seat_uid"),
    createdAt: createdAt(),
    cancelledAt: integer("cancelled_at"),
    /** Who cancelled it (the booker, or a host: a host's cancellation, a reschedule request, an account deletion); null before this was kept (docs/INSIGHTS.md). */
    cancelledBy: text("cancelled_by", { enum: CANCELLED_BY }),
    /** After its end, a host marked who did not come: the booker, or the host; null: everyone came (or nobody said). */
    noShow: text("no_show", { enum: NO_SHOW_PARTIES }),
    /** When `no_show` was last set or cleared: undoing is possible for a week after marking (docs/INSIGHTS.md). */
    noShowAt: integer("no_show_at"),
    /** How many times its time moved (a reschedule); a round-robin handover keeps the time and is not counted. */
    rescheduleCount: integer("reschedule_count").notNull().default(0),
  },
  (t) => [
    uniqueIndex("bookings_token_uq").on(t.cancellationTokenHash),
    index("bookings_host_block_idx").on(t.hostUserId, t.status, t.blockStart),
    // A team's owners and admins list every booking of the team; Insights reads a team's range by start from this index
    // alone, without the table, since a team's year can be 50,000 bookings (docs/INSIGHTS.md).
    index("bookings_team_start_idx").on(
      t.teamId,
      t.startTime,
      t.status,
      t.endTime,
      t.noShow,
      t.cancelledBy,
      t.rescheduleCount,
      t.createdAt,
      t.hostUserId,
      t.eventTypeId,
      t.seatUid,
    ),
    // Insights: a host's and a booking type's bookings in a range of starts (docs/INSIGHTS.md).
    index("bookings_host_start_idx").on(t.hostUserId, t.startTime),
    index("bookings_type_start_idx").on(t.eventTypeId, t.startTime),
    // The cron's sweep of requests past their deadline.
    index("bookings_status_deadline_idx").on(t.status, t.decisionDeadline),
    // A time's seats, counted against its capacity.
    index("bookings_seat_idx").on(t.seatUid),
  ],
);

export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bookingId: integer("booking_id"),
    /** booking-confirmation | host-notification | booking-cancellation | host-cancellation */
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** The same content as `body`, as the inside of an HTML body (everything a visitor typed escaped). */
    html: text("html"),
    /** Who a reply reaches: the host for the booker's mail, the booker for the host's (when known). */
    replyTo: text("reply_to"),
    /** Calendar attachment (text/calendar), if any. */
    ics: text("ics"),
    icsMethod: text("ics_method"),
    /**
     * held: over its recipient's hourly allowance, kept and never sent (worker/email/recipient-limits.ts).
     * sending: claimed by one consumer until `lease_until`; a lease that ran out is claimed again.
     * scheduled: a reminder waiting for `send_after`; cancelled: a reminder its booking no longer needs.
     * awaiting: a booking request's confirmation or reminder, written with the request and released
     * (pending or scheduled) when the host approves it, cancelled when the request is declined.
     */
    status: text("status", { enum: ["pending", "sending", "sent", "dead", "held", "scheduled", "cancelled", "awaiting"] }).notNull().default("pending"),
    /** When a scheduled row becomes due (reminders). */
    sendAfter: integer("send_after"),
    attempts: integer("attempts").notNull().default(0),
    leaseUntil: integer("lease_until"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: integer("sent_at"),
  },
  (t) => [
    index("email_outbox_status_idx").on(t.status, t.createdAt),
    index("email_outbox_recipient_idx").on(t.toAddress, t.kind, t.createdAt),
    index("email_outbox_due_idx").on(t.status, t.sendAfter),
  ],
);

/** Local development mailbox: what the dev transport "sent". Never written in production. */
export const devMailbox = sqliteTable("dev_mailbox", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  outboxId: integer("outbox_id").notNull(),
  toAddress: text("to_address").notNull(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  ics: text("ics"),
  icsMethod: text("ics_method"),
  /** The whole message as it would have gone out (RFC 5322, CRLF). */
  raw: text("raw"),
  createdAt: createdAt(),
});

/** Fixed-window counters for rate limits that must hold across requests and isolates. */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull().default(0),
});

/**
 * Slugs, usernames and team addresses once issued and since deleted (or, for a team, changed): a
 * shared /book, /u or /team link never comes to point at someone else. Not a foreign key: a tombstone outlives its account.
 */
export const retiredNames = sqliteTable(
  "retired_names",
  {
    kind: text("kind", { enum: ["slug", "username", "team"] }).notNull(),
    name: text("name").notNull(),
    /** Who held it: the same owner may take their own slug again. For a team address, who retired it. */
    ownerUserId: integer("owner_user_id").notNull(),
    retiredAt: createdAt(),
    /** A team address's team: only that team may take it again (docs/TEAMS.md). Null for the other kinds. */
    ownerTeamId: integer("owner_team_id"),
  },
  (t) => [primaryKey({ columns: [t.kind, t.name] })],
);

/** A calendar the host subscribed to by its iCalendar address: its busy time blocks slots. */
export const calendarSubscriptions = sqliteTable(
  "calendar_subscriptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The address, AES-GCM sealed (it is a secret: whoever has it reads the calendar); never shown again. */
    urlSealed: text("url_sealed").notNull(),
    /** What the host may see of the address: its host name ("calendar.google.com"). */
    urlHost: text("url_host").notNull(),
    /** For conditional requests: an unchanged calendar costs one small response. */
    etag: text("etag"),
    lastModified: text("last_modified"),
    /** Last successful sync; null: never. */
    lastSyncedAt: integer("last_synced_at"),
    lastAttemptAt: integer("last_attempt_at"),
    lastError: text("last_error"),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    /** Busy intervals stored at the last successful sync. */
    busyCount: integer("busy_count").notNull().default(0),
    /**
     * Set for a calendar of a CalDAV account: the sealed address is the calendar's
     * collection URL, read with the account's credentials, and `etag` holds its CTag.
     */
    caldavAccountId: integer("caldav_account_id").references(() => caldavAccounts.id, { onDelete: "cascade" }),
    /**
     * Set for a calendar of an OAuth connection (docs/CALENDAR-PROVIDERS.md): `providerCalendarId` is the
     * calendar's id at the provider, and the sealed address holds that id too.
     */
    connectionId: integer("connection_id").references((): AnySQLiteColumn => calendarConnections.id, { onDelete: "cascade" }),
    providerCalendarId: text("provider_calendar_id"),
    /** The provider's cursor for the next incremental sync; null: the next sync reads everything. */
    syncToken: text("sync_token"),
    /** When everything was last read: a daily full read brings in what entered the booking horizon. */
    fullSyncAt: integer("full_sync_at"),
    /** The push channel telling Hangout of changes, its secret token's SHA-256, and when it ends. */
    channelId: text("channel_id"),
    channelResourceId: text("channel_resource_id"),
    channelTokenHash: text("channel_token_hash"),
    channelExpiresAt: integer("channel_expires_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("calendar_subscriptions_user_idx").on(t.userId),
    index("calendar_subscriptions_attempt_idx").on(t.lastAttemptAt),
    uniqueIndex("calendar_subscriptions_channel_uq").on(t.channelId),
    index("calendar_subscriptions_connection_idx").on(t.connectionId),
  ],
);

/** A subscription's busy time over the booking horizon, as merged intervals: replaced whole at each sync. */
export const subscriptionBusy = sqliteTable(
  "subscription_busy",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => calendarSubscriptions.id, { onDelete: "cascade" }),
    /** The host, so the booking page reads busy time in the same batch as the rest of its context. */
    userId: integer("user_id").notNull(),
    startTime: integer("start_time").notNull(),
    endTime: integer("end_time").notNull(),
    /** The provider's event id for a connection's calendar, whose busy time changes one event at a time; null for whole-calendar syncs. */
    externalId: text("external_id"),
  },
  (t) => [index("subscription_busy_user_start_idx").on(t.userId, t.startTime), index("subscription_busy_subscription_idx").on(t.subscriptionId, t.externalId)],
);

/** A personal API token: `Authorization: Bearer hgt_…` on the host API routes. */
export const apiTokens = sqliteTable(
  "api_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** SHA-256 of the token: the token itself is shown once, when it is made. */
    tokenHash: text("token_hash").notNull(),
    scope: text("scope", { enum: ["read", "read-write"] }).notNull(),
    expiresAt: integer("expires_at").notNull(),
    lastUsedAt: integer("last_used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("api_tokens_hash_uq").on(t.tokenHash), index("api_tokens_user_idx").on(t.userId)],
);

/** A CalDAV account: its calendars' busy time is read like a subscription's, bookings are written into one. */
export const caldavAccounts = sqliteTable(
  "caldav_accounts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    serverUrl: text("server_url").notNull(),
    username: text("username").notNull(),
    /** The app password, AES-GCM sealed; never shown again. */
    passwordSealed: text("password_sealed").notNull(),
    /** The calendars discovery found, JSON `{ url, name }[]`. */
    calendars: text("calendars", { mode: "json" }).$type<{ url: string; name: string }[]>().notNull(),
    /** Where bookings are written; null: nowhere. */
    writeCalendarUrl: text("write_calendar_url"),
    /** The last failed write, until a write succeeds again. */
    lastWriteError: text("last_write_error"),
    lastWriteErrorAt: integer("last_write_error_at"),
    createdAt: createdAt(),
  },
  (t) => [index("caldav_accounts_user_idx").on(t.userId)],
);

/**
 * The outbox of calendar writes: one row per booking change, written in the booking's batch. The
 * queue consumer makes the host's calendar match the booking as it is then (PUT or DELETE), so a
 * retry or a late row never undoes a newer change.
 */
export const caldavWrites = sqliteTable(
  "caldav_writes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    accountId: integer("account_id")
      .notNull()
      .references(() => caldavAccounts.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "sending", "done", "dead"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    leaseUntil: integer("lease_until"),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [index("caldav_writes_status_idx").on(t.status, t.createdAt)],
);

/**
 * Where a booking's event lives on a host's CalDAV server, so a later change finds it: one per
 * account, so a collective booking has one in each host's account.
 */
export const caldavEvents = sqliteTable(
  "caldav_events",
  {
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    accountId: integer("account_id")
      .notNull()
      .references(() => caldavAccounts.id, { onDelete: "cascade" }),
    href: text("href").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.accountId] })],
);

/**
 * A host's account at a calendar provider, connected with OAuth (docs/CALENDAR-PROVIDERS.md): its
 * tokens sealed, its calendars as last listed, the one bookings are written into, and whether the
 * grant still works.
 */
export const calendarConnections = sqliteTable(
  "calendar_connections",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: CALENDAR_PROVIDERS }).notNull(),
    /** The account's address at the provider, as the host recognises it. */
    accountEmail: text("account_email").notNull(),
    /** The scopes the provider granted, space-separated. */
    scope: text("scope").notNull(),
    accessTokenSealed: text("access_token_sealed").notNull(),
    accessExpiresAt: integer("access_expires_at").notNull(),
    refreshTokenSealed: text("refresh_token_sealed").notNull(),
    /** The account's calendars, JSON `{ id, name, writable }[]`. */
    calendars: text("calendars", { mode: "json" }).$type<{ id: string; name: string; writable: boolean }[]>().notNull(),
    /** Where bookings are written; null: nowhere. */
    writeCalendarId: text("write_calendar_id"),
    /** broken: the provider refused the grant; nothing is read or written until the host connects again. */
    status: text("status", { enum: ["active", "broken"] }).notNull().default("active"),
    brokenReason: text("broken_reason"),
    brokenAt: integer("broken_at"),
    lastWriteError: text("last_write_error"),
    lastWriteErrorAt: integer("last_write_error_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("calendar_connections_account_uq").on(t.userId, t.provider, t.accountEmail)],
);

/** A consent the host started: its `state` (SHA-256) bound to them, and the PKCE challenge the browser holds the verifier of. */
export const oauthStates = sqliteTable(
  "oauth_states",
  {
    stateHash: text("state_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: CALENDAR_PROVIDERS }).notNull(),
    codeChallenge: text("code_challenge").notNull(),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("oauth_states_user_idx").on(t.userId)],
);

/** The outbox of writes into a connection's calendar, as caldav_writes is for CalDAV accounts. */
export const providerWrites = sqliteTable(
  "provider_writes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    connectionId: integer("connection_id")
      .notNull()
      .references(() => calendarConnections.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "sending", "done", "dead"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    leaseUntil: integer("lease_until"),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [index("provider_writes_status_idx").on(t.status, t.createdAt)],
);

/** Where a booking's event lives in a connection's calendar, so a move or cancel finds it. */
export const providerEvents = sqliteTable(
  "provider_events",
  {
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    connectionId: integer("connection_id")
      .notNull()
      .references(() => calendarConnections.id, { onDelete: "cascade" }),
    calendarId: text("calendar_id").notNull(),
    eventId: text("event_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.connectionId] })],
);

/** A host's webhook endpoint: signed POSTs about their bookings. */
export const webhookEndpoints = sqliteTable(
  "webhook_endpoints",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    /** The event types it receives: booking.created, booking.rescheduled, booking.cancelled, ping. */
    events: text("events", { mode: "json" }).$type<WebhookEventType[]>().notNull(),
    /** The signing secret, AES-GCM sealed: shown once when made, needed in clear only to sign. */
    secretSealed: text("secret_sealed").notNull(),
    /** paused: after too many failures in a row; nothing is sent until the host resumes it. */
    status: text("status", { enum: ["active", "paused"] }).notNull().default("active"),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    pausedAt: integer("paused_at"),
    createdAt: createdAt(),
  },
  (t) => [index("webhook_endpoints_user_idx").on(t.userId)],
);

/**
 * One event for one endpoint, written in the batch that changed the booking. It carries its own copy of
 * the address and sealed secret, so a cancellation made by deleting the account is still delivered.
 */
export const webhookDeliveries = sqliteTable(
  "webhook_deliveries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    endpointId: integer("endpoint_id").references(() => webhookEndpoints.id, { onDelete: "set null" }),
    /** The endpoint's owner (the sealed secret is bound to it); no foreign key: it outlives the account. */
    userId: integer("user_id").notNull(),
    url: text("url").notNull(),
    secretSealed: text("secret_sealed").notNull(),
    bookingId: integer("booking_id"),
    /** Hangout-Event-Id: the same on every attempt, so receivers can de-duplicate. */
    eventId: text("event_id").notNull(),
    eventType: text("event_type").$type<WebhookEventType>().notNull(),
    /** What the body is rendered from (worker/domain/webhook-payload.ts), fixed when the event happened. */
    snapshot: text("snapshot").notNull(),
    /** sending: claimed by one consumer until `lease_until`. */
    status: text("status", { enum: ["pending", "sending", "delivered", "failed"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at").notNull(),
    leaseUntil: integer("lease_until"),
    lastAttemptAt: integer("last_attempt_at"),
    responseStatus: integer("response_status"),
    durationMs: integer("duration_ms"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    deliveredAt: integer("delivered_at"),
  },
  (t) => [
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.id),
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("webhook_deliveries_booking_idx").on(t.bookingId),
  ],
);

/**
 * Every attempt at a delivery (time, answer, duration), so the delivery log still shows the failures
 * before a success. Deleted with its delivery, by the same pruning.
 */
export const webhookAttempts = sqliteTable(
  "webhook_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    deliveryId: integer("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attemptedAt: integer("attempted_at").notNull(),
    /** The receiver's HTTP status; null when it gave none (unreachable, timed out). */
    responseStatus: integer("response_status"),
    durationMs: integer("duration_ms").notNull(),
    error: text("error"),
  },
  (t) => [index("webhook_attempts_delivery_idx").on(t.deliveryId, t.id)],
);

/** A team: members share booking types, round-robin or collective; `/team/{slug}` lists its public ones. */
export const teams = sqliteTable(
  "teams",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    /** Lower-case, like usernames; its own namespace (`/team/{slug}`). */
    slug: text("slug").notNull(),
    /** The Jitsi server of the team types' video rooms (docs/MEETING-PLACES.md); null: the instance's. */
    jitsiBase: text("jitsi_base"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("teams_slug_uq").on(t.slug)],
);

/** Who is in a team, and what they may do: owners and admins manage members and team types. */
export const teamMembers = sqliteTable(
  "team_members",
  {
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: TEAM_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index("team_members_user_idx").on(t.userId)],
);

/** An invitation by email, accepted by a signed-in user with that address through its single-use link. */
export const teamInvitations = sqliteTable(
  "team_invitations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    /** Lower-cased. */
    email: text("email").notNull(),
    role: text("role", { enum: TEAM_ROLES }).notNull(),
    /** SHA-256 of the link's token; the token itself is only ever mailed. */
    tokenHash: text("token_hash").notNull(),
    invitedByUserId: integer("invited_by_user_id").references(() => users.id, { onDelete: "set null" }),
    expiresAt: integer("expires_at").notNull(),
    acceptedAt: integer("accepted_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("team_invitations_token_uq").on(t.tokenHash), index("team_invitations_team_idx").on(t.teamId)],
);

/** The hosts of a team booking type, with what round-robin assignment weighs. */
export const eventTypeHosts = sqliteTable(
  "event_type_hosts",
  {
    eventTypeId: integer("event_type_id")
      .notNull()
      .references(() => eventTypes.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    priority: text("priority", { enum: HOST_PRIORITIES }).notNull().default("medium"),
    /** A target share with `use_weights` (e.g. 2:1:1); always > 0. */
    weight: integer("weight").notNull().default(1),
    /** The host's schedule for this type; null: their default schedule (their first). */
    scheduleId: integer("schedule_id").references(() => schedules.id, { onDelete: "set null" }),
    /** When the host joined the type: shares are counted from the latest join, so a newcomer is not flooded. */
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventTypeId, t.userId] }), index("event_type_hosts_user_idx").on(t.userId)],
);

/**
 * The other hosts of a collective booking (its `host_user_id` is the first): their time is as taken
 * as the first host's, so every guard and busy-time read counts these rows too.
 */
export const bookingHosts = sqliteTable(
  "booking_hosts",
  {
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.userId] }), index("booking_hosts_user_idx").on(t.userId, t.bookingId)],
);
