-- Where to meet (a location kind per type, the meeting URL per booking, a Jitsi base per host; docs/MEETING-PLACES.md), seats (a capacity per type; the seats of one time share seat_uid; docs/SEATS.md), and the booker's zone, so later mail to them shows their own times.
ALTER TABLE `bookings` ADD `booker_time_zone` text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `location_kind` text DEFAULT 'custom' NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `meeting_url` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `seat_uid` text;--> statement-breakpoint
CREATE INDEX `bookings_seat_idx` ON `bookings` (`seat_uid`);--> statement-breakpoint
ALTER TABLE `event_types` ADD `location_kind` text DEFAULT 'custom' NOT NULL;--> statement-breakpoint
ALTER TABLE `event_types` ADD `seats` integer;--> statement-breakpoint
ALTER TABLE `event_types` ADD `seats_show_attendees` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `jitsi_base` text;