// The one module that talks to Stripe. Checkout Sessions carry the user in
// client_reference_id and the plan in metadata, so fulfilment can check both against what the
// browser claims; a renewing membership's subscription carries them in its metadata, which Stripe
// copies onto every invoice.
import Stripe from 'stripe';
import type { Config } from '../../platform/config';
import { ApiError, notFound } from '../../platform/http/http-errors';
import { PRODUCT_NAME } from '@shared/brand';
import { PAYMENT_MESSAGES } from '@shared/payments';
import type { PaymentProvider, ProviderSession, SubscriptionState } from './provider';
import { discountOfSession, giftOf, offerOf, priceOf, subscriptionSessionAsPayment, subscriptionState } from './stripe-objects';

export function createStripeClient(config: NonNullable<Config['stripe']>): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : undefined;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol.replace(':', '') as 'http' | 'https',
    }),
  });
}

export function toProviderSession(s: Stripe.Checkout.Session, now: number): ProviderSession {
  if (s.mode === 'subscription') return subscriptionSessionAsPayment(s, now);
  const intent = typeof s.payment_intent === 'object' ? s.payment_intent : null;
  const charge = intent && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  return {
    id: s.id,
    // 'no_payment_required' would be a 100% discount: still a completed purchase.
    paid: s.status === 'complete' && (s.payment_status === 'paid' || s.payment_status === 'no_payment_required'),
    userId: s.client_reference_id ?? s.metadata?.userId ?? null,
    plan: s.metadata?.plan ?? null,
    amountCents: s.amount_total ?? null,
    priceCents: priceOf(s.metadata),
    ...offerOf(s.metadata),
    giftId: giftOf(s.metadata),
    discount: discountOfSession(s),
    currency: s.currency ?? 'usd',
    // The address given at checkout; Stripe's page shows it locked, so customer_details agrees.
    email: s.customer_email ?? s.customer_details?.email ?? null,
    receiptUrl: charge?.receipt_url ?? null,
    // The charge's creation is when the card was charged; unexpanded, the caller knows better.
    paidAt: typeof charge?.created === 'number' ? charge.created * 1000 : null,
  };
}

function providerError(err: unknown): never {
  if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') throw notFound(PAYMENT_MESSAGES.sessionNotFound);
  throw new ApiError(502, PAYMENT_MESSAGES.providerDown);
}

/** What a Stripe Price is made for: a plan at one amount, as a pass or a renewing membership. */
export interface PricedPlan {
  id: string;
  name: string;
  amountCents: number;
  durationDays: number;
}

/**
 * The lookup key of a plan's Price at one amount (docs/operations.md, "Stripe"): a new price of a
 * plan is a new Price, and memberships bought at the old one keep renewing on theirs.
 */
export const priceLookupKey = (plan: Pick<PricedPlan, 'id' | 'amountCents'>, renew: boolean) => `lotto_${plan.id}_${plan.amountCents}${renew ? '_renew' : ''}`;

/**
 * The Price of a plan at its amount, found by its lookup key; made (or made again, taking the key
 * over) when missing or when it no longer matches the amount and period.
 */
async function findOrCreatePrice(stripe: Stripe, plan: PricedPlan, renew: boolean): Promise<string> {
  const key = priceLookupKey(plan, renew);
  const found = await stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 });
  const price = found.data.find((p) => p.lookup_key === key);
  const fits =
    price?.unit_amount === plan.amountCents &&
    price.currency === 'usd' &&
    (renew ? price.recurring?.interval === 'day' && price.recurring.interval_count === plan.durationDays : !price.recurring);
  if (fits) return price.id;
  const made = await stripe.prices.create({
    currency: 'usd',
    unit_amount: plan.amountCents,
    // Days, not Stripe's calendar month: the plan table says 7 and 30 days.
    ...(renew && { recurring: { interval: 'day', interval_count: plan.durationDays } }),
    lookup_key: key,
    transfer_lookup_key: true,
    product_data: { name: renew ? `${PRODUCT_NAME} ${plan.name} membership` : `VIP predictions: ${plan.name}` },
  });
  return made.id;
}

/** A code as Stripe knows it (docs/operations.md, "Stripe"): what it takes off, and for how many payments. */
export interface StripeCode {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  renewals: 'first' | 'all';
}

/** The coupon of a code: its own id, so every server finds the one made first. */
export const couponId = (code: string) => `lotto_${code}`;

/**
 * A code's coupon and promotion code at Stripe, found or made: the coupon (once for a code for the
 * first payment, forever for one for every renewal) by its id, the promotion code by its code.
 * Neither carries a limit: this server holds maxRedemptions and expiry itself.
 */
async function findOrCreatePromotionCode(stripe: Stripe, c: StripeCode): Promise<string> {
  const id = couponId(c.code);
  const coupon = await stripe.coupons.retrieve(id).catch((err) => {
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return null;
    throw err;
  });
  if (!coupon) {
    await stripe.coupons
      .create({
        id,
        name: c.code,
        duration: c.renewals === 'all' ? 'forever' : 'once',
        ...(c.percentOff !== null ? { percent_off: c.percentOff } : { amount_off: c.amountOffCents ?? 0, currency: 'usd' }),
      })
      .catch((err) => {
        // Another server made it a moment ago.
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_already_exists')) throw err;
      });
  }
  const found = await stripe.promotionCodes.list({ code: c.code, active: true, limit: 1 });
  if (found.data[0]) return found.data[0].id;
  const made = await stripe.promotionCodes.create({ promotion: { type: 'coupon', coupon: id }, code: c.code });
  return made.id;
}

/** Stripe's side of renewing memberships: Prices, renewal on and off, the customer portal. */
export function createStripeBilling(stripe: Stripe, appUrl: string) {
  const prices = new Map<string, Promise<string>>();
  const codes = new Map<string, Promise<string>>();
  return {
    /** A code's promotion code at Stripe, looked up (and made) once per code, again after a failure. */
    promotionCodeFor(c: StripeCode): Promise<string> {
      let promo = codes.get(c.code);
      if (!promo) {
        promo = findOrCreatePromotionCode(stripe, c).catch((err) => {
          codes.delete(c.code);
          throw err;
        });
        codes.set(c.code, promo);
      }
      return promo;
    },
    /** The retention offer on a membership's next renewal alone: its coupon (made once, `once`) on the subscription. */
    async discountNextRenewal(subscriptionId: string, c: StripeCode, at: number): Promise<SubscriptionState> {
      await this.promotionCodeFor({ ...c, renewals: 'first' }).catch(providerError);
      const sub = await stripe.subscriptions.update(subscriptionId, { discounts: [{ coupon: couponId(c.code) }] }).catch(providerError);
      return subscriptionState(sub, at);
    },
    /** The Price of a plan at its amount, by lookup key; looked up (and made) once per key, again after a failure. */
    priceFor(plan: PricedPlan, renew: boolean): Promise<string> {
      const key = priceLookupKey(plan, renew);
      let price = prices.get(key);
      if (!price) {
        price = findOrCreatePrice(stripe, plan, renew).catch((err) => {
          prices.delete(key);
          throw err;
        });
        prices.set(key, price);
      }
      return price;
    },
    /** Stops (true) or restarts (false) renewal at the period end; the subscription's state as of `at`. */
    async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean, at: number): Promise<SubscriptionState> {
      const sub = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }).catch(providerError);
      return subscriptionState(sub, at);
    },
    /**
     * Moves the next charge to `to` (an admin's extension), Stripe's documented way: a trial until
     * then, without proration, so nothing is credited or charged for the change itself. A paused
     * subscription's `resumes_at` moves to `resumesAt` in the same call, so the pause keeps its
     * length after the days given (docs/product.md, "Pausing").
     */
    async moveRenewal(subscriptionId: string, to: number, at: number, resumesAt?: number): Promise<SubscriptionState> {
      const sub = await stripe.subscriptions
        .update(subscriptionId, {
          trial_end: Math.floor(to / 1000),
          proration_behavior: 'none',
          ...(resumesAt !== undefined && { pause_collection: { behavior: 'void', resumes_at: Math.floor(resumesAt / 1000) } }),
        })
        .catch(providerError);
      return subscriptionState(sub, at);
    },
    /**
     * Pauses collection until `resumesAt` (docs/product.md, "Pausing"): Stripe voids the invoices of
     * the periods before it, so nothing is charged, and collects again by itself from then.
     */
    async pause(subscriptionId: string, resumesAt: number, at: number): Promise<SubscriptionState> {
      const sub = await stripe.subscriptions.update(subscriptionId, { pause_collection: { behavior: 'void', resumes_at: Math.floor(resumesAt / 1000) } }).catch(providerError);
      return subscriptionState(sub, at);
    },
    /**
     * Ends a pause at once. With paid time left the next charge stays at the period's end; without
     * (`chargeNow`), a new period starts now, charged now (a billing anchor of now, no proration):
     * its invoice, when paid, comes back to be fulfilled.
     */
    async unpause(subscriptionId: string, chargeNow: boolean, at: number): Promise<{ state: SubscriptionState; invoice: Stripe.Invoice | null }> {
      const sub = await stripe.subscriptions
        .update(subscriptionId, {
          pause_collection: '',
          ...(chargeNow && { billing_cycle_anchor: { type: 'now' as const }, proration_behavior: 'none' as const }),
          expand: ['latest_invoice'],
        })
        .catch(providerError);
      const invoice = chargeNow && sub.latest_invoice && typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
      return { state: subscriptionState(sub, at), invoice };
    },
    async subscription(subscriptionId: string, at: number): Promise<SubscriptionState> {
      return subscriptionState(await stripe.subscriptions.retrieve(subscriptionId).catch(providerError), at);
    },
    /** Ends a subscription at once (its account was deleted, its payment refunded): no further charge. Its state as of `at`. */
    async cancelNow(subscriptionId: string, at: number): Promise<SubscriptionState> {
      const sub = await stripe.subscriptions.cancel(subscriptionId).catch(async (err) => {
        // Cancelling one that has ended already is no failure.
        const now = await stripe.subscriptions.retrieve(subscriptionId).catch(() => null);
        if (now?.status === 'canceled') return now;
        return providerError(err);
      });
      return subscriptionState(sub, at);
    },
    /** A customer portal session (update the card, see invoices, cancel), back to the account page. */
    async portalUrl(customerId: string): Promise<string> {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: `${appUrl}/account` }).catch(providerError);
      return session.url;
    },
  };
}

export type StripeBilling = ReturnType<typeof createStripeBilling>;

/** Checkout's trial_end must lie at least 48 hours ahead (Stripe's rule for Checkout Sessions). */
const TRIAL_MIN_MS = 48 * 3600 * 1000;

/**
 * How a subscription starts at `startsAt` rather than now, charging nothing before (docs/operations.md,
 * "Stripe"): a trial until then, Checkout's documented way, which its page shows as free days and
 * the first charge's date; closer than Checkout allows a trial to end, a billing anchor there with
 * no proration, which leaves the span before it free just the same.
 */
export function deferredStart(startsAt: number, now: number): Stripe.Checkout.SessionCreateParams.SubscriptionData {
  const at = Math.floor(startsAt / 1000);
  return startsAt - now >= TRIAL_MIN_MS ? { trial_end: at } : { billing_cycle_anchor: at, proration_behavior: 'none' };
}

export function createStripeProvider(stripe: Stripe, appUrl: string, billing: StripeBilling, clock: { now(): number }): PaymentProvider {
  return {
    kind: 'stripe',
    async createSession({ userId, plan, email, amountCents, planName, durationDays, renew, customerId, startsAt, offer, giftId }) {
      const price = await billing.priceFor({ id: plan, name: planName, amountCents, durationDays }, renew === true).catch(providerError);
      // A code (docs/product.md, "Codes"): its promotion code applied, Stripe's page showing the
      // list price, the discount and the total; the checkout expires with the code's hold.
      const promo = offer ? await billing.promotionCodeFor(offer).catch(providerError) : null;
      const discounted = offer && promo ? { discounts: [{ promotion_code: promo }], expires_at: Math.floor(offer.expiresAt / 1000) } : {};
      const code: Record<string, string> = offer ? { redemptionId: offer.redemptionId, offerCode: offer.code } : {};
      // Back from Stripe's page unpaid, the payment page has the code filled in again.
      const back = offer ? `&code=${encodeURIComponent(offer.code)}` : '';
      // The price the checkout was opened at travels with it: a later price is for later checkouts.
      const priced: Record<string, string> = { userId: String(userId), plan, amountCents: String(amountCents), ...code };
      // A gift (docs/product.md, "Gifts"): the session names it, and its pages are the gift's.
      const gift: Record<string, string> = giftId !== undefined ? { giftId: String(giftId) } : {};
      if (renew && giftId === undefined) {
        const deferred = startsAt ? deferredStart(startsAt, clock.now()) : {};
        const session = await stripe.checkout.sessions
          .create({
            mode: 'subscription',
            line_items: [{ quantity: 1, price }],
            client_reference_id: String(userId),
            // The receipt address too: with an earlier customer Stripe's page shows that customer's.
            metadata: { ...priced, renew: 'true', receiptEmail: email },
            // The member's earlier customer keeps one card on file and one portal.
            ...(customerId ? { customer: customerId } : { customer_email: email }),
            // Copied onto the subscription and each of its invoices: every event names its member.
            subscription_data: { metadata: { ...priced, receiptEmail: email }, ...deferred },
            ...discounted,
            success_url: `${appUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}&plan=${plan}&userId=${userId}`,
            cancel_url: `${appUrl}/payment?plan=${plan}&renew=1${back}`,
          })
          .catch(providerError);
        if (!session.url) throw new ApiError(502, PAYMENT_MESSAGES.providerDown);
        return { id: session.id, url: session.url };
      }
      const session = await stripe.checkout.sessions
        .create({
          mode: 'payment',
          line_items: [{ quantity: 1, price }],
          client_reference_id: String(userId),
          metadata: { ...priced, ...gift },
          customer_email: email,
          // No receipt_email: with it Stripe e-mails its own receipt whatever the dashboard says,
          // and the customer would get two; this server sends the receipt (docs/product.md,
          // "Receipts").
          payment_intent_data: { metadata: { userId: String(userId), plan } },
          ...discounted,
          success_url: `${appUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}&plan=${plan}&userId=${userId}${giftId !== undefined ? '&gift=1' : ''}`,
          cancel_url: giftId !== undefined ? `${appUrl}/gift?plan=${plan}${back}` : `${appUrl}/payment?plan=${plan}${back}`,
        })
        .catch(providerError);
      if (!session.url) throw new ApiError(502, PAYMENT_MESSAGES.providerDown);
      return { id: session.id, url: session.url };
    },
    async retrieveSession(id) {
      // A pass's charge carries Stripe's receipt; a membership's first invoice is what gets fulfilled.
      const session = await stripe.checkout.sessions.retrieve(id, { expand: ['payment_intent.latest_charge', 'invoice', 'subscription'] }).catch(providerError);
      return toProviderSession(session, clock.now());
    },
    async closeUnpaid(id) {
      const session = await stripe.checkout.sessions.expire(id).catch(() => stripe.checkout.sessions.retrieve(id).catch(() => null));
      return session?.status === 'expired';
    },
    async refund(paymentId) {
      // An invoice was paid through the payment intent of its invoice payment; a pass through its session's.
      const intent = paymentId.startsWith('in_')
        ? (await stripe.invoicePayments.list({ invoice: paymentId, status: 'paid', limit: 1 })).data[0]?.payment.payment_intent
        : (await stripe.checkout.sessions.retrieve(paymentId)).payment_intent;
      const intentId = typeof intent === 'string' ? intent : intent?.id;
      if (!intentId) throw new Error(`payment ${paymentId} has no payment intent to refund`);
      try {
        // The key makes a retry within Stripe's day of keys the same refund; after it, Stripe
        // refuses a second refund of the charge and the first one is looked up.
        const refund = await stripe.refunds.create(
          { payment_intent: intentId, reason: 'requested_by_customer', metadata: { paymentId } },
          { idempotencyKey: `refund:${paymentId}` },
        );
        return refund.id;
      } catch (err) {
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'charge_already_refunded')) throw err;
        const [earlier] = (await stripe.refunds.list({ payment_intent: intentId, limit: 1 })).data;
        if (!earlier) throw err;
        return earlier.id;
      }
    },
  };
}
