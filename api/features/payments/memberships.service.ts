// Renewing memberships as the member and the operator handle them (docs/product.md,
// "Renewing memberships"): the state the account page shows, cancel and resume, the customer
// portal, a failed renewal payment, and the simulated provider's renewals (at each period's end, or
// at once through /api/dev/renew-now). Every renewal is a payment fulfilled by payments.fulfil(),
// the one exactly-once path of both providers, keyed by its invoice.
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Tx } from '#db/client';
import { memberships } from '#db/schema-payments';
import { DAY, MINUTE, SECOND } from '../../platform/clock';
import { formatDate } from '../../platform/format';
import { ApiError, conflict, notFound } from '../../platform/http/http-errors';
import { MEMBERSHIP_MESSAGES, type MembershipChangeDto, type RenewingMembershipDto } from '@shared/membership';
import { findPlan } from '../plans';
import { formatMoney } from '@shared/money-format';
import type { JobQueue } from '../../platform/jobs/jobs.queue';
import type { JobHandler } from '../../platform/jobs/jobs.worker';
import { findUserById } from '../users';
import { recordCancellation } from '../offers';
import { createRetentionOffer } from './retention-offer';
import { createPause, type PausedMail } from './pause';
import type { CancelReason } from '@shared/offers';
import {
  applySubscriptionState,
  customerOf,
  isRunning,
  lockedMembership,
  membershipBySubscription,
  nextRenewalAt,
  recordPaymentProblem,
  runningMembership,
  toMembershipDto,
  willRenew,
  type MembershipRow,
} from './membership-store';
import type { PaymentsService } from './payments.service';
import type { PaymentsWiring } from './payments.wiring';
import type { SubscriptionState } from './provider';

/**
 * The e-mails to a member whose renewal failed or changed: the mail feature's lifecycle e-mails,
 * handed in by the composition root (the mail feature reads the memberships, so payments names
 * only the shape it calls).
 */
type Person = { id: number; username: string; email: string };
export interface MembershipMails extends PausedMail {
  paymentFailed(tx: Tx, person: Person, p: { plan: string; amountCents: number | null; paidUntil: number | null; invoiceId: string }): Promise<unknown>;
  renewalChanged(
    tx: Tx,
    person: Person,
    m: { subscriptionId: string; plan: string; amountCents: number | null; currentPeriodEnd: number; cancelAtPeriodEnd: boolean; stateAt: number },
  ): Promise<unknown>;
}

type MembershipsDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'log'>;

export function createMembershipsService(deps: MembershipsDeps, queue: JobQueue, wiring: PaymentsWiring, payments: PaymentsService, mails: MembershipMails) {
  const { db, clock, log } = deps;
  const tz = deps.config.timeZone;

  /**
   * Applies a subscription's state, and when it stops or starts renewing again (the member on the
   * account page or in Stripe's portal, a break), e-mails the member once, in the same commit.
   */
  async function applyAndTell(tx: Tx, s: SubscriptionState, now: number): Promise<MembershipRow | undefined> {
    // Locked first: of two events at once, the second sees what the first changed.
    const before = await lockedMembership(tx, s.subscriptionId);
    const after = await applySubscriptionState(tx, s, now);
    if (!before || !after || after.endedAt != null || before.cancelAtPeriodEnd === after.cancelAtPeriodEnd) return after;
    const user = await findUserById(tx, after.userId);
    if (user) await mails.renewalChanged(tx, user, after);
    return after;
  }

  async function state(userId: number): Promise<RenewingMembershipDto> {
    const now = clock.now();
    const m = await runningMembership(db, userId, now);
    return toMembershipDto(m, now, m ? ((await findPlan(db, m.plan))?.amountCents ?? null) : null);
  }

  /** Renewal off (cancel) or on again (resume), at the provider and here; `also` in the same write. */
  async function setRenewal(m: MembershipRow, cancel: boolean, also?: (tx: Tx) => Promise<void>): Promise<void> {
    const now = clock.now();
    let next: SubscriptionState;
    if (m.provider === 'stripe') {
      if (!wiring.billing) throw conflict('This membership is billed by Stripe, which this server is not set up for. Please contact support.');
      next = await wiring.billing.setCancelAtPeriodEnd(m.subscriptionId, cancel, now);
    } else {
      next = { ...simulatedState(m), cancelAtPeriodEnd: cancel, canceledAt: null, at: now };
    }
    await db.write(async (tx) => {
      await applyAndTell(tx, next, now);
      await also?.(tx);
    });
  }

  /**
   * The next period of a simulated membership: from `from` (its next renewal: its period end, or
   * its pause's end), or from now when that lies a period or more back.
   */
  function nextPeriod(m: MembershipRow, days: number, now: number, from = nextRenewalAt(m)) {
    const start = from + days * DAY > now ? from : now;
    const end = start + days * DAY;
    return { start, end, invoiceId: `${m.subscriptionId}@${end}` };
  }

  /** Charges a simulated membership's next period: one more period and a receipt, exactly once per period. */
  async function renewSimulated(m: MembershipRow, from?: number) {
    const now = clock.now();
    const plan = await findPlan(db, m.plan);
    if (!plan) throw conflict(MEMBERSHIP_MESSAGES.devNotRenewing);
    const period = nextPeriod(m, plan.durationDays, now, from);
    // At the price it was bought at, whatever the plan costs today; a code for every renewal is
    // already off it, and an accepted retention offer comes off this renewal alone.
    const renewsAt = m.amountCents ?? plan.amountCents;
    const everyTime = m.offerDiscountCents ?? 0;
    const thisTime = Math.min(m.nextDiscountCents ?? 0, renewsAt - 1);
    const codes = [everyTime > 0 ? m.offerCode : null, thisTime > 0 ? m.nextOfferCode : null].filter(Boolean).join(' + ');
    return payments.fulfil({
      id: period.invoiceId,
      paid: true,
      userId: String(m.userId),
      plan: plan.id,
      amountCents: renewsAt - thisTime,
      priceCents: renewsAt + everyTime,
      discount: everyTime + thisTime > 0 ? { code: codes || null, discountCents: everyTime + thisTime, next: thisTime > 0 } : null,
      currency: 'usd',
      email: null,
      receiptUrl: null,
      paidAt: now,
      membership: { subscriptionId: m.subscriptionId, customerId: null, periodStart: period.start, periodEnd: period.end },
    });
  }

  /** A renewal payment that failed: recorded once, and the member e-mailed once per invoice. */
  async function failedPayment(p: { subscriptionId: string; invoiceId: string; at: number }): Promise<void> {
    const now = clock.now();
    await db.write(async (tx) => {
      const m = await recordPaymentProblem(tx, { ...p, now });
      const user = m && (await findUserById(tx, m.userId));
      if (!m || !user) return;
      await mails.paymentFailed(tx, user, { plan: m.plan, amountCents: m.amountCents, paidUntil: user.subscriptionExpiresAt, invoiceId: p.invoiceId });
    });
  }

  const endOf = (m: MembershipRow) => formatDate(m.currentPeriodEnd, tz);

  /** The `move-renewal` job: Stripe's next billing date to `to`, then its answer applied. */
  const moveRenewal = (async ({ subscriptionId, to, resumesAt }: { subscriptionId: string; to: number; resumesAt?: number }) => {
    if (!wiring.billing) throw new Error(`Stripe subscription ${subscriptionId} cannot be moved: this server is not set up for Stripe`);
    const state = await wiring.billing.moveRenewal(subscriptionId, to, clock.now(), resumesAt);
    return (tx: Tx) => applyAndTell(tx, state, clock.now()).then(() => undefined);
  }) satisfies JobHandler<{ subscriptionId: string; to: number; resumesAt?: number }>;

  /**
   * The simulated provider's billing, on the schedule: a membership whose period has ended is
   * renewed (a cancelled one ends instead). Stripe does this itself and tells us by webhook.
   */
  const renewals = (async () => {
    if (!wiring.simulated) return;
    const now = clock.now();
    const due = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.provider, 'simulated'), isNull(memberships.endedAt), lte(memberships.currentPeriodEnd, now)));
    for (const m of due) {
      if (m.cancelAtPeriodEnd) {
        await db.write((tx) => applyAndTell(tx, { ...simulatedState(m), status: 'canceled', endedAt: m.currentPeriodEnd, at: now }, now));
        continue;
      }
      // Paused (docs/product.md, "Pausing"): nothing is charged before the pause ends.
      if (m.pausedUntil != null && m.pausedUntil > now) continue;
      await renewSimulated(m).catch((err) => {
        if (!(err instanceof ApiError)) throw err;
        log.error(`simulated membership ${m.subscriptionId} not renewed: ${err.message}`);
      });
    }
  }) satisfies JobHandler<unknown>;

  const retention = createRetentionOffer(deps, wiring, { applyAndTell, state, endOf });
  const pausing = createPause(deps, wiring, payments, mails, { applyAndTell, state, renewSimulated });

  return {
    state,
    failedPayment,
    retentionOffer: retention.offer,
    acceptOffer: retention.accept,
    pause: pausing.pause,
    unpause: pausing.unpause,

    /** A subscription's state from a Stripe event. */
    async applyState(s: SubscriptionState): Promise<void> {
      await db.write((tx) => applyAndTell(tx, s, clock.now()));
    },

    /**
     * In an admin's extension of a member by `days` (docs/product.md, "The operator's console"):
     * a membership that renews moves its next charge as far, so the days given are not swallowed
     * by the next renewal. Simulated: the stored period end; Stripe: the same here, and its billing
     * date moved by the `move-renewal` job, since a call to Stripe waits for no transaction.
     */
    async moveRenewal(tx: Tx, userId: number, days: number, now: number): Promise<void> {
      const rows = await tx
        .select()
        .from(memberships)
        .where(and(eq(memberships.userId, userId), isNull(memberships.endedAt)));
      for (const m of rows.filter((r) => willRenew(r, now))) {
        const to = Math.max(m.currentPeriodEnd, now) + days * DAY;
        // A paused one's renewal moves as far: the pause keeps its length after the days given.
        const resumesAt = m.pausedUntil != null ? m.pausedUntil + days * DAY : undefined;
        await tx
          .update(memberships)
          .set({ currentPeriodEnd: to, ...(resumesAt !== undefined && { pausedUntil: resumesAt }) })
          .where(eq(memberships.id, m.id));
        if (m.provider === 'stripe')
          await queue.add(tx, { kind: 'move-renewal', key: `move-renewal:${m.subscriptionId}:${to}`, payload: { subscriptionId: m.subscriptionId, to, resumesAt } });
      }
    },

    /** Stops renewal at the period end; the time already paid stays. Why, when the member says, is kept with it. */
    async cancel(userId: number, why: { reason?: CancelReason; comment?: string } = {}): Promise<MembershipChangeDto> {
      const m = await runningMembership(db, userId, clock.now());
      if (!m) throw conflict(MEMBERSHIP_MESSAGES.nothingToCancel);
      if (m.cancelAtPeriodEnd) throw conflict(MEMBERSHIP_MESSAGES.alreadyCancelled(endOf(m)));
      await setRenewal(m, true, (tx) => recordCancellation(tx, { userId, ...why, at: clock.now() }));
      return { message: MEMBERSHIP_MESSAGES.cancelled(endOf(m)), membership: await state(userId) };
    },

    /** Undoes a cancellation while the period still runs. */
    async resume(userId: number): Promise<MembershipChangeDto> {
      const m = await runningMembership(db, userId, clock.now());
      if (!m) throw conflict(MEMBERSHIP_MESSAGES.nothingToResume);
      if (!m.cancelAtPeriodEnd) throw conflict(MEMBERSHIP_MESSAGES.notCancelled);
      await setRenewal(m, false);
      const membership = await state(userId);
      return { message: MEMBERSHIP_MESSAGES.resumed(endOf(m), formatMoney(membership.nextAmountCents ?? 0)), membership };
    },

    /** Stripe's customer portal; the simulated provider's "portal" is the account page itself. */
    async billingPortal(userId: number): Promise<{ url: string }> {
      if (!wiring.billing) return { url: '/account' };
      const customer = await customerOf(db, userId);
      if (!customer) throw conflict(MEMBERSHIP_MESSAGES.noBillingAccount);
      return { url: await wiring.billing.portalUrl(customer) };
    },

    /** Outside production: renew now as if the period had ended (one period more, a receipt), or play a failed payment. */
    async renewNow(userId: number, fail: boolean) {
      const now = clock.now();
      if (!(await findUserById(db, userId))) throw notFound(MEMBERSHIP_MESSAGES.userNotFound);
      const m = await runningMembership(db, userId, now);
      if (!m || !isRunning(m, now)) throw conflict(MEMBERSHIP_MESSAGES.devNotRenewing);
      if (m.cancelAtPeriodEnd) throw conflict(MEMBERSHIP_MESSAGES.devCancelled);
      if (m.provider !== 'simulated') throw conflict(MEMBERSHIP_MESSAGES.devStripe);
      // As the provider's own renewals: nothing is charged while paused.
      if (m.pausedUntil != null && m.pausedUntil > now) throw conflict(MEMBERSHIP_MESSAGES.devPaused(formatDate(m.pausedUntil, tz)));
      if (fail) {
        await failedPayment({ subscriptionId: m.subscriptionId, invoiceId: nextPeriod(m, (await findPlan(db, m.plan))?.durationDays ?? 30, now).invoiceId, at: now });
        return { membership: await state(userId) };
      }
      const paid = await renewSimulated(m);
      return { membership: await state(userId), subscriptionExpiresAt: paid.subscriptionExpiresAt, receiptUrl: paid.receiptUrl };
    },

    /**
     * A break that began (docs/operations.md, "Limits at payment time"): a renewal that would fall
     * in it is skipped as a pause skips it (docs/product.md, "Pausing"), so nothing is charged
     * during the break; renewal starts again by itself after it. The time already paid stays.
     */
    async skipRenewalsWithin(userId: number, until: number): Promise<void> {
      const rows = await db
        .select()
        .from(memberships)
        .where(and(eq(memberships.userId, userId), isNull(memberships.endedAt)));
      await pausing.skipRenewalsWithin(rows, until);
    },

    /**
     * Ends a membership at once at its provider (its payment was refunded): the state to apply in
     * the caller's transaction, or null when this server holds no such membership to end.
     */
    async endNow(subscriptionId: string, provider: 'stripe' | 'simulated'): Promise<SubscriptionState | null> {
      const now = clock.now();
      if (provider === 'stripe') {
        if (!wiring.billing) throw new Error(`Stripe subscription ${subscriptionId} cannot be ended: this server is not set up for Stripe`);
        return wiring.billing.cancelNow(subscriptionId, now);
      }
      const m = await membershipBySubscription(db, subscriptionId);
      return m ? { ...simulatedState(m), status: 'canceled', canceledAt: now, endedAt: now, at: Math.max(now, m.stateAt) } : null;
    },

    /**
     * Runs `remove` (the account's deletion); once it has succeeded, the account's Stripe
     * subscriptions that would go on charging are ended at Stripe. A failure there is logged for
     * the operator: the account is gone either way.
     */
    async endingBillingOf(userId: number, remove: () => Promise<void>): Promise<void> {
      const now = clock.now();
      const rows = await db
        .select()
        .from(memberships)
        .where(and(eq(memberships.userId, userId), eq(memberships.provider, 'stripe'), isNull(memberships.endedAt)));
      const charging = rows.filter((m) => isRunning(m, now) && !m.cancelAtPeriodEnd).map((m) => m.subscriptionId);
      await remove();
      for (const id of charging) {
        await wiring.billing
          ?.cancelNow(id, clock.now())
          .catch((err) => log.error(`could not cancel Stripe subscription ${id} of a deleted account: cancel it in the dashboard`, err));
      }
    },

    jobs: { 'move-renewal': moveRenewal, 'membership-renewals': renewals },
    // "E-mails" (docs/product.md): the simulated checkout renews its memberships as their periods
    // end, looked for every 15 minutes; Stripe renews its own and says so by webhook.
    schedules: wiring.simulated ? [{ name: 'membership-renewals', everyMs: 15 * MINUTE, firstDelayMs: 20 * SECOND, job: { kind: 'membership-renewals' } }] : [],
  };
}

/** A simulated membership's state as it stands. */
function simulatedState(m: MembershipRow): SubscriptionState {
  return {
    subscriptionId: m.subscriptionId,
    customerId: null,
    userId: String(m.userId),
    plan: m.plan,
    status: m.status,
    currentPeriodEnd: m.currentPeriodEnd,
    cancelAtPeriodEnd: m.cancelAtPeriodEnd,
    canceledAt: m.canceledAt,
    endedAt: m.endedAt,
    pausedUntil: m.pausedUntil,
    at: m.stateAt,
  };
}

export type MembershipsService = ReturnType<typeof createMembershipsService>;
