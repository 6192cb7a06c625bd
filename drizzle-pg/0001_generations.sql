-- The caches' generations (docs/architecture.md, "Caches"), as drizzle/0004 and 0005 keep them on
-- SQLite: one row per kind, the users kind moved by triggers whenever a role, an end or a token
-- version changes, a user is deleted or a session ends, so no write can forget it.
INSERT INTO "generations" ("kind", "value") VALUES ('users', 0), ('predictions', 0), ('results', 0);
--> statement-breakpoint
CREATE FUNCTION "bump_users_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "generations" SET "value" = "value" + 1 WHERE "kind" = 'users';
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_access_generation" AFTER UPDATE OF "role", "subscription_expires_at", "token_version" ON "users"
	FOR EACH ROW EXECUTE FUNCTION "bump_users_generation"();
--> statement-breakpoint
CREATE TRIGGER "users_deleted_generation" AFTER DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "bump_users_generation"();
--> statement-breakpoint
CREATE TRIGGER "sessions_ended_generation" AFTER DELETE ON "sessions"
	FOR EACH ROW EXECUTE FUNCTION "bump_users_generation"();
--> statement-breakpoint
-- Every process keeps the generations in memory (api/db/postgres.ts): a moved generation is
-- announced to every listening process when its transaction commits, and the writing transaction
-- notes it, so the process that wrote reloads at once without asking after every write.
CREATE FUNCTION "announce_generations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('generations', '');
	PERFORM set_config('lotto.generations_moved', 'yes', true);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "generations_moved" AFTER UPDATE ON "generations"
	FOR EACH STATEMENT EXECUTE FUNCTION "announce_generations"();
