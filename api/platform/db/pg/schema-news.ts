// News e-mails and their recipients (the news feature's). Only that feature imports this module
// (docs/architecture.md, "Each table one owner"); schema.ts gathers the modules for the migrations.
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, num } from './columns';
import { users } from './schema-users';

/**
 * News e-mails (docs/product.md, "News e-mails"): what an admin wrote, to which segment, and when it
 * goes. `recipients` is fixed when it starts sending; until then it is the count when it was made.
 */
export const broadcasts = pgTable('broadcasts', {
  id: id(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  segment: text('segment').notNull(),
  status: text('status', { enum: ['scheduled', 'sending', 'sent', 'cancelled'] }).notNull(),
  sendAt: num('send_at').notNull(),
  recipients: num('recipients').notNull().default(0),
  createdBy: num('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: num('created_at').notNull(),
  finishedAt: num('finished_at'),
});

/**
 * Each recipient of a news e-mail, once (the unique key): taken ('sending') in a commit of its own
 * before the e-mail goes, so a run repeated after a crash or by another process never sends it
 * again. A deleted account's row stays, without the account, for the counts.
 */
export const broadcastRecipients = pgTable(
  'broadcast_recipients',
  {
    id: id(),
    broadcastId: num('broadcast_id')
      .notNull()
      .references(() => broadcasts.id, { onDelete: 'cascade' }),
    userId: num('user_id').references(() => users.id, { onDelete: 'set null' }),
    state: text('state', { enum: ['queued', 'sending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('queued'),
    error: text('error'),
    doneAt: num('done_at'),
  },
  (t) => [uniqueIndex('broadcast_recipients_unique').on(t.broadcastId, t.userId), index('broadcast_recipients_state_idx').on(t.broadcastId, t.state)],
);
