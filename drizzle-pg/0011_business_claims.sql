CREATE TABLE "business_claims" (
	"key" text PRIMARY KEY NOT NULL,
	"claims" text NOT NULL,
	"updated_at" bigint NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
ALTER TABLE "business_claims" ADD CONSTRAINT "business_claims_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;