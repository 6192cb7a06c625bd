CREATE TABLE `gifts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`buyer_id` integer NOT NULL,
	`plan` text NOT NULL,
	`recipient_email` text NOT NULL,
	`message` text,
	`send_on` text NOT NULL,
	`send_at` integer NOT NULL,
	`paid_at` integer,
	`sent_at` integer,
	`token_hash` text,
	`redeemed_at` integer,
	`redeemer_id` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`redeemer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gifts_token_unique` ON `gifts` (`token_hash`);--> statement-breakpoint
CREATE INDEX `gifts_buyer_idx` ON `gifts` (`buyer_id`,`id`);--> statement-breakpoint
CREATE INDEX `gifts_redeemer_idx` ON `gifts` (`redeemer_id`);--> statement-breakpoint
ALTER TABLE `receipts` ADD `gift` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `simulated_checkouts` ADD `gift_id` integer;