CREATE TABLE "result_import_lease" (
	"id" bigint PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" bigint NOT NULL
);
