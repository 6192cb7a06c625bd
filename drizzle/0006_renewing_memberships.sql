CREATE TABLE `mail_opt_outs` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `memberships` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`provider` text NOT NULL,
	`subscription_id` text NOT NULL,
	`customer_id` text,
	`plan` text NOT NULL,
	`status` text NOT NULL,
	`current_period_end` integer NOT NULL,
	`cancel_at_period_end` integer DEFAULT false NOT NULL,
	`canceled_at` integer,
	`ended_at` integer,
	`state_at` integer DEFAULT 0 NOT NULL,
	`paid_at` integer,
	`problem_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `memberships_subscription_unique` ON `memberships` (`subscription_id`);--> statement-breakpoint
CREATE INDEX `memberships_user_idx` ON `memberships` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `memberships_open_idx` ON `memberships` (`ended_at`,`cancel_at_period_end`,`current_period_end`);--> statement-breakpoint
CREATE INDEX `memberships_canceled_idx` ON `memberships` (`canceled_at`);--> statement-breakpoint
ALTER TABLE `simulated_checkouts` ADD `renew` integer DEFAULT false NOT NULL;