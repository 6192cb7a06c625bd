// The checkout used when no Stripe keys are set (never in production): the session lives in
// our own table and its page (/checkout/simulated/{id}) marks it paid. Fulfilment then runs
// exactly as it does for Stripe.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { simulatedCheckouts } from '#db/schema-payments';
import { conflict, forbidden, notFound } from '../../platform/http/http-errors';
import { PAYMENT_MESSAGES } from '@shared/payments';
import { iso } from '@shared/calendar';
import { findPlan } from '../plans';
import { countRedemption, findRedemption } from '../offers';
import type { PaymentProvider } from './provider';

/** The simulated subscription a renewing checkout starts: named after its session, so paying twice starts one. */
export const simulatedSubscriptionId = (sessionId: string) => `simsub_${sessionId.replace(/^sim_/, '')}`;

export function createSimulatedProvider(deps: Pick<Deps, 'db' | 'clock'>) {
  const { db, clock } = deps;

  async function sessionRow(id: string) {
    const [row] = await db.select().from(simulatedCheckouts).where(eq(simulatedCheckouts.id, id)).limit(1);
    if (!row) throw notFound(PAYMENT_MESSAGES.sessionNotFound);
    return row;
  }

  async function ownSession(id: string, userId: number) {
    const row = await sessionRow(id);
    if (row.userId !== userId) throw forbidden(PAYMENT_MESSAGES.notYours);
    return row;
  }

  const provider: PaymentProvider = {
    kind: 'simulated',
    async createSession({ userId, plan, email, amountCents, renew = false, startsAt = null, offer, giftId }) {
      const id = `sim_${randomBytes(18).toString('base64url')}`;
      // A checkout holding a code closes when its hold ends (docs/product.md, "Codes").
      const code = offer ? { redemptionId: offer.redemptionId, discountCents: offer.discountCents, expiresAt: offer.expiresAt } : {};
      await db.write((tx) =>
        tx
          .insert(simulatedCheckouts)
          .values({ id, userId, plan, amountCents, email, renew, startsAt: renew ? startsAt : null, giftId: giftId ?? null, createdAt: clock.now(), ...code }),
      );
      return { id, url: `/checkout/simulated/${id}` };
    },
    async retrieveSession(id) {
      const row = await sessionRow(id);
      return {
        id: row.id,
        // Refunded is still paid: fulfilment answers it with its refund.
        paid: row.status === 'paid' || row.status === 'refunded',
        userId: String(row.userId),
        plan: row.plan,
        // What is paid: the price it was opened at, less a code's discount.
        amountCents: row.amountCents - row.discountCents,
        // The price it was opened at, kept with it: a later price of the plan does not change it.
        priceCents: row.amountCents,
        redemptionId: row.redemptionId,
        discount: row.redemptionId ? { code: (await findRedemption(db, row.redemptionId))?.code ?? null, discountCents: row.discountCents } : null,
        currency: 'usd',
        email: row.email,
        receiptUrl: null,
        paidAt: row.paidAt,
        giftId: row.giftId,
        // A renewing membership's first period starts when the payment is fulfilled, or, bought with
        // time left, when that time ends: then nothing is charged now.
        ...(row.renew &&
          (row.startsAt !== null
            ? { amountCents: 0, deferredStart: { subscriptionId: simulatedSubscriptionId(row.id), customerId: null, startsAt: row.startsAt } }
            : { membership: { subscriptionId: simulatedSubscriptionId(row.id), customerId: null, periodStart: null, periodEnd: null } })),
      };
    },
    async closeUnpaid(id) {
      const closed = await db.write((tx) =>
        tx
          .update(simulatedCheckouts)
          .set({ status: 'expired' })
          .where(and(eq(simulatedCheckouts.id, id), eq(simulatedCheckouts.status, 'open')))
          .returning({ id: simulatedCheckouts.id }),
      );
      if (closed.length > 0) return true;
      const [row] = await db.select({ status: simulatedCheckouts.status }).from(simulatedCheckouts).where(eq(simulatedCheckouts.id, id));
      return row?.status === 'expired';
    },
    async refund(paymentId) {
      // A renewal's invoice (simsub_…@end) has no checkout row; a checkout's is marked refunded.
      await db.write((tx) => tx.update(simulatedCheckouts).set({ status: 'refunded' }).where(eq(simulatedCheckouts.id, paymentId)));
      return `simre_${paymentId.replace(/^sim_/, '')}`;
    },
  };

  return {
    provider,
    /** What the simulated checkout page shows. */
    async describe(id: string, userId: number) {
      const row = await ownSession(id, userId);
      const plan = await findPlan(db, row.plan);
      const redemption = row.redemptionId ? await findRedemption(db, row.redemptionId) : undefined;
      const code = redemption?.code ?? null;
      const open = row.status === 'open' && (row.expiresAt === null || row.expiresAt > clock.now());
      return {
        id: row.id,
        plan: row.plan,
        planName: plan?.name ?? row.plan,
        // The list price, the code and what it takes off, and what is paid (docs/product.md, "Codes").
        listAmount: row.amountCents / 100,
        code,
        discount: row.discountCents / 100,
        amount: (row.amountCents - row.discountCents) / 100,
        currency: 'usd',
        status: open || row.status !== 'open' ? row.status : ('expired' as const),
        expiresAt: row.expiresAt === null ? null : iso(row.expiresAt),
        email: row.email,
        renew: row.renew,
        // Bought for someone else (docs/product.md, "Gifts"): the page says so.
        gift: row.giftId !== null,
        durationDays: plan?.durationDays ?? null,
        // What each renewal charges: the list price, or less a code for every renewal.
        renewsAt: (redemption?.renewals === 'all' ? row.amountCents - row.discountCents : row.amountCents) / 100,
        // Bought with time left: nothing is due today; the first charge is at this instant (ISO).
        startsAt: row.startsAt === null ? null : iso(row.startsAt),
        dueToday: row.startsAt === null ? (row.amountCents - row.discountCents) / 100 : 0,
      };
    },
    /**
     * "Pay": marks the session paid, and when; paying twice is harmless. A session a break expired,
     * or one holding a code past its 30 minutes, is not paid. Paying counts the code's redemption in
     * the same write, so no later checkout can take it while the payment is confirmed.
     */
    async pay(id: string, userId: number) {
      const row = await ownSession(id, userId);
      const now = clock.now();
      await db.write(async (tx) => {
        if (row.expiresAt !== null && row.expiresAt <= now) {
          await tx
            .update(simulatedCheckouts)
            .set({ status: 'expired' })
            .where(and(eq(simulatedCheckouts.id, id), eq(simulatedCheckouts.status, 'open')));
        }
        const [open] = await tx
          .update(simulatedCheckouts)
          .set({ status: 'paid', paidAt: now })
          .where(and(eq(simulatedCheckouts.id, id), eq(simulatedCheckouts.status, 'open')))
          .returning({ id: simulatedCheckouts.id });
        if (open) {
          if (row.redemptionId) await countRedemption(tx, row.redemptionId, row.id, now);
          return;
        }
        const [current] = await tx.select({ status: simulatedCheckouts.status }).from(simulatedCheckouts).where(eq(simulatedCheckouts.id, id));
        if (current?.status === 'expired') throw conflict(PAYMENT_MESSAGES.checkoutExpired);
      });
      return {
        redirectUrl: `/payment-success?session_id=${encodeURIComponent(row.id)}&plan=${encodeURIComponent(row.plan)}&userId=${row.userId}${row.giftId !== null ? '&gift=1' : ''}`,
      };
    },
  };
}

export type SimulatedCheckout = ReturnType<typeof createSimulatedProvider>;
