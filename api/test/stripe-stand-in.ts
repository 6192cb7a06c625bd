// A local stand-in for Stripe's API, speaking the HTTP the Stripe SDK sends (form-encoded
// bodies, Bearer key, JSON answers and Stripe-shaped errors), for the calls this product makes:
// Checkout Sessions (payment and subscription mode, expiring them, with a promotion code applied),
// recurring Prices found by lookup key, coupons and promotion codes (found by code), subscriptions (renewal on and off, cancel now,
// collection paused and resumed, a new period charged now), customer portal sessions, and
// refunds of a payment intent (found through an invoice's payments for a membership). Tests steer it:
// pay a session, renew a subscription or fail its payment, make calls fail; and it writes the
// events Stripe would send, signed as Stripe signs them, for the test to deliver in any order.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { SignedEvent, StandInSession, StandInSubscription } from './stripe-objects';
import { stripeApi } from './stripe-stand-in.api';
import { standInState } from './stripe-stand-in.state';

export type { SignedEvent };

const DAY_S = 86_400;

export async function startStripeStandIn(opts: { webhookSecret?: string; now?: () => number } = {}) {
  const state = standInState(opts.now ?? (() => Date.now()));
  const { sessions, prices, subscriptions, invoices, portalSessions, refunds, charges, requests, seconds, nextId, periodOf, invoiceFor } = state;
  const secret = opts.webhookSecret ?? 'whsec_stand_in';
  const signer = new Stripe('sk_test_signer');
  const server = http.createServer(stripeApi(state));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** The event Stripe would send, signed with the webhook secret; `created` (seconds) orders it. */
  function event(type: string, object: unknown, created = seconds()): SignedEvent {
    const id = nextId('evt');
    const body = JSON.stringify({ id, object: 'event', type, created, api_version: Stripe.API_VERSION, data: { object: structuredClone(object) } });
    const header = signer.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: seconds() });
    return { id, type, body, headers: { 'Stripe-Signature': header } };
  }

  /** The same event delivered again later: Stripe signs each delivery anew. */
  function resign(e: SignedEvent): SignedEvent {
    return { ...e, headers: { 'Stripe-Signature': signer.webhooks.generateTestHeaderString({ payload: e.body, secret, timestamp: seconds() }) } };
  }

  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    prices,
    coupons: state.coupons,
    promotionCodes: state.promotionCodes,
    subscriptions,
    invoices,
    portalSessions,
    refunds,
    requests,
    event,
    resign,
    /** Time as the product's clock tells it (tests hand in their fixed clock). */
    setClock(fn: () => number) {
      state.now = fn;
    },
    /**
     * The customer pays on Stripe's page. In subscription mode this makes the customer, the
     * subscription (first period from now) and its paid invoice; `events` are what Stripe sends.
     */
    pay(id: string) {
      const s = sessions.get(id)!;
      if (s.status === 'open' && s.expires_at !== undefined && seconds() >= s.expires_at) s.status = 'expired';
      if (s.status !== 'open') throw new Error(`session ${id} is ${s.status}: Stripe's page no longer takes a payment`);
      const freeUntil = s.subscription_trial_end ?? s.subscription_anchor;
      Object.assign(s, { status: 'complete', payment_status: freeUntil ? 'no_payment_required' : 'paid' });
      if (s.mode === 'payment') {
        s.payment_intent = `pi_${id}`;
        charges.set(s.payment_intent, { created: seconds(), amount: s.amount_total });
        return { ...s, events: [event('checkout.session.completed', s)] };
      }
      const price = prices.get(s.price!)!;
      const customer = s.customer ?? nextId('cus');
      const start = seconds();
      const sub: StandInSubscription = {
        id: nextId('sub'),
        object: 'subscription',
        customer,
        status: s.subscription_trial_end ? 'trialing' : 'active',
        trial_end: s.subscription_trial_end ?? null,
        metadata: { ...s.subscription_metadata },
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        latest_invoice: null,
        pause_collection: null,
        discounts: s.subscription_coupon ? [s.subscription_coupon] : [],
        items: {
          object: 'list',
          data: [
            {
              id: nextId('si'),
              object: 'subscription_item',
              price,
              current_period_start: start,
              current_period_end: freeUntil ?? start + (price.recurring?.interval_count ?? 30) * DAY_S,
            },
          ],
        },
      };
      subscriptions.set(sub.id, sub);
      // A trial's first invoice is for $0; a free span up to a billing anchor has none.
      const invoice = s.subscription_anchor ? null : invoiceFor(sub, true, 'subscription_create', s.customer_email, s.subscription_trial_end ? 0 : undefined);
      Object.assign(s, { customer, subscription: sub.id, invoice: invoice?.id ?? null });
      const { price: _p, subscription_metadata: _m, subscription_trial_end: _t, subscription_anchor: _a, subscription_coupon: _c, ...wire } = s;
      return {
        ...wire,
        events: [
          event('customer.subscription.created', sub),
          ...(invoice ? [event('invoice.paid', invoice)] : []),
          event('checkout.session.completed', wire),
          event('customer.subscription.updated', sub),
        ],
      };
    },
    /**
     * Stripe's next billing: the next period starts at the old one's end and its invoice is paid,
     * or (fail) stays open and the subscription is past due until a retry pays it (payInvoice).
     * While collection is paused (pause_collection, behavior void) the period's invoice is voided:
     * nothing is charged, and no invoice.paid is sent. A period starting at or after resumes_at
     * ends the pause first, as Stripe does.
     */
    renew(subscriptionId: string, { fail = false } = {}) {
      const sub = subscriptions.get(subscriptionId)!;
      const item = periodOf(sub);
      // A full period of the price from the old period's end, whether that was a trial or not.
      const length = (item.price.recurring?.interval_count ?? 30) * DAY_S;
      const email = invoices.get(sub.latest_invoice ?? '')?.customer_email ?? null;
      Object.assign(item, { current_period_start: item.current_period_end, current_period_end: item.current_period_end + length });
      const pause = sub.pause_collection;
      if (pause && (pause.resumes_at === null || item.current_period_start < pause.resumes_at)) {
        const voided = invoiceFor(sub, false, 'subscription_cycle', email);
        Object.assign(voided, { status: 'void', amount_due: voided.amount_due });
        return { subscription: sub, invoice: voided, events: [event('invoice.voided', voided), event('customer.subscription.updated', sub)] };
      }
      if (pause) sub.pause_collection = null;
      sub.status = fail ? 'past_due' : 'active';
      const invoice = invoiceFor(sub, !fail, 'subscription_cycle', email);
      return { subscription: sub, invoice, events: [event(fail ? 'invoice.payment_failed' : 'invoice.paid', invoice), event('customer.subscription.updated', sub)] };
    },
    /** A retry of an open invoice succeeds (the card was updated). */
    payInvoice(invoiceId: string) {
      const invoice = invoices.get(invoiceId)!;
      Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, status_transitions: { paid_at: seconds() } });
      charges.set(`pi_${invoice.id}`, { created: seconds(), amount: invoice.amount_due });
      const sub = subscriptions.get(invoice.parent.subscription_details.subscription)!;
      sub.status = 'active';
      return { invoice, subscription: sub, events: [event('invoice.paid', invoice), event('customer.subscription.updated', sub)] };
    },
    /** The subscription ends now (Stripe gave up on payments, or the operator cancelled it). */
    end(subscriptionId: string) {
      const sub = subscriptions.get(subscriptionId)!;
      Object.assign(sub, { status: 'canceled', canceled_at: sub.canceled_at ?? seconds(), ended_at: seconds() });
      return { subscription: sub, events: [event('customer.subscription.deleted', sub)] };
    },
    /** A session made outside this product's checkout call. */
    add(over: Partial<StandInSession>) {
      const id = nextId('cs');
      const s: StandInSession = {
        id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        url: '',
        client_reference_id: null,
        customer: null,
        customer_email: null,
        metadata: {},
        amount_total: 0,
        currency: 'usd',
        payment_intent: `pi_${id}`,
        invoice: null,
        subscription: null,
        success_url: '',
        ...over,
      };
      sessions.set(id, s);
      if (s.payment_intent && s.payment_status === 'paid') charges.set(s.payment_intent, { created: seconds(), amount: s.amount_total });
      return s;
    },
    failRetrieves(on: boolean) {
      state.failRetrieves = on;
    },
    /** The next `n` refund calls fail as Stripe's outages do (500). */
    failRefunds(n: number) {
      state.refundFailures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
