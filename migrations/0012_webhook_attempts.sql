CREATE TABLE `webhook_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`delivery_id` integer NOT NULL,
	`attempted_at` integer NOT NULL,
	`response_status` integer,
	`duration_ms` integer NOT NULL,
	`error` text,
	FOREIGN KEY (`delivery_id`) REFERENCES `webhook_deliveries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `webhook_attempts_delivery_idx` ON `webhook_attempts` (`delivery_id`,`id`);--> statement-breakpoint
-- Hand-written, keep at the end of this file when renumbering.
-- Deliveries made before this table kept only their latest attempt: it becomes their first logged one.
INSERT INTO `webhook_attempts` (`delivery_id`, `attempted_at`, `response_status`, `duration_ms`, `error`)
SELECT `id`, `last_attempt_at`, `response_status`, coalesce(`duration_ms`, 0), `last_error`
FROM `webhook_deliveries` WHERE `last_attempt_at` IS NOT NULL AND `status` <> 'sending';
