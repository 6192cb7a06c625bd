CREATE TABLE `business_claims` (
	`key` text PRIMARY KEY NOT NULL,
	`claims` text NOT NULL,
	`updated_at` integer NOT NULL,
	`updated_by` integer,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
