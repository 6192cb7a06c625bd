// Pausing a renewing membership (docs/product.md, "Pausing"): the member skips 1 to 3 renewals,
// keeping access to the end of the time paid for; nothing is charged while paused, and renewal
// starts again by itself whole periods after that end. A break skips the renewals that would fall
// in it the same way. Unpausing ends it at once: the next charge at the paid end, or now when none
// is left. With Stripe: pause_collection {behavior: "void", resumes_at}.
//
// The pause is claimed in the database first (one conditional statement, movePause), then asked
// of Stripe, and given back when Stripe refuses: of two requests at once, one pauses.
import type { Deps } from '../../platform/deps';
import type { Tx } from '#db/client';
import { DAY } from '../../platform/clock';
import { formatDate, formatDateTime } from '../../platform/format';
import { conflict, forbidden } from '../../platform/http/http-errors';
import { MEMBERSHIP_MESSAGES, type MembershipChangeDto, type PausePeriods, type RenewingMembershipDto } from '@shared/membership';
import { formatMoney } from '@shared/money-format';
import { findPlan } from '../plans';
import { excludedUntil, findUserById } from '../users';
import { movePause, nextCharge, nextRenewalAt, runningMembership, willRenew, type MembershipRow } from './membership-store';
import type { PaymentsService } from './payments.service';
import type { PaymentsWiring } from './payments.wiring';
import type { SubscriptionState } from './provider';
import { invoiceAsPayment } from './stripe-objects';

type Person = { id: number; username: string; email: string };

/**
 * The "paused" e-mail (docs/product.md, "Pausing"): the mail feature's, handed in by the
 * composition root with the other membership e-mails (MembershipMails).
 */
export interface PausedMail {
  paused(
    tx: Tx,
    person: Person,
    p: { subscriptionId: string; plan: string; amountCents: number | null; accessEnd: number; pausedUntil: number; byBreak: boolean },
  ): Promise<unknown>;
}

/** What the memberships service lends it: its state write, its answer, and a simulated renewal's charge. */
interface MembershipSteps {
  applyAndTell(tx: Tx, s: SubscriptionState, now: number): Promise<unknown>;
  state(userId: number): Promise<RenewingMembershipDto>;
  /** Charges the simulated membership's next period, starting at `from`. */
  renewSimulated(m: MembershipRow, from: number): Promise<{ subscriptionExpiresAt: string }>;
}

export function createPause(deps: Pick<Deps, 'db' | 'clock' | 'config'>, wiring: PaymentsWiring, payments: PaymentsService, mails: PausedMail, steps: MembershipSteps) {
  const { db, clock } = deps;
  const tz = deps.config.timeZone;
  const dateOf = (ms: number) => formatDate(ms, tz);

  const durationOf = async (m: MembershipRow) => ((await findPlan(db, m.plan))?.durationDays ?? 30) * DAY;

  /** The "paused" e-mail, in the pause's own write. */
  async function tell(tx: Tx, m: MembershipRow, byBreak: boolean) {
    const user = await findUserById(tx, m.userId);
    if (!user || m.pausedUntil == null) return;
    const plan = await findPlan(tx, m.plan);
    await mails.paused(tx, user, {
      subscriptionId: m.subscriptionId,
      plan: m.plan,
      amountCents: nextCharge(m, plan?.amountCents ?? null),
      accessEnd: Math.max(user.subscriptionExpiresAt ?? 0, m.currentPeriodEnd),
      pausedUntil: m.pausedUntil,
      byBreak,
    });
  }

  /**
   * Moves the pause of `m` from what it was to `until` (a new pause, or a longer one for a break),
   * here and at Stripe; answers the row, or undefined when another request changed it first.
   */
  async function pauseUntil(m: MembershipRow, until: number, byBreak: boolean): Promise<MembershipRow | undefined> {
    const now = clock.now();
    const stripe = m.provider === 'stripe';
    if (stripe && !wiring.billing) throw conflict('This membership is billed by Stripe, which this server is not set up for. Please contact support.');
    const claimed = await db.write(async (tx) => {
      const row = await movePause(tx, m.id, m.pausedUntil, until);
      if (row && !stripe) await tell(tx, row, byBreak);
      return row;
    });
    if (!claimed || !stripe) return claimed;
    let state: SubscriptionState;
    try {
      state = await wiring.billing!.pause(m.subscriptionId, until, now);
    } catch (err) {
      await db.write((tx) => movePause(tx, m.id, until, m.pausedUntil));
      throw err;
    }
    return db.write(async (tx) => {
      await steps.applyAndTell(tx, state, now);
      await tell(tx, claimed, byBreak);
      return claimed;
    });
  }

  return {
    /** POST /api/account/membership/pause: skips `periods` renewals from the paid end. */
    async pause(userId: number, periods: PausePeriods): Promise<MembershipChangeDto> {
      const now = clock.now();
      const m = await runningMembership(db, userId, now);
      if (!m) throw conflict(MEMBERSHIP_MESSAGES.nothingToPause);
      if (m.cancelAtPeriodEnd) throw conflict(MEMBERSHIP_MESSAGES.pauseCancelled);
      if (m.pausedUntil != null) throw conflict(MEMBERSHIP_MESSAGES.alreadyPaused(dateOf(m.pausedUntil)));
      // From the end of the time paid for; a period left unpaid (a failed renewal) counts from now.
      const until = Math.max(m.currentPeriodEnd, now) + periods * (await durationOf(m));
      const paused = await pauseUntil(m, until, false);
      if (!paused) {
        const now2 = await runningMembership(db, userId, clock.now());
        throw conflict(now2?.pausedUntil != null ? MEMBERSHIP_MESSAGES.alreadyPaused(dateOf(now2.pausedUntil)) : MEMBERSHIP_MESSAGES.nothingToPause);
      }
      const user = await findUserById(db, userId);
      const end = Math.max(user?.subscriptionExpiresAt ?? 0, m.currentPeriodEnd);
      return { message: MEMBERSHIP_MESSAGES.paused(dateOf(end), dateOf(until)), membership: await steps.state(userId) };
    },

    /**
     * POST /api/account/membership/unpause: the pause ends now. Paid time left: the next charge is
     * at its end; none: the next period is charged now. Not during a break, which ends no sooner.
     */
    async unpause(userId: number): Promise<MembershipChangeDto> {
      const now = clock.now();
      const m = await runningMembership(db, userId, now);
      if (!m || m.pausedUntil == null || m.cancelAtPeriodEnd) throw conflict(MEMBERSHIP_MESSAGES.notPaused);
      const user = await findUserById(db, userId);
      const breakEnd = user ? excludedUntil(user, now) : null;
      if (breakEnd !== null) throw forbidden(MEMBERSHIP_MESSAGES.unpauseOnBreak(formatDateTime(breakEnd, tz)));
      const was = m.pausedUntil;
      const chargeNow = m.currentPeriodEnd <= now;
      const cleared = await db.write((tx) => movePause(tx, m.id, was, null));
      if (!cleared) throw conflict(MEMBERSHIP_MESSAGES.notPaused);
      if (m.provider === 'simulated') {
        if (!chargeNow) {
          const membership = await steps.state(userId);
          return { message: MEMBERSHIP_MESSAGES.unpausedLater(dateOf(m.currentPeriodEnd), formatMoney(membership.nextAmountCents ?? 0)), membership };
        }
        const paid = await steps.renewSimulated(cleared, now);
        return { message: MEMBERSHIP_MESSAGES.unpausedNow(dateOf(Date.parse(paid.subscriptionExpiresAt))), membership: await steps.state(userId) };
      }
      if (!wiring.billing) throw conflict('This membership is billed by Stripe, which this server is not set up for. Please contact support.');
      let answer: Awaited<ReturnType<NonNullable<PaymentsWiring['billing']>['unpause']>>;
      try {
        answer = await wiring.billing.unpause(m.subscriptionId, chargeNow, now);
      } catch (err) {
        await db.write((tx) => movePause(tx, m.id, null, was));
        throw err;
      }
      await db.write((tx) => steps.applyAndTell(tx, answer.state, now));
      // The new period's invoice, when Stripe took the payment at once: fulfilled now, and once
      // only however its invoice.paid event comes later (its id is the payment's).
      const payment = answer.invoice && invoiceAsPayment(answer.invoice, { userId: String(m.userId), plan: m.plan }, now);
      const paid = payment?.paid ? await payments.fulfil(payment) : null;
      const membership = await steps.state(userId);
      if (!chargeNow) return { message: MEMBERSHIP_MESSAGES.unpausedLater(dateOf(m.currentPeriodEnd), formatMoney(membership.nextAmountCents ?? 0)), membership };
      const end = paid ? Date.parse(paid.subscriptionExpiresAt) : (answer.state.currentPeriodEnd ?? now);
      return { message: MEMBERSHIP_MESSAGES.unpausedNow(dateOf(end)), membership };
    },

    /**
     * A break that began (docs/product.md, "Responsible play"): a renewal that would fall in it is
     * skipped, whole periods at a time, as a pause skips them: renewal starts again at the first
     * renewal date after the break. The time already paid stays; nothing is cancelled.
     */
    async skipRenewalsWithin(rows: MembershipRow[], until: number): Promise<void> {
      const now = clock.now();
      for (const m of rows) {
        if (!willRenew(m, now) || nextRenewalAt(m) >= until) continue;
        const period = await durationOf(m);
        const next = nextRenewalAt(m);
        const to = next + Math.ceil((until - next) / period) * period;
        await pauseUntil(m, to, true);
      }
    },
  };
}
