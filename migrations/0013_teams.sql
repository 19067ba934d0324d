CREATE TABLE `booking_hosts` (
	`booking_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	PRIMARY KEY(`booking_id`, `user_id`),
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `booking_hosts_user_idx` ON `booking_hosts` (`user_id`,`booking_id`);--> statement-breakpoint
CREATE TABLE `event_type_hosts` (
	`event_type_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`priority` text DEFAULT 'medium' NOT NULL,
	`weight` integer DEFAULT 1 NOT NULL,
	`schedule_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`event_type_id`, `user_id`),
	FOREIGN KEY (`event_type_id`) REFERENCES `event_types`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`schedule_id`) REFERENCES `schedules`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `event_type_hosts_user_idx` ON `event_type_hosts` (`user_id`);--> statement-breakpoint
CREATE TABLE `team_invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`team_id` integer NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`token_hash` text NOT NULL,
	`invited_by_user_id` integer,
	`expires_at` integer NOT NULL,
	`accepted_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `team_invitations_token_uq` ON `team_invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `team_invitations_team_idx` ON `team_invitations` (`team_id`);--> statement-breakpoint
CREATE TABLE `team_members` (
	`team_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`role` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`team_id`, `user_id`),
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `team_members_user_idx` ON `team_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `teams` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `teams_slug_uq` ON `teams` (`slug`);--> statement-breakpoint
-- Hand-edited: SQLite keeps ON DELETE on an added column; drizzle-kit leaves it out.
ALTER TABLE `bookings` ADD `team_id` integer REFERENCES teams(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `event_types` ADD `team_id` integer REFERENCES teams(id) ON DELETE cascade;--> statement-breakpoint
ALTER TABLE `event_types` ADD `assignment` text;--> statement-breakpoint
ALTER TABLE `event_types` ADD `use_weights` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `event_types` ADD `equal_distribution_limit` integer;--> statement-breakpoint
CREATE INDEX `event_types_team_idx` ON `event_types` (`team_id`);