CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"duration_days" bigint NOT NULL,
	"description" text NOT NULL,
	"renewable" boolean DEFAULT false NOT NULL,
	"most_popular" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "amount_cents" bigint;
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
