ALTER TABLE `bookings` ADD `change_key` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `send_after` integer;--> statement-breakpoint
CREATE INDEX `email_outbox_due_idx` ON `email_outbox` (`status`,`send_after`);--> statement-breakpoint
ALTER TABLE `event_types` ADD `reminder_offsets` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `event_types` ADD `remind_host` integer DEFAULT false NOT NULL;