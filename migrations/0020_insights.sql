DROP INDEX `bookings_team_idx`;--> statement-breakpoint
ALTER TABLE `bookings` ADD `cancelled_by` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `no_show` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `no_show_at` integer;--> statement-breakpoint
ALTER TABLE `bookings` ADD `reschedule_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `bookings_team_start_idx` ON `bookings` (`team_id`,`start_time`,`status`,`end_time`,`no_show`,`cancelled_by`,`reschedule_count`,`created_at`,`host_user_id`,`event_type_id`,`seat_uid`);--> statement-breakpoint
CREATE INDEX `bookings_host_start_idx` ON `bookings` (`host_user_id`,`start_time`);--> statement-breakpoint
CREATE INDEX `bookings_type_start_idx` ON `bookings` (`event_type_id`,`start_time`);