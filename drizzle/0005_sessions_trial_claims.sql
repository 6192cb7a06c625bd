CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `trial_claims` (
	`email_hash` text PRIMARY KEY NOT NULL,
	`claimed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER `sessions_ended_generation` AFTER DELETE ON `sessions`
BEGIN
	UPDATE `generations` SET `value` = `value` + 1 WHERE `kind` = 'users';
END;
