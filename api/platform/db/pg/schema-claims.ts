// The operator's claims on the marketing pages (the claims feature's). Only that feature imports
// this module (docs/architecture.md, "Each table one owner"); schema.ts gathers the modules for the
// migrations.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { num } from './columns';
import { users } from './schema-users';

/** What the business says about itself on the pages (sqlite/schema.ts says more). */
export const businessClaims = pgTable('business_claims', {
  key: text('key').primaryKey(),
  claims: text('claims').notNull(),
  updatedAt: num('updated_at').notNull(),
  updatedBy: num('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
