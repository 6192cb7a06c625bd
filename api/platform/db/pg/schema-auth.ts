// Password reset links (the auth feature's). Only that feature imports this module
// (docs/architecture.md, "Each table one owner"); schema.ts gathers the modules for the migrations.
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { num } from './columns';
import { users } from './schema-users';

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: num('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: num('expires_at').notNull(),
    usedAt: num('used_at'),
    createdAt: num('created_at').notNull(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
