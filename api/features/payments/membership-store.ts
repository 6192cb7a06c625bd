// The memberships table (docs/product.md, "Renewing memberships") as fulfilment, the webhook
// handlers and the account page use it: each function is one step inside the caller's transaction.
// Stripe repeats events and sends them out of order, so every write here keeps the newest fact: a
// period end only moves forward, a subscription's state is taken only from an event newer than the
// one it came from, and a payment failure older than a payment is no problem. Each step locks the
// membership's row before it reads it, so two events of one subscription at once apply in turn,
// each to what the other wrote.
import { and, count, desc, eq, exists, gt, gte, isNull, lte, notInArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { forUpdate, type Queryable, type Tx } from '#db/client';
import { memberships, payments } from '#db/schema-payments';
import { iso } from '@shared/calendar';
import { NO_RENEWING_MEMBERSHIP, type RenewingMembershipDto } from '@shared/membership';
import { findUserById, peopleByIds } from '../users';
import type { MembershipPayment, SubscriptionState } from './provider';

export type MembershipRow = typeof memberships.$inferSelect;

/** A subscription in these states does not renew (Stripe's words; the simulated checkout uses them too). */
export const NOT_RENEWING_STATUSES = ['canceled', 'incomplete', 'incomplete_expired'];
const NOT_RENEWING = new Set(NOT_RENEWING_STATUSES);

/** Whether a membership runs at `now`: not ended, and once cancelled only until its period ends. */
export function isRunning(m: MembershipRow, now: number): boolean {
  if (m.endedAt != null || NOT_RENEWING.has(m.status)) return false;
  return !m.cancelAtPeriodEnd || m.currentPeriodEnd > now;
}

/** Memberships that have not ended and are not cancelled, as a query condition (scans, the overview). */
export const renewingWhere = (): SQL => and(isNull(memberships.endedAt), eq(memberships.cancelAtPeriodEnd, false), notInArray(memberships.status, NOT_RENEWING_STATUSES))!;

/**
 * Renewing and not paused at `now` (docs/product.md, "Pausing"): what brings in money now, for the
 * operator's renewing members and monthly recurring revenue. A pause whose end has passed counts:
 * it renews then.
 */
export const payingAtWhere = (now: number): SQL => and(renewingWhere(), or(isNull(memberships.pausedUntil), lte(memberships.pausedUntil, now)))!;

/**
 * Whether the account in `userId` (a column of the caller's query) has a membership that will
 * renew, as a query condition: how other features ask, never reading the table themselves.
 */
export const hasRenewingMembership = (db: Queryable, userId: SQLWrapper): SQL =>
  exists(
    db
      .select({ one: sql`1` })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), renewingWhere())),
  );

/**
 * The memberships paying at `now` (payingAtWhere) counted by plan and the price they renew at (null:
 * the plan's price): what the overview's and the Business page's recurring figures are made of.
 */
export async function payingByPrice(db: Queryable, now: number): Promise<{ plan: string; amountCents: number | null; members: number }[]> {
  const rows = await db
    .select({ plan: memberships.plan, amountCents: memberships.amountCents, members: count() })
    .from(memberships)
    .where(payingAtWhere(now))
    .groupBy(memberships.plan, memberships.amountCents);
  return rows.map((r) => ({ ...r, members: Number(r.members) }));
}

/** How many memberships were cancelled (renewal stopped) in [from, to]. */
export async function cancelledBetween(db: Queryable, from: number, to: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .where(and(gte(memberships.canceledAt, from), lte(memberships.canceledAt, to)));
  return Number(row.n);
}

const dueColumns = {
  userId: memberships.userId,
  subscriptionId: memberships.subscriptionId,
  plan: memberships.plan,
  amountCents: memberships.amountCents,
};

/** Each due membership with its account's id, name and address (the users feature's), in the order found. */
async function withAccounts<T extends { userId: number }>(db: Queryable, due: T[]) {
  const people = await peopleByIds(
    db,
    due.map((m) => m.userId),
  );
  return due.flatMap(({ userId, ...m }) => {
    const p = people.get(userId);
    return p ? [{ id: p.id, username: p.username, email: p.email, ...m }] : [];
  });
}

/**
 * The renewing memberships, not paused, whose period ends in (after, until], each with its
 * account: the renewal notices. A paused one renews at its pause's end instead (pausesEnding).
 */
export async function renewalsDue(db: Queryable, after: number, until: number) {
  const due = await db
    .select({ ...dueColumns, end: memberships.currentPeriodEnd })
    .from(memberships)
    .where(and(renewingWhere(), isNull(memberships.pausedUntil), gt(memberships.currentPeriodEnd, after), lte(memberships.currentPeriodEnd, until)));
  return withAccounts(db, due);
}

/** The paused memberships that renew again in (after, until] (docs/product.md, "Pausing"), each with its account and that moment (`end`). */
export async function pausesEnding(db: Queryable, after: number, until: number) {
  const due = await db
    .select({ ...dueColumns, end: sql<number>`${memberships.pausedUntil}`.mapWith(Number) })
    .from(memberships)
    .where(and(renewingWhere(), gt(memberships.pausedUntil, after), lte(memberships.pausedUntil, until)));
  return withAccounts(db, due);
}

/** When it charges next: at its pause's end while paused, else at its period end. */
export const nextRenewalAt = (m: MembershipRow) => m.pausedUntil ?? m.currentPeriodEnd;

/**
 * Moves a membership's pause from `from` to `to` (null: not paused), and only from there: one
 * conditional statement, so of two pauses asked at once one takes it, and a pause changed
 * meanwhile is left as it is. Only a membership that renews (not cancelled, not ended) is paused.
 * The row as it is then, or undefined when it was not changed.
 */
export async function movePause(tx: Tx, id: number, from: number | null, to: number | null): Promise<MembershipRow | undefined> {
  const [row] = await tx
    .update(memberships)
    .set({ pausedUntil: to })
    .where(and(eq(memberships.id, id), from === null ? isNull(memberships.pausedUntil) : eq(memberships.pausedUntil, from), renewingWhere()))
    .returning();
  return row;
}

/** Whether it will renew at its period end: running and not cancelled. */
export const willRenew = (m: MembershipRow, now: number) => isRunning(m, now) && !m.cancelAtPeriodEnd;

/** The member's membership that runs now, one that will renew first; undefined when none runs. */
export async function runningMembership(db: Queryable, userId: number, now: number): Promise<MembershipRow | undefined> {
  const rows = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, userId), isNull(memberships.endedAt)))
    .orderBy(desc(memberships.id));
  return rows.find((m) => willRenew(m, now)) ?? rows.find((m) => isRunning(m, now));
}

/** The provider customer of the member's latest membership, so a new checkout reuses its card. */
export async function customerOf(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.select({ customerId: memberships.customerId }).from(memberships).where(eq(memberships.userId, userId)).orderBy(desc(memberships.id)).limit(1);
  return row?.customerId ?? null;
}

export async function membershipBySubscription(db: Queryable, subscriptionId: string): Promise<MembershipRow | undefined> {
  return (await db.select().from(memberships).where(eq(memberships.subscriptionId, subscriptionId)).limit(1))[0];
}

/** The subscription's membership, locked until the write commits. */
export async function lockedMembership(tx: Tx, subscriptionId: string): Promise<MembershipRow | undefined> {
  return (await forUpdate(tx.select().from(memberships).where(eq(memberships.subscriptionId, subscriptionId)).limit(1)))[0];
}

/**
 * Makes the subscription's membership row, unless another write made it first (then answers
 * undefined, and that row is read locked instead).
 */
async function made(tx: Tx, values: typeof memberships.$inferInsert): Promise<MembershipRow | undefined> {
  const [row] = await tx.insert(memberships).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * GET /api/account/membership. `planPrice`: the plan's price today, for a membership whose own
 * price is not known here (a Stripe subscription first heard of by an event).
 */
export function toMembershipDto(m: MembershipRow | undefined, now: number, planPrice: number | null): RenewingMembershipDto {
  if (!m || !isRunning(m, now)) return NO_RENEWING_MEMBERSHIP;
  return {
    renews: true,
    plan: m.plan,
    currentPeriodEnd: iso(m.currentPeriodEnd),
    cancelAtPeriodEnd: m.cancelAtPeriodEnd,
    // An accepted retention offer comes off the next renewal (docs/product.md, "Cancelling").
    nextAmountCents: m.cancelAtPeriodEnd ? null : nextCharge(m, planPrice),
    paymentProblem: m.problemAt != null,
    // A cancelled membership renews no more: its pause says nothing then.
    pausedUntil: m.pausedUntil != null && !m.cancelAtPeriodEnd ? iso(m.pausedUntil) : null,
  };
}

/** What the next renewal charges: its price, less an accepted retention offer; null when not known. */
export function nextCharge(m: MembershipRow, planPrice: number | null): number | null {
  const price = m.amountCents ?? planPrice;
  return price === null ? null : price - Math.min(m.nextDiscountCents ?? 0, price - 1);
}

/**
 * A renewing membership bought with time left, whose first period starts (and is first charged) at
 * `startsAt` (docs/product.md, "Renewing memberships"): recorded once per subscription, renewing
 * from then on (Stripe's word for the time before: trialing). True when this call recorded it.
 */
export async function recordMembershipStart(
  tx: Tx,
  p: {
    userId: number;
    provider: 'stripe' | 'simulated';
    plan: string;
    amountCents: number;
    /** A code for every renewal, or one for its first charge alone (docs/product.md, "Codes"). */
    offer?: { code: string; discountCents: number } | null;
    next?: { code: string; discountCents: number } | null;
    subscriptionId: string;
    customerId: string | null;
    startsAt: number;
    receiptEmail: string;
    now: number;
  },
): Promise<boolean> {
  const [made] = await tx
    .insert(memberships)
    .values({
      userId: p.userId,
      provider: p.provider,
      subscriptionId: p.subscriptionId,
      customerId: p.customerId,
      plan: p.plan,
      amountCents: p.amountCents,
      offerCode: p.offer?.code ?? null,
      offerDiscountCents: p.offer?.discountCents ?? null,
      nextOfferCode: p.next?.code ?? null,
      nextDiscountCents: p.next?.discountCents ?? null,
      status: 'trialing',
      currentPeriodEnd: p.startsAt,
      receiptEmail: p.receiptEmail,
      createdAt: p.now,
    })
    .onConflictDoNothing()
    .returning({ id: memberships.id });
  return made !== undefined;
}

/** The price a membership renews at: the one it was bought at; null when not known. */
export async function membershipAmount(db: Queryable, subscriptionId: string): Promise<number | null> {
  const [row] = await db.select({ cents: memberships.amountCents }).from(memberships).where(eq(memberships.subscriptionId, subscriptionId)).limit(1);
  return row?.cents ?? null;
}

/**
 * Where a membership's receipts go (docs/product.md, "Receipts"): the address given at the
 * checkout that started it, which its renewals, charged with no checkout, keep using.
 */
export async function membershipReceiptEmail(db: Queryable, subscriptionId: string): Promise<string | null> {
  const [row] = await db.select({ to: memberships.receiptEmail }).from(memberships).where(eq(memberships.subscriptionId, subscriptionId)).limit(1);
  return row?.to ?? null;
}

/**
 * In fulfilment's transaction, for a paid invoice: the membership exists from its first payment
 * on (made here when the payment arrives before any subscription event), its period reaches the
 * invoice's end, and a payment problem older than this payment is over.
 */
export async function recordMembershipPayment(
  tx: Tx,
  p: {
    userId: number;
    provider: 'stripe' | 'simulated';
    plan: string;
    /** The price it renews at: a code for every renewal already taken off. */
    amountCents: number;
    /** A code for every renewal: named on each renewal's receipt. */
    offer?: { code: string; discountCents: number } | null;
    /** This payment took the retention offer's discount: the next one is full price again. */
    usedNext?: boolean;
    membership: MembershipPayment;
    periodEnd: number;
    paidAt: number;
    receiptEmail: string;
    now: number;
  },
): Promise<void> {
  let row = await lockedMembership(tx, p.membership.subscriptionId);
  if (!row) {
    const first = await made(tx, {
      userId: p.userId,
      provider: p.provider,
      subscriptionId: p.membership.subscriptionId,
      customerId: p.membership.customerId,
      plan: p.plan,
      amountCents: p.amountCents,
      offerCode: p.offer?.code ?? null,
      offerDiscountCents: p.offer?.discountCents ?? null,
      status: 'active',
      currentPeriodEnd: p.periodEnd,
      paidAt: p.paidAt,
      receiptEmail: p.receiptEmail,
      createdAt: p.now,
    });
    if (first) return;
    row = (await lockedMembership(tx, p.membership.subscriptionId))!;
  }
  const problemOver = row.problemAt != null && p.paidAt >= row.problemAt;
  await tx
    .update(memberships)
    .set({
      currentPeriodEnd: Math.max(row.currentPeriodEnd, p.periodEnd),
      paidAt: Math.max(row.paidAt ?? 0, p.paidAt),
      customerId: row.customerId ?? p.membership.customerId,
      // A row a subscription event made before any payment learns its address from the first.
      receiptEmail: row.receiptEmail ?? p.receiptEmail,
      // A row a subscription event made learns its price from its first payment.
      amountCents: row.amountCents ?? p.amountCents,
      ...(row.amountCents === null && p.offer && { offerCode: p.offer.code, offerDiscountCents: p.offer.discountCents }),
      ...(p.usedNext && { nextOfferCode: null, nextDiscountCents: null }),
      // A period paid past the paid end is the renewal a pause waited for: the pause is over.
      ...(p.periodEnd > row.currentPeriodEnd && { pausedUntil: null }),
      problemAt: problemOver ? null : row.problemAt,
      // A payment newer than the last state we heard of settles a past-due subscription, and starts
      // one that waited for the time already paid for to end.
      status: (row.status === 'past_due' || row.status === 'unpaid' || row.status === 'trialing') && p.paidAt >= row.stateAt ? 'active' : row.status,
    })
    .where(eq(memberships.id, row.id));
}

/**
 * A subscription's state from the provider (Stripe's customer.subscription.* events, or its answer
 * to our own cancel or resume). Applied only when newer than the state it replaces; an ended
 * subscription stays ended. Answers the row as it is afterwards (undefined when there is none
 * and the state cannot make one: no user or plan in its metadata).
 */
export async function applySubscriptionState(tx: Tx, s: SubscriptionState, now: number): Promise<MembershipRow | undefined> {
  let row = await lockedMembership(tx, s.subscriptionId);
  const stopped = s.cancelAtPeriodEnd || s.status === 'canceled';
  const endedAt = s.status === 'canceled' ? (s.endedAt ?? s.at) : null;
  if (!row) {
    const userId = Number(s.userId);
    if (!Number.isSafeInteger(userId) || !s.plan || s.currentPeriodEnd == null) return undefined;
    if (!(await findUserById(tx, userId))) return undefined;
    const first = await made(tx, {
      userId,
      provider: 'stripe',
      subscriptionId: s.subscriptionId,
      customerId: s.customerId,
      plan: s.plan,
      status: s.status,
      currentPeriodEnd: s.currentPeriodEnd,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      canceledAt: stopped ? (s.canceledAt ?? s.at) : null,
      endedAt,
      stateAt: s.at,
      createdAt: now,
    });
    if (first) return first;
    row = (await lockedMembership(tx, s.subscriptionId))!;
  }
  if (s.at < row.stateAt || row.endedAt != null) return row;
  const pausedUntil = s.pausedUntil === undefined ? row.pausedUntil : s.pausedUntil;
  const [updated] = await tx
    .update(memberships)
    .set({
      status: s.status,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      // While paused the provider's periods go by unpaid (Stripe voids their invoices): the period
      // end stays the end of the time paid for (docs/product.md, "Pausing").
      currentPeriodEnd: pausedUntil != null ? row.currentPeriodEnd : Math.max(row.currentPeriodEnd, s.currentPeriodEnd ?? 0),
      pausedUntil,
      // The first moment renewal stopped counts (the overview's cancellations); resuming clears it.
      canceledAt: stopped ? (row.canceledAt ?? s.canceledAt ?? s.at) : null,
      endedAt,
      customerId: row.customerId ?? s.customerId,
      stateAt: s.at,
    })
    .where(eq(memberships.id, row.id))
    .returning();
  return updated;
}

/**
 * A renewal payment that failed (invoice.payment_failed, or the simulated failure). Answers the
 * membership when this is news (so the caller e-mails the member), undefined when the invoice
 * was paid after all, a later payment went through, or the membership no longer runs.
 */
export async function recordPaymentProblem(tx: Tx, p: { subscriptionId: string; invoiceId: string; at: number; now: number }): Promise<MembershipRow | undefined> {
  const row = await lockedMembership(tx, p.subscriptionId);
  if (!row || !isRunning(row, p.now)) return undefined;
  if ((row.paidAt ?? 0) > p.at) return undefined;
  const [paid] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.sessionId, p.invoiceId)).limit(1);
  if (paid) return undefined;
  const [updated] = await tx
    .update(memberships)
    .set({ problemAt: Math.max(row.problemAt ?? 0, p.at) })
    .where(eq(memberships.id, row.id))
    .returning();
  return updated;
}
