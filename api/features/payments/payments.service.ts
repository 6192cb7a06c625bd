// Buying (docs/product.md, "Buying a membership"): opening a checkout, confirming it on the success
// page, the free trial, and the Stripe checkout events. A paid session is fulfilled by fulfil()
// (payments.fulfil.ts), the one path that grants paid time.
import type Stripe from 'stripe';
import type { Deps } from '../../platform/deps';
import { stripeCheckouts } from '#db/schema-payments';
import { trialClaims } from '#db/schema-shared';
import { HOUR, MINUTE } from '../../platform/clock';
import { RateLimiter } from '../../platform/http/rate-limit';
import { formatDate } from '../../platform/format';
import { iso } from '@shared/calendar';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../platform/http/http-errors';
import { assertMayBuy, assertNotExcluded } from '../responsible-play';
import type { ReceiptMail } from '../receipts';
import { extendedBy, lockUser, setAccess, toUserDto, trialClaimKey, type UserRow } from '../users';
import { membershipOf, spentThisMonth } from './payment-history';
import { MEMBERSHIP_MESSAGES } from '@shared/membership';
import { PAYMENT_MESSAGES } from '@shared/payments';
import { planForSale } from '../plans';
import { attachCheckout, holdRedemption, openHoldsOf, quoteOffer, releaseRedemption } from '../offers';
import { paidBefore } from './payment-history';
import { membershipEnd } from '@shared/roles';
import { customerOf, runningMembership, willRenew } from './membership-store';
import type { JobQueue } from '../../platform/jobs/jobs.queue';
import { erasePayments } from './payments.erase';
import type { ErasePart } from '../../platform/erase';
import { basisOf, forgetAccess, refreshAccess } from './business-figures';
import { createFulfilment, type Fulfilment, type GiftPayments } from './payments.fulfil';
import type { PaymentProvider, ProviderSession } from './provider';

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

  const fulfil = createFulfilment(deps, queue, provider, receiptMail, gifts);

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
