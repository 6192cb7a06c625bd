// Gifts (docs/product.md, "Gifts"; the gifts feature's own table).
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './schema-users';

/**
 * A plan bought for someone else. The row is made when its checkout opens and counts once paid
 * (`paidAt`); the recipient's e-mail goes at `sendAt`, and only then is its link's token made, of
 * which only a hash is kept. Deleting the buyer deletes their gifts; deleting the one who redeemed
 * a gift erases the link (the id becomes null).
 */
export const gifts = sqliteTable(
  'gifts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    message: text('message'),
    // The day chosen (YYYY-MM-DD in APP_TIMEZONE), and the instant its e-mail is due.
    sendOn: text('send_on').notNull(),
    sendAt: integer('send_at').notNull(),
    paidAt: integer('paid_at'),
    sentAt: integer('sent_at'),
    // SHA-256 of the link's token (base64url), set when the e-mail is sent.
    tokenHash: text('token_hash'),
    redeemedAt: integer('redeemed_at'),
    redeemerId: integer('redeemer_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('gifts_token_unique').on(t.tokenHash), index('gifts_buyer_idx').on(t.buyerId, t.id), index('gifts_redeemer_idx').on(t.redeemerId)],
);
