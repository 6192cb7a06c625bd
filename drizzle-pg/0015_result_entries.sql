CREATE TABLE "result_entries" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"committed_at" bigint NOT NULL,
	"action" text NOT NULL,
	"draw" text NOT NULL,
	"number" text NOT NULL,
	"replaced" text,
	"prev" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "result_entries_draw_idx" ON "result_entries" USING btree ("draw","seq");