ALTER TABLE `users` ADD `feed_token_hash` text;--> statement-breakpoint
ALTER TABLE `users` ADD `feed_includes_events` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `users_feed_token_uq` ON `users` (`feed_token_hash`);