ALTER TABLE "mail_opt_outs" DROP CONSTRAINT "mail_opt_outs_pkey";--> statement-breakpoint
ALTER TABLE "mail_opt_outs" ADD COLUMN "kind" text;--> statement-breakpoint
-- Each who unsubscribed before turned off every optional e-mail there was: a row per kind.
INSERT INTO "mail_opt_outs" ("user_id", "kind", "created_at") SELECT o."user_id", k."kind", o."created_at" FROM "mail_opt_outs" o CROSS JOIN (VALUES ('membership-ended')) AS k("kind") WHERE o."kind" IS NULL;--> statement-breakpoint
UPDATE "mail_opt_outs" SET "kind" = 'trial-ends' WHERE "kind" IS NULL;--> statement-breakpoint
ALTER TABLE "mail_opt_outs" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_opt_outs_user_kind_unique" ON "mail_opt_outs" USING btree ("user_id","kind");
