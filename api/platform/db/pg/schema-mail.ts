// Who turned which e-mails off (the mail feature's). Only that feature imports this module
// (docs/architecture.md, "Each table one owner"); schema.ts gathers the modules for the migrations.
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { num } from './columns';
import { users } from './schema-users';

/** Who turned which optional e-mail off: a row per person and kind (sqlite/schema.ts says more). */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    userId: num('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: num('created_at').notNull(),
  },
  (t) => [uniqueIndex('mail_opt_outs_user_kind_unique').on(t.userId, t.kind)],
);
