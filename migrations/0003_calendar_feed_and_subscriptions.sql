CREATE TABLE `calendar_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`url_sealed` text NOT NULL,
	`url_host` text NOT NULL,
	`etag` text,
	`last_modified` text,
	`last_synced_at` integer,
	`last_attempt_at` integer,
	`last_error` text,
	`consecutive_failures` integer DEFAULT 0 NOT NULL,
	`busy_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `calendar_subscriptions_user_idx` ON `calendar_subscriptions` (`user_id`);--> statement-breakpoint
CREATE INDEX `calendar_subscriptions_attempt_idx` ON `calendar_subscriptions` (`last_attempt_at`);--> statement-breakpoint
CREATE TABLE `subscription_busy` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subscription_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`start_time` integer NOT NULL,
	`end_time` integer NOT NULL,
	FOREIGN KEY (`subscription_id`) REFERENCES `calendar_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `subscription_busy_user_start_idx` ON `subscription_busy` (`user_id`,`start_time`);--> statement-breakpoint
CREATE INDEX `subscription_busy_subscription_idx` ON `subscription_busy` (`subscription_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `feed_token_hash` text;--> statement-breakpoint
ALTER TABLE `users` ADD `feed_includes_events` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `users_feed_token_uq` ON `users` (`feed_token_hash`);