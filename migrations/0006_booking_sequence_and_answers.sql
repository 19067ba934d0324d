ALTER TABLE `bookings` ADD `sequence` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `answers` text DEFAULT '[]' NOT NULL;