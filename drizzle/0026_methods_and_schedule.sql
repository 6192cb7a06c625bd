CREATE TABLE `publish_schedule` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`position` integer NOT NULL,
	`time_of_day` text NOT NULL,
	`publish_at` text NOT NULL,
	`method` text NOT NULL,
	`pairs` integer NOT NULL,
	`alternatives` integer NOT NULL,
	`valid_days` integer NOT NULL,
	`since` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `schedule_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`day` text NOT NULL,
	`time_of_day` text NOT NULL,
	`publish_at` text NOT NULL,
	`method` text NOT NULL,
	`set_id` integer,
	`problem` text,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `schedule_runs_round_unique` ON `schedule_runs` (`day`,`time_of_day`,`publish_at`);--> statement-breakpoint
ALTER TABLE `prediction_batches` ADD `method` text DEFAULT 'manual' NOT NULL;