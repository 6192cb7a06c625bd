// Gifts on PostgreSQL: the same table as sqlite/schema-gifts.ts, where it is described.
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, num } from './columns';
import { users } from './schema-users';

export const gifts = pgTable(
  'gifts',
  {
    id: id(),
    buyerId: num('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    message: text('message'),
    sendOn: text('send_on').notNull(),
    sendAt: num('send_at').notNull(),
    paidAt: num('paid_at'),
    sentAt: num('sent_at'),
    tokenHash: text('token_hash'),
    redeemedAt: num('redeemed_at'),
    redeemerId: num('redeemer_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: num('created_at').notNull(),
  },
  (t) => [uniqueIndex('gifts_token_unique').on(t.tokenHash), index('gifts_buyer_idx').on(t.buyerId, t.id), index('gifts_redeemer_idx').on(t.redeemerId)],
);
