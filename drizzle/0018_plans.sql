CREATE TABLE `plans` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`duration_days` integer NOT NULL,
	`description` text NOT NULL,
	`renewable` integer DEFAULT false NOT NULL,
	`most_popular` integer DEFAULT false NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`position` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `memberships` ADD `amount_cents` integer;
--> statement-breakpoint
-- data: the five plans of the spec, as shared/plans.ts sold them; memberships bought before renew at the price they were bought at.
INSERT INTO plans (id, name, amount_cents, duration_days, description, renewable, most_popular, active, position, created_at, updated_at) VALUES
  ('daily', 'Daily', 2000, 1, 'One full day of VIP access to today''s 3 and 4 digit predictions.', false, false, true, 1, 0, 0),
  ('three_day', '3 Days', 5000, 3, 'Three days of VIP predictions, published twice daily.', false, false, true, 2, 0, 0),
  ('weekly', 'Weekly', 8000, 7, 'A full week of VIP predictions and best alternatives.', true, false, true, 3, 0, 0),
  ('bi_weekly', 'Bi-Weekly', 15000, 14, 'Two weeks of VIP predictions and the full archive.', false, false, true, 4, 0, 0),
  ('monthly', 'Monthly', 20000, 30, 'Thirty days of VIP predictions: our best value.', true, true, true, 5, 0, 0)
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
UPDATE memberships SET amount_cents = (SELECT p.amount_cents FROM plans p WHERE p.id = memberships.plan) WHERE amount_cents IS NULL;
