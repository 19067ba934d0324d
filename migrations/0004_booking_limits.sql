ALTER TABLE `event_types` ADD `window_days` integer;--> statement-breakpoint
ALTER TABLE `event_types` ADD `window_start` text;--> statement-breakpoint
ALTER TABLE `event_types` ADD `window_end` text;--> statement-breakpoint
ALTER TABLE `event_types` ADD `max_per_day` integer;--> statement-breakpoint
ALTER TABLE `event_types` ADD `max_per_week` integer;--> statement-breakpoint
ALTER TABLE `event_types` ADD `change_cutoff` integer;