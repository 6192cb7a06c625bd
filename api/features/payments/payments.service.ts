// Fulfilment, exactly once (docs/product.md, "Buying a membership"). Every path that can grant time
// (the success page, the webhook, the simulated checkout) goes through fulfil(): one payment row
// per session, enforced by a unique index, inside the same transaction that extends the
// subscription and writes the receipt. Repeats, races and webhook-plus-redirect therefore extend
// once. A payment made during a break or over the spending limit is refused there instead, once
// (pay-time.ts).
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Deps } from '../../platform/deps';
import type { Tx } from '#db/client';
import { payments, refunds, stripeCheckouts } from '#db/schema-payments';
import { trialClaims } from '#db/schema-shared';
import { DAY, HOUR, MINUTE } from '../../platform/clock';
import { RateLimiter } from '../../platform/http/rate-limit';
import { formatDate } from '../../platform/format';
import { iso } from '@shared/calendar';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../platform/http/http-errors';
import { assertMayBuy, assertNotExcluded } from '../responsible-play';
import { type ReceiptMail, receiptUrlOfPayment, writeReceipt } from '../receipts';
import { extendedBy, lockUser, setAccess, toUserDto, trialClaimKey, type UserRow } from '../users';
import { membershipOf, spentThisMonth } from './payment-history';
import { MEMBERSHIP_MESSAGES, type PurchasedRenewalDto } from '@shared/membership';
import { PAYMENT_MESSAGES } from '@shared/payments';
import { GIFT_MESSAGES } from '@shared/gift-words';
import { findPlan, planForSale, type PlanRow } from '../plans';
import { attachCheckout, countRedemption, findRedemption, holdRedemption, openHoldsOf, quoteOffer, releaseCounted, releaseRedemption } from '../offers';
import { paidBefore } from './payment-history';
import { membershipEnd } from '@shared/roles';
import {
  customerOf,
  membershipAmount,
  membershipBySubscription,
  membershipReceiptEmail,
  recordMembershipPayment,
  recordMembershipStart,
  runningMembership,
  willRenew,
} from './membership-store';
import type { JobQueue } from '../../platform/jobs/jobs.queue';
import { erasePayments } from './payments.erase';
import type { ErasePart } from '../../platform/erase';
import { basisOf, countPayment, forgetAccess, refreshAccess } from './business-figures';
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

/**
 * Checkout sessions one account may open in an hour (docs/security.md, "Abuse limits"): a person
 * buys a few.
 */
export const CHECKOUTS_PER_HOUR = 10;

/**
 * How long a checkout holds a code (docs/product.md, "Codes"): the simulated checkout closes then;
 * Stripe's is made to expire then (a minute over Stripe's least, 30 minutes, for the trip there).
 */
export const CODE_HOLD_MS = { simulated: 30 * MINUTE, stripe: 31 * MINUTE } as const;

type PaymentsDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'jwtSecret'>;

export function createPaymentsService(deps: PaymentsDeps, queue: JobQueue, provider: PaymentProvider, receiptMail: ReceiptMail, gifts?: GiftPayments) {
  const { db, clock } = deps;
  const figures = basisOf(deps.config);
  const checkoutsPerAccount = new RateLimiter(db, clock, 'checkoutsPerAccount', { limit: CHECKOUTS_PER_HOUR, windowMs: HOUR });

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

  return {
    erase: {
      tables: erasePayments.tables,
      async run(tx, person) {
        await erasePayments.run(tx, person);
        // What the account's rows counted on the Business page goes with them; its payments stay counted as revenue.
        await forgetAccess(tx, figures, person.id);
      },
    } satisfies ErasePart,
    fulfil,

    /**
     * Opens a checkout for the caller: a pass, a renewing membership, or (`giftId`, the gifts
     * feature's) a pass bought for someone else (docs/product.md, "Gifts").
     */
    async startCheckout(caller: UserRow, input: { userId: string; plan: string; email?: string; renew?: boolean; promoCode?: string }, opts: { giftId?: number } = {}) {
      if (input.userId !== String(caller.id)) throw forbidden(PAYMENT_MESSAGES.notYours);
      const plan = await planForSale(db, input.plan);
      const renew = input.renew === true && opts.giftId === undefined;
      if (renew && !plan.renewable) throw badRequest(MEMBERSHIP_MESSAGES.renewPlan, 'renew');
      const quote = input.promoCode
        ? await quoteOffer(db, {
            code: input.promoCode,
            plan: plan.id,
            listCents: plan.amountCents,
            paidBefore: await paidBefore(db, caller.id),
            now: clock.now(),
            field: 'promoCode',
            buyer: caller.id,
          })
        : null;
      await assertMayBuy(deps, caller, quote ? quote.payCents : plan.amountCents, (now) => spentThisMonth(deps, caller.id, now));
      if (renew) {
        // One renewing membership at a time: a second would charge the member twice per period.
        const running = await runningMembership(db, caller.id, clock.now());
        if (running && willRenew(running, clock.now())) throw conflict(MEMBERSHIP_MESSAGES.alreadyRenewing);
      }
      await checkoutsPerAccount.take(String(caller.id));
      // Bought with time left, a renewing membership starts when that time ends, as a pass would
      // add its days after it: the time already paid for is not charged again.
      const startsAt = renew ? membershipEnd(caller, clock.now()) : null;
      // The code's redemption is held before the checkout exists, so the checkout can carry it; a
      // checkout that cannot be made gives it back (one left by a crash lapses with its hold).
      // A buyer who comes back (a checkout left unpaid) is not held off by their own hold: their
      // earlier checkouts with the code are closed, and only those closed unpaid give theirs back.
      if (quote) {
        for (const earlier of await openHoldsOf(db, caller.id, quote.offer.code, clock.now())) {
          if (earlier.sessionId && (await provider.closeUnpaid(earlier.sessionId).catch(() => false))) await releaseRedemption(deps, earlier.id);
        }
      }
      const heldUntil = clock.now() + CODE_HOLD_MS[provider.kind];
      const held = quote ? await holdRedemption(deps, { quote, userId: caller.id, plan: plan.id, heldUntil, now: clock.now(), field: 'promoCode' }) : null;
      const session = await provider
        .createSession({
          userId: caller.id,
          plan: plan.id,
          email: input.email ?? caller.email,
          amountCents: plan.amountCents,
          planName: plan.name,
          durationDays: plan.durationDays,
          ...(renew && { renew, customerId: await customerOf(db, caller.id), startsAt }),
          ...(opts.giftId !== undefined && { giftId: opts.giftId }),
          ...(quote &&
            held && {
              offer: {
                redemptionId: held.id,
                code: quote.offer.code,
                percentOff: quote.offer.percentOff,
                amountOffCents: quote.offer.amountOffCents,
                discountCents: quote.discountCents,
                renewals: quote.offer.renewals,
                expiresAt: heldUntil,
              },
            }),
        })
        .catch(async (err) => {
          if (held) await releaseRedemption(deps, held.id);
          throw err;
        });
      if (held) await attachCheckout(deps, held.id, session.id);
      // Kept for a day, so a break can expire it while it is open (pay-time.ts).
      if (provider.kind === 'stripe')
        await db.write((tx) => tx.insert(stripeCheckouts).values({ id: session.id, userId: caller.id, createdAt: clock.now() }).onConflictDoNothing());
      return session;
    },

    /** The success page: ask the provider, and fulfil only a paid session of this user and plan. */
    async confirm(caller: UserRow, input: { session_id: string; plan: string; userId: string }): Promise<Fulfilment> {
      if (input.userId !== String(caller.id)) throw forbidden(PAYMENT_MESSAGES.notYours);
      const session = await provider.retrieveSession(input.session_id);
      if (session.userId !== String(caller.id)) throw forbidden(PAYMENT_MESSAGES.notYours);
      if (session.plan !== input.plan) throw badRequest(PAYMENT_MESSAGES.otherPlan, 'plan');
      return fulfil(session);
    },

    /** The free membership of TRIAL_DAYS days: once per account, no payment. */
    async startTrial(caller: UserRow) {
      // One instant for the whole grant: the end and trialUsedAt must agree (isTrialOnly).
      const now = clock.now();
      assertNotExcluded(deps, caller, now);
      if (caller.role === 'admin') throw conflict(PAYMENT_MESSAGES.trialAdmin);
      const granted = await db.write(async (tx) => {
        const user = await lockUser(tx, caller.id);
        if (!user) throw notFound(PAYMENT_MESSAGES.accountGone);
        if (user.trialUsedAt != null) throw conflict(PAYMENT_MESSAGES.trialUsed(deps.config.trialDays));
        // Once per e-mail address, also after an account with it was deleted (docs/product.md,
        // "The free trial").
        const claim = trialClaimKey(deps.jwtSecret, user.email);
        const [claimed] = await tx.insert(trialClaims).values({ emailHash: claim, claimedAt: now }).onConflictDoNothing().returning();
        if (!claimed) throw conflict(PAYMENT_MESSAGES.trialUsed(deps.config.trialDays));
        // A running membership already shows everything: the trial would only add days to it.
        const runsUntil = membershipEnd(user, now);
        if (runsUntil !== null) throw conflict(PAYMENT_MESSAGES.trialMember(formatDate(runsUntil, deps.config.timeZone), deps.config.trialDays));
        const updated = await setAccess(tx, caller.id, { ...extendedBy(user, deps.config.trialDays, now), trialUsedAt: now });
        await refreshAccess(tx, figures, caller.id);
        return updated;
      });
      // The membership says "trial" and its end, for the page's "you're in".
      return { subscriptionExpiresAt: iso(granted.subscriptionExpiresAt!), user: toUserDto(granted, now), membership: await membershipOf(deps, granted, now) };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/**
 * Stripe events we act on, by type. Each handler is idempotent, because Stripe repeats events
 * and may deliver them out of order; anything else is acknowledged and ignored.
 */
export function webhookHandlers(
  payments: PaymentsService,
  toSession: (s: Stripe.Checkout.Session) => Promise<ProviderSession>,
  log: Deps['log'],
): Partial<Record<string, (event: Stripe.Event) => Promise<void>>> {
  const fulfilSession = async (event: Stripe.Event) => {
    const session = await toSession(event.data.object as Stripe.Checkout.Session);
    // Without the charge's time, the event's is when Stripe recorded the payment.
    if (session.paid && session.paidAt === null && Number.isSafeInteger(event.created)) session.paidAt = event.created * 1000;
    // A card payment is paid on completion; a delayed method (bank debit) completes unpaid
    // and is fulfilled by its async_payment_succeeded event instead.
    if (!session.paid) return;
    try {
      await payments.fulfil(session);
    } catch (err) {
      // Not retryable (deleted account, wrong amount, refused and refunded): record it and acknowledge.
      if (err instanceof ApiError) log[err.extra.refunded ? 'info' : 'error'](`webhook ${event.id}: session ${session.id} not fulfilled: ${err.message}`);
      else throw err;
    }
  };
  return {
    'checkout.session.completed': fulfilSession,
    'checkout.session.async_payment_succeeded': fulfilSession,
    'checkout.session.async_payment_failed': async (event) => {
      log.info(`webhook ${event.id}: payment failed for session ${(event.data.object as Stripe.Checkout.Session).id}`);
    },
  };
}
