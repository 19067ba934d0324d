CREATE TABLE `calendar_connections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`provider` text NOT NULL,
	`account_email` text NOT NULL,
	`scope` text NOT NULL,
	`access_token_sealed` text NOT NULL,
	`access_expires_at` integer NOT NULL,
	`refresh_token_sealed` text NOT NULL,
	`calendars` text NOT NULL,
	`write_calendar_id` text,
	`status` text DEFAULT 'active' NOT NULL,
	`broken_reason` text,
	`broken_at` integer,
	`last_write_error` text,
	`last_write_error_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_connections_account_uq` ON `calendar_connections` (`user_id`,`provider`,`account_email`);--> statement-breakpoint
CREATE TABLE `oauth_states` (
	`state_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`provider` text NOT NULL,
	`code_challenge` text NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `oauth_states_user_idx` ON `oauth_states` (`user_id`);--> statement-breakpoint
CREATE TABLE `provider_events` (
	`booking_id` integer NOT NULL,
	`connection_id` integer NOT NULL,
	`calendar_id` text NOT NULL,
	`event_id` text NOT NULL,
	PRIMARY KEY(`booking_id`, `connection_id`),
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`connection_id`) REFERENCES `calendar_connections`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `provider_writes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`connection_id` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`lease_until` integer,
	`last_error` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`connection_id`) REFERENCES `calendar_connections`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `provider_writes_status_idx` ON `provider_writes` (`status`,`created_at`);--> statement-breakpoint
DROP INDEX `subscription_busy_subscription_idx`;--> statement-breakpoint
ALTER TABLE `subscription_busy` ADD `external_id` text;--> statement-breakpoint
CREATE INDEX `subscription_busy_subscription_idx` ON `subscription_busy` (`subscription_id`,`external_id`);--> statement-breakpoint
ALTER TABLE `calendar_subscriptions` ADD `connection_id` integer REFERENCES calendar_connections(id) ON DELETE cascade;--> statement-breakpoint
ALTER TABLE `calendar_subscriptions` ADD `provider_calendar_id` text;--> statement-breakpoint
ALTER TABLE `calendar_subscriptions` ADD `sync_token` text;--> statement-breakpoint
ALTER TABLE `calendar_subscriptions` ADD `full_sync_at` integer;--> statement-breakpoint
ALTER TABLE `calendar_subscriptions` ADD `channel_id` text;--> statement-breakpoint
ALTER TABLE `calendar_subscriptions` ADD `channel_resource_id` text;--> statement-breakpoint
ALTER TABLE `calendar_subscriptions` ADD `channel_token_hash` text;--> statement-breakpoint
ALTER TABLE `calendar_subscriptions` ADD `channel_expires_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_subscriptions_channel_uq` ON `calendar_subscriptions` (`channel_id`);--> statement-breakpoint
CREATE INDEX `calendar_subscriptions_connection_idx` ON `calendar_subscriptions` (`connection_id`);