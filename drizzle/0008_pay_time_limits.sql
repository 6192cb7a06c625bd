CREATE TABLE `refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`payment_id` text NOT NULL,
	`provider` text NOT NULL,
	`user_id` integer,
	`plan` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text DEFAULT 'usd' NOT NULL,
	`reason` text NOT NULL,
	`message` text NOT NULL,
	`subscription_id` text,
	`email` text,
	`paid_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	`provider_refund_id` text,
	`refunded_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_payment_unique` ON `refunds` (`payment_id`);--> statement-breakpoint
CREATE TABLE `stripe_checkouts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `stripe_checkouts_user_idx` ON `stripe_checkouts` (`user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `simulated_checkouts` ADD `paid_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `self_excluded_from` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `monthly_limit_lowered_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `monthly_limit_before_cents` integer;