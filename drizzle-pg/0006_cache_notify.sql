-- No row that every change of access writes (docs/architecture.md, "Caches"): a change NOTIFYs
-- the kind of cached data it stales when its transaction commits, and notes it in the
-- transaction for the process that writes (api/platform/db/pg/freshness.ts). Nothing is written.
DROP TRIGGER IF EXISTS "users_access_generation" ON "users";--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_deleted_generation" ON "users";--> statement-breakpoint
DROP TRIGGER IF EXISTS "sessions_ended_generation" ON "sessions";--> statement-breakpoint
DROP TABLE "generations" CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS "bump_users_generation"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "announce_generations"();--> statement-breakpoint
CREATE FUNCTION "lotto_cache_changed"(kind text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	noted text := coalesce(current_setting('lotto.cache_changed', true), '');
BEGIN
	PERFORM pg_notify('lotto_cache', kind);
	IF position(',' || kind || ',' IN ',' || noted || ',') = 0 THEN
		PERFORM set_config('lotto.cache_changed', CASE WHEN noted = '' THEN kind ELSE noted || ',' || kind END, true);
	END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "lotto_access_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM lotto_cache_changed('users');
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Every change of access marks the users kind, so no write can forget to end a session or a demotion.
CREATE TRIGGER "users_access_changed" AFTER UPDATE OF "role", "subscription_expires_at", "token_version" ON "users"
	FOR EACH ROW WHEN (OLD."role" IS DISTINCT FROM NEW."role" OR OLD."subscription_expires_at" IS DISTINCT FROM NEW."subscription_expires_at" OR OLD."token_version" IS DISTINCT FROM NEW."token_version")
	EXECUTE FUNCTION "lotto_access_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_deleted" AFTER DELETE ON "users"
	FOR EACH STATEMENT EXECUTE FUNCTION "lotto_access_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_ended" AFTER DELETE ON "sessions"
	FOR EACH STATEMENT EXECUTE FUNCTION "lotto_access_changed"();
