CREATE TABLE `ledger_entries` (
	`seq` integer PRIMARY KEY NOT NULL,
	`committed_at` integer NOT NULL,
	`set_id` integer NOT NULL,
	`version` integer NOT NULL,
	`commitment` text NOT NULL,
	`prev` text NOT NULL,
	`hash` text NOT NULL,
	`reveal` text NOT NULL,
	`valid_through` text
);
--> statement-breakpoint
CREATE INDEX `ledger_entries_set_idx` ON `ledger_entries` (`set_id`,`seq`);--> statement-breakpoint
CREATE TABLE `ledger_head` (
	`id` integer PRIMARY KEY NOT NULL,
	`seq` integer NOT NULL,
	`hash` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `prediction_pairs` ADD `ledger_seq` integer;