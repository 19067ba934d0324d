PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_caldav_events` (
	`booking_id` integer NOT NULL,
	`account_id` integer NOT NULL,
	`href` text NOT NULL,
	PRIMARY KEY(`booking_id`, `account_id`),
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `caldav_accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_caldav_events`("booking_id", "account_id", "href") SELECT "booking_id", "account_id", "href" FROM `caldav_events`;--> statement-breakpoint
DROP TABLE `caldav_events`;--> statement-breakpoint
ALTER TABLE `__new_caldav_events` RENAME TO `caldav_events`;--> statement-breakpoint
PRAGMA foreign_keys=ON;