// Who turned which e-mails off (the mail feature's). Only that feature imports this module
// (docs/architecture.md, "Each table one owner"); schema.ts gathers the modules for the migrations.
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './schema-users';

/**
 * Who turned which optional e-mail off (docs/product.md, "E-mails"; the kinds are
 * shared/mail-preferences.ts's): a row per person and kind; turning it on again deletes the row.
 */
export const mailOptOuts = sqliteTable(
  'mail_opt_outs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('mail_opt_outs_user_kind_unique').on(t.userId, t.kind)],
);
