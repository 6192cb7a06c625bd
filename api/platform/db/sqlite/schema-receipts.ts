// The receipts (docs/product.md, "Receipts"): the receipts feature's own table, one per payment.
// pg/schema-receipts.ts is its twin.
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { payments } from './schema-payments';
import { users } from './schema-users';

export const receipts = sqliteTable(
  'receipts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    internalReceiptId: text('internal_receipt_id').notNull(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // Kept as they were at payment time, so the receipt survives the account.
    username: text('username').notNull(),
    email: text('email').notNull(),
    plan: text('plan').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    // Stripe's hosted receipt, where there is one.
    providerReceiptUrl: text('provider_receipt_url'),
    // The code the payment was bought with and what it took off (docs/product.md, "Codes"); null: none.
    offerCode: text('offer_code'),
    discountCents: integer('discount_cents'),
    // A gift (docs/product.md, "Gifts"): bought for someone else, whose days start when they redeem it.
    gift: integer('gift', { mode: 'boolean' }).notNull().default(false),
    // The unguessable part of this server's own receipt link.
    accessToken: text('access_token').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('receipts_internal_id_unique').on(t.internalReceiptId),
    uniqueIndex('receipts_payment_unique').on(t.paymentId),
    uniqueIndex('receipts_access_token_unique').on(t.accessToken),
    index('receipts_user_idx').on(t.userId),
    // The receipts list and its range totals (newest first, by day range).
    index('receipts_created_idx').on(t.createdAt),
  ],
);
