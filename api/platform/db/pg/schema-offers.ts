// Codes and why members leave on PostgreSQL: the same tables as sqlite/schema-offers.ts, where each
// is described.
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, num } from './columns';
import { users } from './schema-users';

export const offers = pgTable(
  'offers',
  {
    code: text('code').primaryKey(),
    percentOff: num('percent_off'),
    amountOffCents: num('amount_off_cents'),
    plans: text('plans'),
    maxRedemptions: num('max_redemptions'),
    expiresAt: num('expires_at'),
    firstPaymentOnly: boolean('first_payment_only').notNull().default(false),
    renewals: text('renewals', { enum: ['first', 'all'] })
      .notNull()
      .default('first'),
    retention: boolean('retention').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: num('created_at').notNull(),
    updatedAt: num('updated_at').notNull(),
  },
  (t) => [uniqueIndex('offers_one_retention').on(t.retention).where(sql`retention = true and active = true`)],
);

export const offerRedemptions = pgTable(
  'offer_redemptions',
  {
    id: text('id').primaryKey(),
    code: text('code')
      .notNull()
      .references(() => offers.code),
    kind: text('kind', { enum: ['checkout', 'retention'] }).notNull(),
    userId: num('user_id').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan').notNull(),
    status: text('status', { enum: ['held', 'paid', 'released'] }).notNull(),
    heldUntil: num('held_until'),
    listCents: num('list_cents').notNull(),
    discountCents: num('discount_cents').notNull(),
    renewals: text('renewals', { enum: ['first', 'all'] }).notNull(),
    sessionId: text('session_id'),
    paidBy: text('paid_by'),
    createdAt: num('created_at').notNull(),
    paidAt: num('paid_at'),
  },
  (t) => [index('offer_redemptions_code_idx').on(t.code, t.status, t.heldUntil), index('offer_redemptions_user_idx').on(t.userId, t.kind, t.createdAt)],
);

export const cancellations = pgTable(
  'cancellations',
  {
    id: id(),
    userId: num('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    comment: text('comment'),
    at: num('at').notNull(),
  },
  (t) => [index('cancellations_at_idx').on(t.at)],
);
