DROP INDEX `payments_user_idx`;--> statement-breakpoint
CREATE INDEX `payments_user_access_idx` ON `payments` (`user_id`,`subscription_expires_at`,`created_at`,`period_starts_at`,`provider`);