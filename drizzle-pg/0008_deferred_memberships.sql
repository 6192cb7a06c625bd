ALTER TABLE "payments" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "simulated_checkouts" ADD COLUMN "starts_at" bigint;--> statement-breakpoint
CREATE INDEX "payments_subscription_idx" ON "payments" USING btree ("subscription_id","id");--> statement-breakpoint
-- The simulated checkout's memberships name their payments: the first by its renewing checkout, each renewal by its id (simsub_…@end).
UPDATE "payments" SET "subscription_id" = 'simsub_' || substr("session_id", 5) WHERE "provider" = 'simulated' AND "session_id" IN (SELECT "id" FROM "simulated_checkouts" WHERE "renew");--> statement-breakpoint
UPDATE "payments" SET "subscription_id" = split_part("session_id", '@', 1) WHERE "provider" = 'simulated' AND "session_id" LIKE 'simsub\_%@%' ESCAPE '\';
