CREATE TABLE `caldav_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`server_url` text NOT NULL,
	`username` text NOT NULL,
	`password_sealed` text NOT NULL,
	`calendars` text NOT NULL,
	`write_calendar_url` text,
	`last_write_error` text,
	`last_write_error_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `caldav_accounts_user_idx` ON `caldav_accounts` (`user_id`);--> statement-breakpoint
CREATE TABLE `caldav_events` (
	`booking_id` integer PRIMARY KEY NOT NULL,
	`account_id` integer NOT NULL,
	`href` text NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `caldav_accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `caldav_writes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`account_id` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`lease_until` integer,
	`last_error` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `caldav_accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `caldav_writes_status_idx` ON `caldav_writes` (`status`,`created_at`);--> statement-breakpoint
-- Hand-written (replaces drizzle-kit's own ADD of this column, which drops the schema's ON DELETE
-- cascade): a CalDAV account's calendars go with the account.
ALTER TABLE `calendar_subscriptions` ADD `caldav_account_id` integer REFERENCES caldav_accounts(id) ON DELETE cascade;
