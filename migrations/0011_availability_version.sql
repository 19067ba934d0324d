ALTER TABLE `users` ADD `availability_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written (docs/SCALING.md, Step 2), keep at the end of this file when renumbering.
-- Calendar rows and subscribed busy time are written by many paths (the calendar screen, .ics import,
-- booking batches, subscription syncs, cascades): a trigger bumps the host's availability version in
-- the same statement, so no path can forget to and cached availability never outlives such a write.
CREATE TRIGGER `calendar_events_availability_after_insert` AFTER INSERT ON `calendar_events` BEGIN
  UPDATE `users` SET `availability_version` = `availability_version` + 1 WHERE `id` = NEW.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `calendar_events_availability_after_update` AFTER UPDATE ON `calendar_events` BEGIN
  UPDATE `users` SET `availability_version` = `availability_version` + 1 WHERE `id` IN (OLD.`user_id`, NEW.`user_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `calendar_events_availability_after_delete` AFTER DELETE ON `calendar_events` BEGIN
  UPDATE `users` SET `availability_version` = `availability_version` + 1 WHERE `id` = OLD.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `subscription_busy_availability_after_insert` AFTER INSERT ON `subscription_busy` BEGIN
  UPDATE `users` SET `availability_version` = `availability_version` + 1 WHERE `id` = NEW.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `subscription_busy_availability_after_update` AFTER UPDATE ON `subscription_busy` BEGIN
  UPDATE `users` SET `availability_version` = `availability_version` + 1 WHERE `id` IN (OLD.`user_id`, NEW.`user_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `subscription_busy_availability_after_delete` AFTER DELETE ON `subscription_busy` BEGIN
  UPDATE `users` SET `availability_version` = `availability_version` + 1 WHERE `id` = OLD.`user_id`;
END;
