CREATE TABLE `cancellations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`reason` text,
	`comment` text,
	`at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `cancellations_at_idx` ON `cancellations` (`at`);--> statement-breakpoint
CREATE TABLE `offer_redemptions` (
	`id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`kind` text NOT NULL,
	`user_id` integer,
	`plan` text NOT NULL,
	`status` text NOT NULL,
	`held_until` integer,
	`list_cents` integer NOT NULL,
	`discount_cents` integer NOT NULL,
	`renewals` text NOT NULL,
	`session_id` text,
	`paid_by` text,
	`created_at` integer NOT NULL,
	`paid_at` integer,
	FOREIGN KEY (`code`) REFERENCES `offers`(`code`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `offer_redemptions_code_idx` ON `offer_redemptions` (`code`,`status`,`held_until`);--> statement-breakpoint
CREATE INDEX `offer_redemptions_user_idx` ON `offer_redemptions` (`user_id`,`kind`,`created_at`);--> statement-breakpoint
CREATE TABLE `offers` (
	`code` text PRIMARY KEY NOT NULL,
	`percent_off` integer,
	`amount_off_cents` integer,
	`plans` text,
	`max_redemptions` integer,
	`expires_at` integer,
	`first_payment_only` integer DEFAULT false NOT NULL,
	`renewals` text DEFAULT 'first' NOT NULL,
	`retention` integer DEFAULT false NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `offers_one_retention` ON `offers` (`retention`) WHERE retention = true and active = true;--> statement-breakpoint
ALTER TABLE `memberships` ADD `offer_code` text;--> statement-breakpoint
ALTER TABLE `memberships` ADD `offer_discount_cents` integer;--> statement-breakpoint
ALTER TABLE `memberships` ADD `next_offer_code` text;--> statement-breakpoint
ALTER TABLE `memberships` ADD `next_discount_cents` integer;--> statement-breakpoint
ALTER TABLE `receipts` ADD `offer_code` text;--> statement-breakpoint
ALTER TABLE `receipts` ADD `discount_cents` integer;--> statement-breakpoint
ALTER TABLE `simulated_checkouts` ADD `redemption_id` text;--> statement-breakpoint
ALTER TABLE `simulated_checkouts` ADD `discount_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `simulated_checkouts` ADD `expires_at` integer;