CREATE TABLE `my_numbers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`position` integer NOT NULL,
	`number` text NOT NULL,
	`play` text NOT NULL,
	`game` text NOT NULL,
	`box_key` text NOT NULL,
	`added_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `my_numbers_user_number_unique` ON `my_numbers` (`user_id`,`number`);--> statement-breakpoint
CREATE INDEX `my_numbers_box_idx` ON `my_numbers` (`game`,`box_key`);--> statement-breakpoint
CREATE TABLE `number_lists` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`mails` integer DEFAULT false NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `number_news` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`number` text NOT NULL,
	`state` text NOT NULL,
	`game` text NOT NULL,
	`draw_date` text NOT NULL,
	`draw_time` text NOT NULL,
	`drawn_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `number_news_unique` ON `number_news` (`user_id`,`number`,`state`,`game`,`draw_date`,`draw_time`);--> statement-breakpoint
CREATE INDEX `number_news_drawn_idx` ON `number_news` (`drawn_at`);