-- Flags were integers 0/1, as SQLite keeps them; PostgreSQL keeps them as booleans, as its schema
-- says (api/platform/db/pg/schema.ts). Every stored 1 becomes true, 0 false.
ALTER TABLE "memberships" ALTER COLUMN "cancel_at_period_end" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "memberships" ALTER COLUMN "cancel_at_period_end" SET DATA TYPE boolean USING "cancel_at_period_end" <> 0;--> statement-breakpoint
ALTER TABLE "memberships" ALTER COLUMN "cancel_at_period_end" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "number_lists" ALTER COLUMN "mails" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "number_lists" ALTER COLUMN "mails" SET DATA TYPE boolean USING "mails" <> 0;--> statement-breakpoint
ALTER TABLE "number_lists" ALTER COLUMN "mails" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "prediction_batches" ALTER COLUMN "archived" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "prediction_batches" ALTER COLUMN "archived" SET DATA TYPE boolean USING "archived" <> 0;--> statement-breakpoint
ALTER TABLE "prediction_batches" ALTER COLUMN "archived" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "simulated_checkouts" ALTER COLUMN "renew" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "simulated_checkouts" ALTER COLUMN "renew" SET DATA TYPE boolean USING "renew" <> 0;--> statement-breakpoint
ALTER TABLE "simulated_checkouts" ALTER COLUMN "renew" SET DEFAULT false;
