// The receipts on PostgreSQL: the same table as sqlite/schema-receipts.ts, where it is described.
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, num } from './columns';
import { payments } from './schema-payments';
import { users } from './schema-users';

export const receipts = pgTable(
  'receipts',
  {
    id: id(),
    internalReceiptId: text('internal_receipt_id').notNull(),
    paymentId: num('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: num('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    email: text('email').notNull(),
    plan: text('plan').notNull(),
    amountCents: num('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    providerReceiptUrl: text('provider_receipt_url'),
    offerCode: text('offer_code'),
    discountCents: num('discount_cents'),
    gift: boolean('gift').notNull().default(false),
    accessToken: text('access_token').notNull(),
    createdAt: num('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('receipts_internal_id_unique').on(t.internalReceiptId),
    uniqueIndex('receipts_payment_unique').on(t.paymentId),
    uniqueIndex('receipts_access_token_unique').on(t.accessToken),
    index('receipts_user_idx').on(t.userId),
    index('receipts_created_idx').on(t.createdAt),
  ],
);
