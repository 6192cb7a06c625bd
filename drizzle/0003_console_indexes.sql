CREATE INDEX `payments_created_idx` ON `payments` (`created_at`,`provider`,`plan`,`amount_cents`);--> statement-breakpoint
CREATE INDEX `receipts_created_idx` ON `receipts` (`created_at`);--> statement-breakpoint
CREATE INDEX `users_role_expiry_idx` ON `users` (`role`,`subscription_expires_at`,`trial_used_at`,`username`,`email`);--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`);