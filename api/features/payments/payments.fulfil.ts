// Fulfilment, exactly once (docs/product.md, "Buying a membership"): what a confirmed payment does.
// Every path that can grant time (the success page, the webhook, the simulated checkout) goes
// through fulfil(): one payment row per session, enforced by a unique index, inside the same
// transaction that extends the subscription (or marks a gift paid), records a renewing
// membership's period, counts the code's use and the Business page's rows, writes the receipt and
// queues its e-mail. Repeats, races and webhook-plus-redirect therefore extend once. A payment
// made during a break or over the spending limit is refused there instead, once (pay-time.ts).
import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Tx } from '#db/client';
import { payments, refunds } from '#db/schema-payments';
import { DAY } from '../../platform/clock';
import { iso } from '@shared/calendar';
import { ApiError, badRequest, notFound } from '../../platform/http/http-errors';
import { type ReceiptMail, receiptUrlOfPayment, writeReceipt } from '../receipts';
import { extendedBy, lockUser, setAccess, toUserDto } from '../users';
import type { PurchasedRenewalDto } from '@shared/membership';
import { PAYMENT_MESSAGES } from '@shared/payments';
import { GIFT_MESSAGES } from '@shared/gift-words';
import { findPlan, type PlanRow } from '../plans';
import { countRedemption, findRedemption, releaseCounted } from '../offers';
import { membershipAmount, membershipBySubscription, membershipReceiptEmail, recordMembershipPayment, recordMembershipStart } from './membership-store';
import type { JobQueue } from '../../platform/jobs/jobs.queue';
import { basisOf, countPayment, refreshAccess } from './business-figures';
import { refusalOf, refundedError, refuse, type RefundRow } from './pay-time';
import type { PaymentProvider, ProviderSession } from './provider';

export interface Fulfilment {
  subscriptionExpiresAt: string;
  /** Null when nothing was charged (a renewing membership that starts later): no receipt yet. */
  receiptUrl: string | null;
  user: ReturnType<typeof toUserDto>;
  /** The renewing membership this bought: when it charges next, for how much; null for a pass. */
  renewal: PurchasedRenewalDto | null;
  /** False when this session had been fulfilled before (a repeat). */
  fresh: boolean;
  /** A gift's payment (docs/product.md, "Gifts"): whom it goes to and when; the buyer got no days. */
  gift: GiftPaid | null;
}

/** What a gift's payment says of the gift (docs/product.md, "Gifts"). */
export interface GiftPaid {
  recipientEmail: string;
  sendOn: string;
}

/**
 * The gifts feature, as fulfilment calls it (it is built on payments; api/compose.ts hands the real
 * one in): marks the gift paid in the payment's transaction and promises its e-mail, once; a repeat
 * finds it paid. Null when the gift is gone.
 */
export interface GiftPayments {
  paid(tx: Tx, giftId: number, buyerId: number, now: number): Promise<GiftPaid | null>;
}

/** What a renewing membership's payment (or its deferred start) says of its next charge, at the price it renews at. */
function renewalOf(plan: string, amountCents: number, nextChargeAt: number, startsLater: boolean): PurchasedRenewalDto {
  return { plan, nextChargeAt: iso(nextChargeAt), amountCents, startsLater };
}

/** Fulfils a paid session of `provider` (the payments service's `fulfil`). */
export function createFulfilment(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  queue: JobQueue,
  provider: PaymentProvider,
  receiptMail: ReceiptMail,
  gifts?: GiftPayments,
): (session: ProviderSession) => Promise<Fulfilment> {
  const { db, clock } = deps;
  const figures = basisOf(deps.config);

  /**
   * A renewing membership bought with time left (docs/product.md, "Renewing memberships"): nothing
   * was charged; the membership is recorded to start when that time ends, once per subscription.
   * Its first charge comes as its first invoice, fulfilled as any payment.
   */
  async function startLater(session: ProviderSession & { deferredStart: NonNullable<ProviderSession['deferredStart']> }, plan: PlanRow): Promise<Fulfilment> {
    const userId = Number(session.userId);
    const { subscriptionId, customerId, startsAt } = session.deferredStart;
    // A code (docs/product.md, "Codes") comes off its first charge, or off every charge: the
    // membership keeps it, and the checkout counts its use now.
    const redemption = session.redemptionId ? await findRedemption(db, session.redemptionId) : undefined;
    const list = session.priceCents ?? plan.amountCents;
    const off = redemption?.discountCents ?? 0;
    const code = redemption && off > 0 ? { code: redemption.code, discountCents: off } : null;
    const every = code !== null && redemption?.renewals === 'all';
    return db.write(async (tx) => {
      const user = await lockUser(tx, userId);
      if (!user) throw notFound(PAYMENT_MESSAGES.accountGone);
      if (session.redemptionId) await countRedemption(tx, session.redemptionId, session.id, clock.now());
      const fresh = await recordMembershipStart(tx, {
        userId,
        provider: provider.kind,
        plan: plan.id,
        amountCents: every ? list - off : list,
        offer: every ? code : null,
        next: every ? null : code,
        subscriptionId,
        customerId,
        startsAt,
        receiptEmail: session.email ?? user.email,
        now: clock.now(),
      });
      const now = clock.now();
      return {
        subscriptionExpiresAt: iso(user.subscriptionExpiresAt ?? startsAt),
        receiptUrl: null,
        user: toUserDto(user, now),
        renewal: renewalOf(plan.id, list - off, startsAt, true),
        fresh,
        gift: null,
      };
    });
  }

  async function fulfil(session: ProviderSession): Promise<Fulfilment> {
    if (!session.paid) throw new ApiError(402, PAYMENT_MESSAGES.notPaid);
    const plan = session.plan === null ? undefined : await findPlan(db, session.plan);
    if (!plan) throw badRequest(PAYMENT_MESSAGES.otherPlan, 'plan');
    if (session.deferredStart) return startLater({ ...session, deferredStart: session.deferredStart }, plan);
    // The price the checkout was opened at (a later price is for later checkouts); a membership's
    // renewal charges the price it was bought at (docs/product.md, "Plans").
    const price = session.priceCents ?? (session.membership && (await membershipAmount(db, session.membership.subscriptionId))) ?? plan.amountCents;
    // A code's discount comes off the price (docs/product.md, "Codes"): what was paid is the rest.
    const discount = session.discount && session.discount.discountCents > 0 ? session.discount : null;
    if (session.amountCents !== null && session.amountCents !== price - (discount?.discountCents ?? 0)) throw badRequest(PAYMENT_MESSAGES.wrongAmount);
    const redemption = session.redemptionId ? await findRedemption(db, session.redemptionId) : undefined;
    // A renewal's discount is the membership's: its code for every renewal, or the retention offer
    // accepted for this renewal, which it then uses up (docs/product.md, "Cancelling").
    const held = session.membership ? await membershipBySubscription(db, session.membership.subscriptionId) : undefined;
    const usedNext = discount !== null && (discount.next === true || (held?.nextDiscountCents ?? 0) > 0);
    const codeNamed = discount ? discount.code || [held?.offerCode, held?.nextOfferCode].filter(Boolean).join(' + ') || redemption?.code || null : null;
    // Bought with a code for every renewal, a membership renews at the price after it.
    const allRenewals = redemption?.renewals === 'all' && discount !== null && session.membership !== undefined;
    // What the membership's next renewal charges: its own price once it has one.
    const renewsAt = allRenewals ? price - discount!.discountCents : ((session.membership && (await membershipAmount(db, session.membership.subscriptionId))) ?? price);
    const userId = Number(session.userId);
    const giftId = session.giftId ?? null;
    if (giftId !== null && (!gifts || session.membership || session.deferredStart)) throw badRequest(GIFT_MESSAGES.notGift);

    const outcome = await db.write(async (tx): Promise<Fulfilment | { refused: RefundRow }> => {
      // Locked first: a second fulfilment of this session (the webhook and the success page at
      // once) waits here and then finds the payment; the month's spending and the current end are
      // read after every earlier payment of the person has committed.
      const user = await lockUser(tx, userId);
      const [done] = await tx.select().from(payments).where(eq(payments.sessionId, session.id)).limit(1);
      if (done) {
        const receiptUrl = await receiptUrlOfPayment(tx, done.id);
        if (!user) throw notFound(PAYMENT_MESSAGES.accountGone);
        const gift = giftId !== null ? await gifts!.paid(tx, giftId, userId, clock.now()) : null;
        const repeat = {
          subscriptionExpiresAt: iso(done.subscriptionExpiresAt),
          receiptUrl: receiptUrl!,
          user: toUserDto(user, clock.now()),
          renewal: done.subscriptionId ? renewalOf(plan.id, renewsAt, done.subscriptionExpiresAt, false) : null,
          fresh: false,
          gift,
        };
        return repeat;
      }
      const [refused] = await tx.select().from(refunds).where(eq(refunds.paymentId, session.id)).limit(1);
      if (refused) return { refused };
      if (!user) throw notFound(PAYMENT_MESSAGES.accountGone);
      const now = clock.now();
      const member = session.membership;
      const amountCents = session.amountCents ?? price - (discount?.discountCents ?? 0);
      const paidAt = session.paidAt ?? now;
      const refusal = await refusalOf(deps, tx, user, amountCents, paidAt);
      if (refusal) {
        if (session.redemptionId) await releaseCounted(tx, session.redemptionId);
        const row = { paymentId: session.id, provider: provider.kind, userId, plan: plan.id, amountCents, currency: session.currency };
        return { refused: await refuse(tx, queue, { ...row, ...refusal, subscriptionId: member?.subscriptionId ?? null, email: session.email, paidAt, createdAt: now }) };
      }
      // A pass adds its days to the time left (docs/product.md, "Buying a membership"); a renewing
      // membership's invoice reaches its period's end (docs/product.md, "Renewing memberships"), so
      // the member's end follows the provider's billing.
      const periodEnd = member ? (member.periodEnd ?? now + plan.durationDays * DAY) : null;
      // A gift (docs/product.md, "Gifts") buys the buyer no time: its days go to whoever redeems
      // it. Its payment's span is empty, so no one's access is read from it.
      const gift = giftId !== null ? await gifts!.paid(tx, giftId, userId, now) : null;
      if (giftId !== null && !gift) throw badRequest(GIFT_MESSAGES.notGift);
      const next = gift ? { subscriptionExpiresAt: now } : periodEnd !== null ? extendedBy(user, 0, periodEnd) : extendedBy(user, plan.durationDays, now);
      const periodStartsAt = gift ? now : member ? (member.periodStart ?? now) : next.subscriptionExpiresAt - plan.durationDays * DAY;
      // A renewal has no checkout of its own: its receipt goes where the membership's checkout said.
      const receiptEmail = (member && (await membershipReceiptEmail(tx, member.subscriptionId))) || session.email || user.email;
      const [payment] = await tx
        .insert(payments)
        .values({
          sessionId: session.id,
          provider: provider.kind,
          userId,
          plan: plan.id,
          amountCents,
          currency: session.currency,
          subscriptionExpiresAt: next.subscriptionExpiresAt,
          periodStartsAt,
          receiptEmail,
          subscriptionId: member?.subscriptionId ?? null,
          createdAt: now,
        })
        .returning();
      const updated = gift ? user : await setAccess(tx, userId, next);
      // The Business page's rows move with the payment (business-figures.ts).
      await countPayment(tx, figures, payment);
      await refreshAccess(tx, figures, userId);
      if (member && periodEnd !== null) {
        await recordMembershipPayment(tx, {
          userId,
          provider: provider.kind,
          plan: plan.id,
          amountCents: renewsAt,
          offer: allRenewals ? { code: redemption!.code, discountCents: discount!.discountCents } : null,
          usedNext,
          membership: member,
          periodEnd,
          paidAt,
          receiptEmail,
          now,
        });
      }
      // The code's redemption counts once, with the payment that used it (a repeat finds it counted).
      if (session.redemptionId) await countRedemption(tx, session.redemptionId, session.id, now);
      const receiptUrl = await writeReceipt(tx, {
        paymentId: payment.id,
        userId,
        username: user.username,
        email: user.email,
        plan: plan.id,
        amountCents: payment.amountCents,
        currency: payment.currency,
        offerCode: codeNamed,
        discountCents: discount?.discountCents ?? null,
        gift: gift !== null,
        providerReceiptUrl: session.receiptUrl,
        createdAt: now,
      });
      // Only the one call that inserts the payment sends its receipt (docs/product.md, "Receipts"),
      // once it has committed.
      await receiptMail.queue(tx, payment.id);
      return {
        subscriptionExpiresAt: iso(updated.subscriptionExpiresAt ?? next.subscriptionExpiresAt),
        receiptUrl,
        user: toUserDto(updated, now),
        renewal: member && periodEnd !== null ? renewalOf(plan.id, renewsAt, periodEnd, false) : null,
        fresh: true,
        gift,
      };
    });
    if ('refused' in outcome) throw refundedError(outcome.refused);
    return outcome;
  }

  return fulfil;
}
