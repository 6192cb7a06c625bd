CREATE TABLE `broadcast_recipients` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`broadcast_id` integer NOT NULL,
	`user_id` integer,
	`state` text DEFAULT 'queued' NOT NULL,
	`error` text,
	`done_at` integer,
	FOREIGN KEY (`broadcast_id`) REFERENCES `broadcasts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `broadcast_recipients_unique` ON `broadcast_recipients` (`broadcast_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `broadcast_recipients_state_idx` ON `broadcast_recipients` (`broadcast_id`,`state`);--> statement-breakpoint
CREATE TABLE `broadcasts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`segment` text NOT NULL,
	`status` text NOT NULL,
	`send_at` integer NOT NULL,
	`recipients` integer DEFAULT 0 NOT NULL,
	`created_by` integer,
	`created_at` integer NOT NULL,
	`finished_at` integer,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
