// Codes and why members leave (docs/product.md, "Codes" and "Cancelling"): the offers the operator
// makes, each use of one, and the reasons given at cancelling. Part of the data model in schema.ts,
// which exports these tables too; pg/schema-offers.ts is its twin.
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './schema-users';

/**
 * A code (docs/product.md, "Codes"): kept in capitals, so the key holds it unique whatever case it
 * is typed in. Never deleted, since redemptions and receipts name it: `active` false retires it.
 */
export const offers = sqliteTable(
  'offers',
  {
    code: text('code').primaryKey(),
    // Exactly one of the two is set.
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    // The plan ids it is for, comma-separated; null: every plan.
    plans: text('plans'),
    maxRedemptions: integer('max_redemptions'),
    expiresAt: integer('expires_at'),
    firstPaymentOnly: integer('first_payment_only', { mode: 'boolean' }).notNull().default(false),
    // first: the first payment only; all: every renewal of a membership bought with it.
    renewals: text('renewals', { enum: ['first', 'all'] })
      .notNull()
      .default('first'),
    // Offered to a renewing member who starts to cancel; at most one such code is active.
    retention: integer('retention', { mode: 'boolean' }).notNull().default(false),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [uniqueIndex('offers_one_retention').on(t.retention).where(sql`retention = true and active = true`)],
);

/**
 * Each use of a code: a checkout holds one (`held` until `heldUntil`, the checkout's life), its
 * payment counts it (`paid`), once; a retention offer accepted is `paid` at once. Counted against
 * `maxRedemptions` while held or paid, under the offer's row lock; a payment refused at pay time
 * (a break, the spending limit: refunded) gives its use back (`released`).
 */
export const offerRedemptions = sqliteTable(
  'offer_redemptions',
  {
    // Carried by the checkout (the simulated checkout's row, Stripe's metadata) to its payment.
    id: text('id').primaryKey(),
    code: text('code')
      .notNull()
      .references(() => offers.code),
    kind: text('kind', { enum: ['checkout', 'retention'] }).notNull(),
    // Null once the account is deleted.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan').notNull(),
    status: text('status', { enum: ['held', 'paid', 'released'] }).notNull(),
    heldUntil: integer('held_until'),
    listCents: integer('list_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    renewals: text('renewals', { enum: ['first', 'all'] }).notNull(),
    // The checkout session that holds it, once made.
    sessionId: text('session_id'),
    // The payment (its session or invoice id) that counted it.
    paidBy: text('paid_by'),
    createdAt: integer('created_at').notNull(),
    paidAt: integer('paid_at'),
  },
  (t) => [index('offer_redemptions_code_idx').on(t.code, t.status, t.heldUntil), index('offer_redemptions_user_idx').on(t.userId, t.kind, t.createdAt)],
);

/**
 * Renewals stopped by the member, with the reason and comment given (docs/product.md,
 * "Cancelling"). Deleting the account erases the comment and the link to it; the reason stays in
 * the counts.
 */
export const cancellations = sqliteTable(
  'cancellations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    comment: text('comment'),
    at: integer('at').notNull(),
  },
  (t) => [index('cancellations_at_idx').on(t.at)],
);
