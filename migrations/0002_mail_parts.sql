ALTER TABLE `dev_mailbox` ADD `raw` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `html` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `reply_to` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `lease_until` integer;