PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_mail_opt_outs` (
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Each who unsubscribed before turned off every optional e-mail there was: a row per kind.
INSERT INTO `__new_mail_opt_outs`("user_id", "kind", "created_at") SELECT o."user_id", k."kind", o."created_at" FROM `mail_opt_outs` o CROSS JOIN (SELECT 'trial-ends' AS "kind" UNION ALL SELECT 'membership-ended') k;--> statement-breakpoint
DROP TABLE `mail_opt_outs`;--> statement-breakpoint
ALTER TABLE `__new_mail_opt_outs` RENAME TO `mail_opt_outs`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `mail_opt_outs_user_kind_unique` ON `mail_opt_outs` (`user_id`,`kind`);