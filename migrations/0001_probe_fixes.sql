CREATE TABLE `retired_names` (
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`owner_user_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`kind`, `name`)
);
--> statement-breakpoint
ALTER TABLE `calendar_events` ADD `manage_url` text;--> statement-breakpoint
CREATE INDEX `email_outbox_recipient_idx` ON `email_outbox` (`to_address`,`kind`,`created_at`);