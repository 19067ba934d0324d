-- A team's own Jitsi server for its types' video rooms (never a member's personal one), and team addresses retired like usernames and slugs: a retired team address remembers its team, the only one that may take it again (docs/TEAMS.md).
ALTER TABLE `retired_names` ADD `owner_team_id` integer;--> statement-breakpoint
ALTER TABLE `teams` ADD `jitsi_base` text;