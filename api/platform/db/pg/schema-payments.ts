// Payments and what they buy on PostgreSQL: the same tables as sqlite/schema-payments.ts, where
// each is described.
import { boolean, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, num } from './columns';
import { users } from './schema-users';

export const payments = pgTable(
  'payments',
  {
    id: id(),
    sessionId: text('session_id').notNull(),
    provider: text('provider', { enum: ['stripe', 'simulated', 'trial'] }).notNull(),
    userId: num('user_id').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan').notNull(),
    amountCents: num('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    subscriptionExpiresAt: num('subscription_expires_at').notNull(),
    periodStartsAt: num('period_starts_at'),
    receiptEmail: text('receipt_email'),
    // The renewing membership this payment is a period of; null for a pass (sqlite/schema.ts).
    subscriptionId: text('subscription_id'),
    createdAt: num('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('payments_session_unique').on(t.sessionId),
    index('payments_user_access_idx').on(t.userId, t.subscriptionExpiresAt, t.createdAt, t.periodStartsAt, t.provider),
    index('payments_subscription_idx').on(t.subscriptionId, t.id),
    index('payments_created_idx').on(t.createdAt, t.provider, t.plan, t.amountCents),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    paymentId: text('payment_id').notNull(),
    provider: text('provider', { enum: ['stripe', 'simulated'] }).notNull(),
    userId: num('user_id').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan').notNull(),
    amountCents: num('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    reason: text('reason', { enum: ['break', 'limit'] }).notNull(),
    message: text('message').notNull(),
    subscriptionId: text('subscription_id'),
    email: text('email'),
    paidAt: num('paid_at').notNull(),
    createdAt: num('created_at').notNull(),
    providerRefundId: text('provider_refund_id'),
    refundedAt: num('refunded_at'),
  },
  (t) => [uniqueIndex('refunds_payment_unique').on(t.paymentId)],
);

export const stripeCheckouts = pgTable(
  'stripe_checkouts',
  {
    id: text('id').primaryKey(),
    userId: num('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: num('created_at').notNull(),
  },
  (t) => [index('stripe_checkouts_user_idx').on(t.userId, t.createdAt)],
);

export const simulatedCheckouts = pgTable('simulated_checkouts', {
  id: text('id').primaryKey(),
  userId: num('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: text('plan').notNull(),
  amountCents: num('amount_cents').notNull(),
  email: text('email'),
  status: text('status', { enum: ['open', 'paid', 'expired', 'refunded'] })
    .notNull()
    .default('open'),
  paidAt: num('paid_at'),
  renew: boolean('renew').notNull().default(false),
  // A renewing membership bought with time left starts then (sqlite/schema.ts); null: now.
  startsAt: num('starts_at'),
  redemptionId: text('redemption_id'),
  discountCents: num('discount_cents').notNull().default(0),
  expiresAt: num('expires_at'),
  giftId: num('gift_id'),
  createdAt: num('created_at').notNull(),
});

export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    userId: num('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'simulated'] }).notNull(),
    subscriptionId: text('subscription_id').notNull(),
    customerId: text('customer_id'),
    plan: text('plan').notNull(),
    status: text('status').notNull(),
    currentPeriodEnd: num('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: num('canceled_at'),
    endedAt: num('ended_at'),
    stateAt: num('state_at').notNull().default(0),
    paidAt: num('paid_at'),
    problemAt: num('problem_at'),
    // Where every payment's receipt goes: the address given at its checkout, else the account's.
    receiptEmail: text('receipt_email'),
    amountCents: num('amount_cents'),
    offerCode: text('offer_code'),
    offerDiscountCents: num('offer_discount_cents'),
    nextOfferCode: text('next_offer_code'),
    nextDiscountCents: num('next_discount_cents'),
    pausedUntil: num('paused_until'),
    createdAt: num('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('memberships_subscription_unique').on(t.subscriptionId),
    index('memberships_user_idx').on(t.userId, t.id),
    index('memberships_open_idx').on(t.endedAt, t.cancelAtPeriodEnd, t.currentPeriodEnd),
    index('memberships_canceled_idx').on(t.canceledAt),
  ],
);

/** What the Business page counts of each account (sqlite/schema-payments.ts). */
export const accessSpans = pgTable(
  'access_spans',
  {
    id: id(),
    userId: num('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['access', 'trial', 'first'] }).notNull(),
    startsAt: num('starts_at').notNull(),
    endsAt: num('ends_at').notNull(),
    churned: boolean('churned').notNull().default(false),
    churnedAgain: boolean('churned_again').notNull().default(false),
    converted: boolean('converted').notNull().default(false),
    previousEndsAt: num('previous_ends_at'),
    previousChurnAt: num('previous_churn_at'),
  },
  (t) => [
    uniqueIndex('access_spans_user_unique').on(t.userId, t.kind, t.startsAt),
    index('access_spans_ends_idx').on(t.kind, t.endsAt),
    index('access_spans_churn_idx').on(t.kind, t.churned, t.endsAt, t.previousChurnAt),
    index('access_spans_again_idx').on(t.kind, t.churnedAgain, t.endsAt, t.previousChurnAt),
    index('access_spans_starts_idx').on(t.kind, t.startsAt, t.previousEndsAt),
  ],
);

export const businessDays = pgTable('business_days', {
  day: text('day').primaryKey(),
  newPaying: num('new_paying').notNull().default(0),
  trialsStarted: num('trials_started').notNull().default(0),
  trialsConverted: num('trials_converted').notNull().default(0),
  spanStarts: num('span_starts').notNull().default(0),
  spanEnds: num('span_ends').notNull().default(0),
  churnEnds: num('churn_ends').notNull().default(0),
  spanReturns: num('span_returns').notNull().default(0),
  churnReturns: num('churn_returns').notNull().default(0),
});

export const planDays = pgTable(
  'plan_days',
  {
    day: text('day').notNull(),
    plan: text('plan').notNull(),
    payments: num('payments').notNull().default(0),
    revenueCents: num('revenue_cents').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.plan] })],
);

export const businessBasis = pgTable('business_basis', {
  id: num('id').primaryKey(),
  timeZone: text('time_zone').notNull(),
  trialDays: num('trial_days').notNull(),
  builtAt: num('built_at').notNull(),
});
