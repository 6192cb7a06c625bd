// One offer to stay (docs/product.md, "Cancelling"): the retention offer as it applies to a
// renewing member's next renewal, shown in the cancel dialog, and taken off that renewal alone
// when accepted, once per member in 365 days. With Stripe the offer's coupon goes on the
// subscription (once: the next invoice alone).
import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Queryable, Tx } from '#db/client';
import { memberships } from '#db/schema-payments';
import { DAY } from '../../platform/clock';
import { ApiError, badRequest, conflict } from '../../platform/http/http-errors';
import { formatMoney } from '@shared/money-format';
import type { MembershipChangeDto, RenewingMembershipDto } from '@shared/membership';
import { OFFER_MESSAGES, RETENTION_ONCE_PER_DAYS, type RetentionOfferDto } from '@shared/offers';
import { activeRetentionOffer, discountOf, findOffer, quoteOffer, retentionTakenSince, takeRedemption } from '../offers';
import { findPlan } from '../plans';
import { lockedMembership, nextCharge, runningMembership, willRenew, type MembershipRow } from './membership-store';
import type { PaymentsWiring } from './payments.wiring';
import type { SubscriptionState } from './provider';

/** What the memberships service lends it: its state write, its answer, and its words for an end. */
interface MembershipSteps {
  applyAndTell(tx: Tx, s: SubscriptionState, now: number): Promise<unknown>;
  state(userId: number): Promise<RenewingMembershipDto>;
  endOf(m: MembershipRow): string;
}

export function createRetentionOffer(deps: Pick<Deps, 'db' | 'clock'>, wiring: PaymentsWiring, steps: MembershipSteps) {
  const { db, clock } = deps;

  /** Whether the member accepted a retention offer within the last year. */
  const retainedWithinYear = (q: Queryable, userId: number, now: number) => retentionTakenSince(q, userId, now - RETENTION_ONCE_PER_DAYS * DAY);

  /**
   * The retention offer `code` as it applies to this member's next renewal, or why not: a 409 for
   * a member it is not for (no renewing membership, or one taken within the year), a 400 for a code
   * that does not apply (its words, as at a checkout).
   */
  async function retentionQuote(userId: number, code: string, now: number) {
    const m = await runningMembership(db, userId, now);
    if (!m || !willRenew(m, now)) throw conflict(OFFER_MESSAGES.retentionNotRenewing);
    const price = m.amountCents ?? (await findPlan(db, m.plan))?.amountCents ?? null;
    if (price === null) throw conflict(OFFER_MESSAGES.retentionNotRenewing);
    const offer = await findOffer(db, code);
    if (!offer?.retention) throw badRequest(OFFER_MESSAGES.invalid, 'code');
    if (await retainedWithinYear(db, userId, now)) throw conflict(OFFER_MESSAGES.retentionUsed);
    const quote = await quoteOffer(db, { code: offer.code, plan: m.plan, listCents: price, paidBefore: false, now, retention: true, field: 'code' });
    return { m, quote };
  }

  return {
    /** GET /api/account/membership/offer: the offer a member who starts to cancel is shown; null when there is none for them. */
    async offer(userId: number): Promise<RetentionOfferDto> {
      const now = clock.now();
      const active = await activeRetentionOffer(db);
      if (!active) return { offer: null };
      const found = await retentionQuote(userId, active.code, now).catch((err) => {
        if (err instanceof ApiError) return null;
        throw err;
      });
      if (!found) return { offer: null };
      const { m, quote } = found;
      const next = nextCharge(m, quote.listCents) ?? quote.listCents;
      const discountCents = Math.min(quote.discountCents, next - 1);
      return {
        offer: {
          code: quote.offer.code,
          percentOff: quote.offer.percentOff,
          amountOffCents: quote.offer.amountOffCents,
          discountCents,
          nextAmountCents: next,
          payCents: next - discountCents,
        },
      };
    },

    /** POST /api/account/membership/accept-offer: the membership goes on renewing, its next renewal less the offer's discount. */
    async accept(userId: number, code: string): Promise<MembershipChangeDto> {
      const now = clock.now();
      const { m, quote } = await retentionQuote(userId, code, now);
      if (m.provider === 'stripe') {
        if (!wiring.billing) throw conflict('This membership is billed by Stripe, which this server is not set up for. Please contact support.');
        const c = { code: quote.offer.code, percentOff: quote.offer.percentOff, amountOffCents: quote.offer.amountOffCents, renewals: 'first' as const };
        const next = await wiring.billing.discountNextRenewal(m.subscriptionId, c, now);
        await db.write((tx) => steps.applyAndTell(tx, next, now));
      }
      await db.write(async (tx) => {
        // Locked: two acceptances at once take the offer once.
        const row = await lockedMembership(tx, m.subscriptionId);
        if (!row || !willRenew(row, now)) throw conflict(OFFER_MESSAGES.retentionNotRenewing);
        if (await retainedWithinYear(tx, userId, now)) throw conflict(OFFER_MESSAGES.retentionUsed);
        const paidBy = `retention:${row.subscriptionId}:${row.currentPeriodEnd}`;
        await takeRedemption(tx, { quote, kind: 'retention', userId, plan: row.plan, heldUntil: null, paidBy, now, field: 'code' });
        await tx
          .update(memberships)
          .set({ nextOfferCode: quote.offer.code, nextDiscountCents: discountOf(quote.offer, quote.listCents) })
          .where(eq(memberships.id, row.id));
      });
      const membership = await steps.state(userId);
      const discount = quote.listCents - (membership.nextAmountCents ?? quote.listCents);
      return { message: OFFER_MESSAGES.accepted(formatMoney(discount), steps.endOf(m)), membership };
    },
  };
}
