CREATE TABLE "ledger_entries" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"committed_at" bigint NOT NULL,
	"set_id" bigint NOT NULL,
	"version" bigint NOT NULL,
	"commitment" text NOT NULL,
	"prev" text NOT NULL,
	"hash" text NOT NULL,
	"reveal" text NOT NULL,
	"valid_through" text
);
--> statement-breakpoint
CREATE TABLE "ledger_head" (
	"id" bigint PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prediction_pairs" ADD COLUMN "ledger_seq" bigint;--> statement-breakpoint
CREATE INDEX "ledger_entries_set_idx" ON "ledger_entries" USING btree ("set_id","seq");