CREATE TABLE `generations` (
	`kind` text PRIMARY KEY NOT NULL,
	`value` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`key` text,
	`payload` text DEFAULT '{}' NOT NULL,
	`state` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`max_attempts` integer NOT NULL,
	`run_at` integer NOT NULL,
	`locked_by` text,
	`locked_until` integer,
	`last_error` text,
	`created_at` integer NOT NULL,
	`finished_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `jobs_key_unique` ON `jobs` (`key`);--> statement-breakpoint
CREATE INDEX `jobs_due_idx` ON `jobs` (`state`,`run_at`);--> statement-breakpoint
CREATE INDEX `jobs_finished_idx` ON `jobs` (`state`,`finished_at`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`reset_at` integer NOT NULL,
	`in_flight` integer DEFAULT 0 NOT NULL,
	`in_flight_until` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `schedules` (
	`name` text PRIMARY KEY NOT NULL,
	`next_at` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `generations` (`kind`, `value`) VALUES ('users', 0), ('predictions', 0), ('results', 0);--> statement-breakpoint
CREATE TRIGGER `users_access_generation` AFTER UPDATE OF `role`, `subscription_expires_at`, `token_version` ON `users`
BEGIN
	UPDATE `generations` SET `value` = `value` + 1 WHERE `kind` = 'users';
END;--> statement-breakpoint
CREATE TRIGGER `users_deleted_generation` AFTER DELETE ON `users`
BEGIN
	UPDATE `generations` SET `value` = `value` + 1 WHERE `kind` = 'users';
END;
--> statement-breakpoint
UPDATE `prediction_batches` SET `valid_through` = `date` WHERE `valid_through` = '';--> statement-breakpoint
UPDATE `prediction_pairs` SET `recorded_at` = (SELECT `updated_at` FROM `prediction_batches` WHERE `prediction_batches`.`id` = `prediction_pairs`.`batch_id`) WHERE `recorded_at` = 0;
