// Payments and what they buy (docs/product.md, "Buying a membership"): the payments and their
// refunds, the checkouts (Stripe's and the simulated one), the memberships and the Business page's
// rows; the payments feature's own (the receipts are in schema-receipts.ts, the plans in schema-plans.ts). Part
// of the data model in schema.ts, which exports these tables too; pg/schema-payments.ts is its twin.
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './schema-users';

export const payments = sqliteTable(
  'payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    // One payment per checkout session, enforced here: repeats and races fulfil once.
    sessionId: text('session_id').notNull(),
    provider: text('provider', { enum: ['stripe', 'simulated', 'trial'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    subscriptionExpiresAt: integer('subscription_expires_at').notNull(),
    // The start of the period this payment bought: max(payment time, the end it extended).
    periodStartsAt: integer('period_starts_at'),
    // Where the receipt e-mail goes: the address given at checkout, else the account's.
    receiptEmail: text('receipt_email'),
    // The renewing membership this payment is a period of (the provider's subscription); null for
    // a pass. Its receipt says when it renews, and a later one that it is a renewal.
    subscriptionId: text('subscription_id'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('payments_session_unique').on(t.sessionId),
    // A person's payments, and with them each one's span of access: an account's rows of the Business page are worked out again from this index at each of its writes (api/features/payments/business-figures.sql.ts).
    index('payments_user_access_idx').on(t.userId, t.subscriptionExpiresAt, t.createdAt, t.periodStartsAt, t.provider),
    index('payments_subscription_idx').on(t.subscriptionId, t.id),
    // The overview's revenue of the last 30 days (in all, by plan, by day) reads a range of this
    // index and nothing else: it carries every column those sums need.
    index('payments_created_idx').on(t.createdAt, t.provider, t.plan, t.amountCents),
  ],
);

/** Checkout sessions of the simulated provider (no Stripe keys, never in production). */
/**
 * Payments refused when they were paid (docs/operations.md, "Limits at payment time"): paid during
 * a break or taking the month over the spending limit. One row per payment id (checkout session
 * or invoice), so the success page and the webhook refuse it once; the `refund` job gives the
 * money back through the provider, then e-mails the person.
 */
export const refunds = sqliteTable(
  'refunds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    paymentId: text('payment_id').notNull(),
    provider: text('provider', { enum: ['stripe', 'simulated'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    reason: text('reason', { enum: ['break', 'limit'] }).notNull(),
    // The answer the person was given, kept so a repeat gets the same words.
    message: text('message').notNull(),
    // A renewing membership's payment: its subscription is ended with the refund.
    subscriptionId: text('subscription_id'),
    email: text('email'),
    paidAt: integer('paid_at').notNull(),
    createdAt: integer('created_at').notNull(),
    // The provider's refund (Stripe's re_…), once made.
    providerRefundId: text('provider_refund_id'),
    refundedAt: integer('refunded_at'),
  },
  (t) => [uniqueIndex('refunds_payment_unique').on(t.paymentId)],
);

/**
 * The Stripe Checkout sessions this server opened, for a day (Stripe's own expiry): a break
 * expires the ones still open (docs/operations.md, "Limits at payment time"). Simulated sessions keep their status in
 * simulated_checkouts instead.
 */
export const stripeCheckouts = sqliteTable(
  'stripe_checkouts',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('stripe_checkouts_user_idx').on(t.userId, t.createdAt)],
);

export const simulatedCheckouts = sqliteTable('simulated_checkouts', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: text('plan').notNull(),
  amountCents: integer('amount_cents').notNull(),
  email: text('email'),
  // expired: a break began before it was paid; refunded: paid during a break or over the limit.
  status: text('status', { enum: ['open', 'paid', 'expired', 'refunded'] })
    .notNull()
    .default('open'),
  // When "Pay" was pressed: the pay-time checks judge the payment at this instant.
  paidAt: integer('paid_at'),
  // A renewing membership (docs/product.md, "Renewing memberships") rather than a pass: paying
  // starts a simulated subscription.
  renew: integer('renew', { mode: 'boolean' }).notNull().default(false),
  // A renewing membership bought with time left starts when that time ends: nothing is charged at
  // checkout, the first period begins here (docs/product.md, "Renewing memberships"); null: now.
  startsAt: integer('starts_at'),
  // A code applied (docs/product.md, "Codes"): its redemption, held while the checkout is open, and
  // what it takes off amount_cents (the list price). A checkout holding a code closes at expires_at.
  redemptionId: text('redemption_id'),
  discountCents: integer('discount_cents').notNull().default(0),
  expiresAt: integer('expires_at'),
  // A gift's checkout (docs/product.md, "Gifts"): the gift it pays for; the buyer gets no days.
  giftId: integer('gift_id'),
  createdAt: integer('created_at').notNull(),
});

/**
 * Renewing memberships (docs/product.md): one row per provider subscription (Stripe's `sub_…`, or
 * the simulated checkout's `simsub_…`). Stripe's events repeat and arrive out of order, so each
 * kind of fact keeps the marker of the event it came from and an older event never overwrites a
 * newer one: `stateAt` for status, cancellation and period (subscription events), `paidAt` and
 * `problemAt` for the latest paid and failed invoices. The paid time itself lives on the user
 * (subscriptionExpiresAt) and in `payments`, one row per invoice.
 */
export const memberships = sqliteTable(
  'memberships',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'simulated'] }).notNull(),
    subscriptionId: text('subscription_id').notNull(),
    // Stripe's customer (cus_…), for the customer portal and a later checkout; null when simulated.
    customerId: text('customer_id'),
    plan: text('plan').notNull(),
    // The provider's word: active, past_due, unpaid, incomplete, canceled, …
    status: text('status').notNull(),
    currentPeriodEnd: integer('current_period_end').notNull(),
    cancelAtPeriodEnd: integer('cancel_at_period_end', { mode: 'boolean' }).notNull().default(false),
    // When renewal was stopped, by the member or the provider; null while it renews.
    canceledAt: integer('canceled_at'),
    // When the subscription ended (deleted at the provider, or a cancelled one reached its end).
    endedAt: integer('ended_at'),
    stateAt: integer('state_at').notNull().default(0),
    paidAt: integer('paid_at'),
    problemAt: integer('problem_at'),
    // Where every payment's receipt goes: the address given at its checkout, else the account's.
    receiptEmail: text('receipt_email'),
    // The price it was bought at, which every renewal charges (docs/product.md, "Plans"): a later
    // price of its plan is for new purchases only. Null: the plan's price (a Stripe membership
    // first heard of by an event, whose Price at Stripe decides).
    amountCents: integer('amount_cents'),
    // Bought with a code for every renewal: its code and what it takes off the list price, so each
    // renewal's receipt names them (amount_cents is already the price after it).
    offerCode: text('offer_code'),
    offerDiscountCents: integer('offer_discount_cents'),
    // A retention offer accepted (docs/product.md, "Cancelling"): taken off the next renewal only.
    nextOfferCode: text('next_offer_code'),
    nextDiscountCents: integer('next_discount_cents'),
    // A pause (docs/product.md, "Pausing"): when renewal starts again, whole periods after the paid
    // end (current_period_end, which stays the paid end meanwhile); null while not paused.
    pausedUntil: integer('paused_until'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('memberships_subscription_unique').on(t.subscriptionId),
    index('memberships_user_idx').on(t.userId, t.id),
    // The overview's recurring figures and the renewal reminders read the memberships not ended.
    index('memberships_open_idx').on(t.endedAt, t.cancelAtPeriodEnd, t.currentPeriodEnd),
    index('memberships_canceled_idx').on(t.canceledAt),
  ],
);

/**
 * What the Business page counts of each account, kept as rows written with every payment and trial
 * (docs/product.md, "The Business page"; docs/benchmarks.md, "The analytics row"), each a function
 * of the account's payments and trial alone (api/features/payments/business-figures.ts):
 * - `access`: a span of access, the union of touching or overlapping paid periods and the trial;
 *   `churned` when no payment came within CHURN_GRACE_DAYS after its end (so far);
 *   `previous_ends_at` the account's span before it, `previous_churn_at` its churned span before it
 *   (each account counted once over a range), `churned_again` when that was within 32 days (an
 *   account counted once in a month);
 * - `trial`: the free trial, from its start for TRIAL_DAYS, `converted` by a payment within 30 days;
 * - `first`: the account's first payment (starts_at = ends_at).
 * They go with the account.
 */
export const accessSpans = sqliteTable(
  'access_spans',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['access', 'trial', 'first'] }).notNull(),
    startsAt: integer('starts_at').notNull(),
    endsAt: integer('ends_at').notNull(),
    churned: integer('churned', { mode: 'boolean' }).notNull().default(false),
    churnedAgain: integer('churned_again', { mode: 'boolean' }).notNull().default(false),
    converted: integer('converted', { mode: 'boolean' }).notNull().default(false),
    previousEndsAt: integer('previous_ends_at'),
    previousChurnAt: integer('previous_churn_at'),
  },
  (t) => [
    uniqueIndex('access_spans_user_unique').on(t.userId, t.kind, t.startsAt),
    index('access_spans_ends_idx').on(t.kind, t.endsAt),
    // Over a range, the accounts that left after its end (each once), and those that left twice in a month.
    index('access_spans_churn_idx').on(t.kind, t.churned, t.endsAt, t.previousChurnAt),
    index('access_spans_again_idx').on(t.kind, t.churnedAgain, t.endsAt, t.previousChurnAt),
    index('access_spans_starts_idx').on(t.kind, t.startsAt, t.previousEndsAt),
  ],
);

/**
 * The Business page's sums by day of APP_TIMEZONE (`YYYY-MM-DD`), added to by every write that
 * changes an account's rows in access_spans: first payments, trials started and converted, spans
 * of access begun and ended, ends that were churn, and spans (and churned spans) by the day their
 * account's one before ended (`span_returns`, `churn_returns`: an account counted once over a range).
 * A period's figure is the sum of its days (api/features/payments/business-reads.sql.ts).
 */
export const businessDays = sqliteTable('business_days', {
  day: text('day').primaryKey(),
  newPaying: integer('new_paying').notNull().default(0),
  trialsStarted: integer('trials_started').notNull().default(0),
  trialsConverted: integer('trials_converted').notNull().default(0),
  spanStarts: integer('span_starts').notNull().default(0),
  spanEnds: integer('span_ends').notNull().default(0),
  churnEnds: integer('churn_ends').notNull().default(0),
  spanReturns: integer('span_returns').notNull().default(0),
  churnReturns: integer('churn_returns').notNull().default(0),
});

/** Payments and revenue by day of APP_TIMEZONE and plan, added to by every payment (payments stay with a deleted account). */
export const planDays = sqliteTable(
  'plan_days',
  {
    day: text('day').notNull(),
    plan: text('plan').notNull(),
    payments: integer('payments').notNull().default(0),
    revenueCents: integer('revenue_cents').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.plan] })],
);

/**
 * The settings the rows above were worked out with (one row): the days are APP_TIMEZONE's and the
 * trials TRIAL_DAYS long. A start with other settings, or with no row (a database from before
 * them), works every row out again from the payments and trials.
 */
export const businessBasis = sqliteTable('business_basis', {
  id: integer('id').primaryKey(),
  timeZone: text('time_zone').notNull(),
  trialDays: integer('trial_days').notNull(),
  builtAt: integer('built_at').notNull(),
});
