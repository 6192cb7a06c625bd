CREATE TABLE `access_spans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`churned` integer DEFAULT false NOT NULL,
	`churned_again` integer DEFAULT false NOT NULL,
	`converted` integer DEFAULT false NOT NULL,
	`previous_ends_at` integer,
	`previous_churn_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `access_spans_user_unique` ON `access_spans` (`user_id`,`kind`,`starts_at`);--> statement-breakpoint
CREATE INDEX `access_spans_ends_idx` ON `access_spans` (`kind`,`ends_at`);--> statement-breakpoint
CREATE INDEX `access_spans_churn_idx` ON `access_spans` (`kind`,`churned`,`ends_at`,`previous_churn_at`);--> statement-breakpoint
CREATE INDEX `access_spans_again_idx` ON `access_spans` (`kind`,`churned_again`,`ends_at`,`previous_churn_at`);--> statement-breakpoint
CREATE INDEX `access_spans_starts_idx` ON `access_spans` (`kind`,`starts_at`,`previous_ends_at`);--> statement-breakpoint
CREATE TABLE `business_basis` (
	`id` integer PRIMARY KEY NOT NULL,
	`time_zone` text NOT NULL,
	`trial_days` integer NOT NULL,
	`built_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `business_days` (
	`day` text PRIMARY KEY NOT NULL,
	`new_paying` integer DEFAULT 0 NOT NULL,
	`trials_started` integer DEFAULT 0 NOT NULL,
	`trials_converted` integer DEFAULT 0 NOT NULL,
	`span_starts` integer DEFAULT 0 NOT NULL,
	`span_ends` integer DEFAULT 0 NOT NULL,
	`churn_ends` integer DEFAULT 0 NOT NULL,
	`span_returns` integer DEFAULT 0 NOT NULL,
	`churn_returns` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `plan_days` (
	`day` text NOT NULL,
	`plan` text NOT NULL,
	`payments` integer DEFAULT 0 NOT NULL,
	`revenue_cents` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `plan`)
);
