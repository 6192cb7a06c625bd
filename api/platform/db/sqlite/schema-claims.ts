// The operator's claims on the marketing pages (the claims feature's). Only that feature imports
// this module (docs/architecture.md, "Each table one owner"); schema.ts gathers the modules for the
// migrations.
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './schema-users';

/**
 * What the business says about itself on the pages (shared/claims.ts): one row, set in the
 * console; none until then, and the pages show no claim.
 */
export const businessClaims = sqliteTable('business_claims', {
  key: text('key').primaryKey(),
  // BusinessClaimsDto as JSON.
  claims: text('claims').notNull(),
  updatedAt: integer('updated_at').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
