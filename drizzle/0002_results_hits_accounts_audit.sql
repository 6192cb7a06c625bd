CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`actor_id` integer,
	`actor_username` text NOT NULL,
	`action` text NOT NULL,
	`target` text NOT NULL,
	`detail` text DEFAULT '{}' NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_log_action_idx` ON `audit_log` (`action`,`id`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor_id`,`id`);--> statement-breakpoint
CREATE TABLE `draw_results` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`state` text NOT NULL,
	`game` text NOT NULL,
	`draw_date` text NOT NULL,
	`draw_time` text NOT NULL,
	`number` text NOT NULL,
	`box_key` text NOT NULL,
	`drawn_at` integer NOT NULL,
	`source` text NOT NULL,
	`entered_by` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`entered_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `draw_results_draw_unique` ON `draw_results` (`state`,`game`,`draw_date`,`draw_time`);--> statement-breakpoint
CREATE INDEX `draw_results_drawn_idx` ON `draw_results` (`drawn_at`);--> statement-breakpoint
CREATE INDEX `draw_results_state_drawn_idx` ON `draw_results` (`state`,`drawn_at`);--> statement-breakpoint
CREATE INDEX `draw_results_game_drawn_idx` ON `draw_results` (`game`,`drawn_at`);--> statement-breakpoint
CREATE INDEX `draw_results_box_idx` ON `draw_results` (`game`,`box_key`,`drawn_at`);--> statement-breakpoint
CREATE TABLE `hit_notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` text NOT NULL,
	`state` text NOT NULL,
	`game` text NOT NULL,
	`draw_date` text NOT NULL,
	`draw_time` text NOT NULL,
	`sent_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `hit_notifications_unique` ON `hit_notifications` (`number`,`state`,`game`,`draw_date`,`draw_time`);--> statement-breakpoint
CREATE TABLE `result_feeds` (
	`url` text PRIMARY KEY NOT NULL,
	`etag` text,
	`last_modified` text,
	`last_checked_at` integer,
	`last_ok_at` integer,
	`last_imported` integer,
	`last_error` text
);
--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `handled_at` integer;--> statement-breakpoint
ALTER TABLE `payments` ADD `period_starts_at` integer;--> statement-breakpoint
ALTER TABLE `payments` ADD `receipt_email` text;--> statement-breakpoint
ALTER TABLE `prediction_batches` ADD `valid_through` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `prediction_pairs` ADD `recorded_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `age_confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `self_excluded_until` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `monthly_limit_cents` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `monthly_limit_next_cents` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `monthly_limit_next_at` integer;--> statement-breakpoint
-- Rows from before: a batch is scored through its own date; a pair counts from the batch's last change.
UPDATE `prediction_batches` SET `valid_through` = `date` WHERE `valid_through` = '';--> statement-breakpoint
UPDATE `prediction_pairs` SET `recorded_at` = (SELECT `updated_at` FROM `prediction_batches` b WHERE b.`id` = `prediction_pairs`.`batch_id`) WHERE `recorded_at` = 0;--> statement-breakpoint
-- A payment's period ends at the end it set and lasted its plan's days (spec §9).
UPDATE `payments` SET `period_starts_at` = `subscription_expires_at` - 86400000 * (CASE `plan` WHEN 'daily' THEN 1 WHEN 'three_day' THEN 3 WHEN 'weekly' THEN 7 WHEN 'bi_weekly' THEN 14 WHEN 'monthly' THEN 30 ELSE 0 END) WHERE `period_starts_at` IS NULL;
