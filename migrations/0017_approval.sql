-- Requires confirmation (docs/ARCHITECTURE.md, Requests that need confirmation): a booking type may make each booking a request the host approves or declines; a pending request holds its time until decided or past its deadline.
ALTER TABLE `bookings` ADD `decision_deadline` integer;--> statement-breakpoint
ALTER TABLE `bookings` ADD `decline_reason` text;--> statement-breakpoint
CREATE INDEX `bookings_status_deadline_idx` ON `bookings` (`status`,`decision_deadline`);--> statement-breakpoint
ALTER TABLE `event_types` ADD `requires_confirmation` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `event_types` ADD `confirmation_hours` integer DEFAULT 24 NOT NULL;