-- No row that every change of access writes (docs/architecture.md, "Caches"): each process's
-- writer notes its own changes with temporary triggers of its own (api/platform/db/sqlite/
-- client.ts), and another connection's commit moves PRAGMA data_version.
DROP TRIGGER IF EXISTS `users_access_generation`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `users_deleted_generation`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `sessions_ended_generation`;--> statement-breakpoint
DROP TABLE `generations`;
