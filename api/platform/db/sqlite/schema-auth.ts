// Password reset links (the auth feature's). Only that feature imports this module
// (docs/architecture.md, "Each table one owner"); schema.ts gathers the modules for the migrations.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './schema-users';

export const passwordResets = sqliteTable(
  'password_resets',
  {
    // SHA-256 of the token: a leaked database does not give working reset links.
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
