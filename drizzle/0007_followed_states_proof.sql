ALTER TABLE `users` ADD `followed_states` text;--> statement-breakpoint
ALTER TABLE `users` ADD `result_push_states` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `users_result_pushes_idx` ON `users` (`result_push_states`) WHERE "users"."result_push_states" != '';--> statement-breakpoint
CREATE INDEX `prediction_batches_valid_through_idx` ON `prediction_batches` (`valid_through`,`id`);