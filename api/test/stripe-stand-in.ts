// A local stand-in for Stripe's API, speaking the HTTP the Stripe SDK sends (form-encoded
// bodies, Bearer key, JSON answers and Stripe-shaped errors), for the calls this product makes:
// Checkout Sessions (payment and subscription mode, expiring them), recurring Prices found by
// lookup key, subscriptions (renewal on and off, cancel now), customer portal sessions, and
// refunds of a payment intent (found through an invoice's payments for a membership). Tests steer it:
// pay a session, renew a subscription or fail its payment, make calls fail; and it writes the
// events Stripe would send, signed as Stripe signs them, for the test to deliver in any order.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { nested, type SignedEvent, type StandInInvoice, type StandInPrice, type StandInRefund, type StandInSession, type StandInSubscription } from './stripe-objects';

export type { SignedEvent };

const DAY_S = 86_400;

export async function startStripeStandIn(opts: { webhookSecret?: string; now?: () => number } = {}) {
  const sessions = new Map<string, StandInSession>();
  const prices = new Map<string, StandInPrice>();
  const subscriptions = new Map<string, StandInSubscription>();
  const invoices = new Map<string, StandInInvoice>();
  const portalSessions: { customer: string; return_url: string }[] = [];
  const refunds: StandInRefund[] = [];
  /** Idempotency keys already answered: Stripe answers a repeat with the first answer. */
  const answered = new Map<string, unknown>();
  /** When each payment intent was charged (seconds), and how much. */
  const charges = new Map<string, { created: number; amount: number }>();
  const requests: { method: string; path: string; body: URLSearchParams }[] = [];
  let seq = 0;
  let failRetrieves = false;
  let refundFailures = 0;
  let now = opts.now ?? (() => Date.now());
  const secret = opts.webhookSecret ?? 'whsec_stand_in';
  const signer = new Stripe('sk_test_signer');
  const seconds = () => Math.floor(now() / 1000);
  const nextId = (prefix: string) => `${prefix}_test_${String(++seq).padStart(8, '0')}`;

  const missing = (kind: string, id: string) => ({ error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param: 'id' } });

  function periodOf(sub: StandInSubscription) {
    return sub.items.data[0];
  }

  /** An invoice for the subscription's current period, paid or left open (a failed payment). */
  function invoiceFor(sub: StandInSubscription, paid: boolean, reason: StandInInvoice['billing_reason'], email: string | null, amountDue?: number): StandInInvoice {
    const item = periodOf(sub);
    const amount = amountDue ?? item.price.unit_amount;
    const invoice: StandInInvoice = {
      id: nextId('in'),
      object: 'invoice',
      status: paid ? 'paid' : 'open',
      billing_reason: reason,
      customer: sub.customer,
      customer_email: email,
      currency: item.price.currency,
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      attempt_count: 1,
      created: seconds(),
      status_transitions: { paid_at: paid ? seconds() : null },
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: { ...sub.metadata } } },
      lines: {
        object: 'list',
        data: [{ id: nextId('il'), object: 'line_item', amount, period: { start: item.current_period_start, end: item.current_period_end }, subscription: sub.id }],
      },
    };
    invoices.set(invoice.id, invoice);
    if (paid) charges.set(`pi_${invoice.id}`, { created: seconds(), amount });
    sub.latest_invoice = invoice.id;
    return invoice;
  }

  const copy = <T>(o: T): T => structuredClone(o);

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const body = new URLSearchParams(raw);
      requests.push({ method: req.method ?? '', path: url.pathname, body });
      const idempotencyKey = req.headers['idempotency-key'];
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${++seq}` });
        res.end(JSON.stringify(json));
      };
      if (!req.headers.authorization?.startsWith('Bearer sk_test_')) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      const form = nested(body);
      const query = nested(url.searchParams);
      const expand = Object.values<string>(query.expand ?? form.expand ?? {});

      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const id = nextId('cs');
        const subscriptionMode = form.mode === 'subscription';
        const line = form.line_items?.['0'] ?? {};
        const price = subscriptionMode ? prices.get(line.price) : undefined;
        if (subscriptionMode && !price) return send(400, { error: { type: 'invalid_request_error', message: `No such price: '${line.price}'`, param: 'line_items[0][price]' } });
        const session: StandInSession = {
          id,
          object: 'checkout.session',
          mode: subscriptionMode ? 'subscription' : 'payment',
          status: 'open',
          payment_status: 'unpaid',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          client_reference_id: form.client_reference_id ?? null,
          customer: form.customer ?? null,
          customer_email: form.customer_email ?? null,
          metadata: form.metadata ?? {},
          amount_total: price ? price.unit_amount : Number(line.price_data?.unit_amount) * Number(line.quantity ?? 1),
          currency: price ? price.currency : (line.price_data?.currency ?? 'usd'),
          payment_intent: null,
          invoice: null,
          subscription: null,
          success_url: (form.success_url ?? '').replace('{CHECKOUT_SESSION_ID}', id),
          ...(price && { price: price.id, subscription_metadata: form.subscription_data?.metadata ?? {} }),
        };
        const data = form.subscription_data ?? {};
        if (data.trial_end !== undefined) {
          // Stripe's rule for Checkout: a trial ends at least 48 hours ahead.
          if (Number(data.trial_end) < seconds() + 48 * 3600)
            return send(400, {
              error: { type: 'invalid_request_error', message: 'subscription_data.trial_end must be at least 48 hours in the future.', param: 'subscription_data[trial_end]' },
            });
          session.subscription_trial_end = Number(data.trial_end);
        }
        if (data.billing_cycle_anchor !== undefined) {
          if (data.proration_behavior !== 'none')
            return send(400, { error: { type: 'invalid_request_error', message: 'This stand-in only knows billing_cycle_anchor without proration.' } });
          session.subscription_anchor = Number(data.billing_cycle_anchor);
        }
        sessions.set(id, session);
        return send(200, session);
      }
      let m = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
      if (req.method === 'GET' && m) {
        if (failRetrieves) return send(500, { error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } });
        const s = sessions.get(decodeURIComponent(m[1]));
        if (!s) return send(404, { ...missing('checkout.session', m[1]), param: 'session' });
        const out: Record<string, unknown> = { ...s };
        for (const own of ['price', 'subscription_metadata', 'subscription_trial_end', 'subscription_anchor']) delete out[own];
        if (s.payment_intent && expand.includes('payment_intent.latest_charge')) {
          out.payment_intent = {
            id: s.payment_intent,
            object: 'payment_intent',
            latest_charge: { id: `ch_${s.id}`, object: 'charge', created: charges.get(s.payment_intent)?.created, receipt_url: `https://pay.stripe.com/receipts/payment/${s.id}` },
          };
        }
        if (s.invoice && expand.includes('invoice')) out.invoice = copy(invoices.get(s.invoice));
        if (s.subscription && expand.includes('subscription')) out.subscription = copy(subscriptions.get(s.subscription));
        return send(200, out);
      }

      m = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
      if (req.method === 'POST' && m) {
        const s = sessions.get(decodeURIComponent(m[1]));
        if (!s) return send(404, { ...missing('checkout.session', m[1]), param: 'session' });
        if (s.status !== 'open') return send(400, { error: { type: 'invalid_request_error', message: 'Only Checkout Sessions with a status in ["open"] can be expired.' } });
        s.status = 'expired';
        return send(200, s);
      }

      if (req.method === 'GET' && url.pathname === '/v1/invoice_payments') {
        const invoice = invoices.get(query.invoice);
        const data =
          invoice?.status === 'paid'
            ? [
                {
                  id: `inpay_${invoice.id}`,
                  object: 'invoice_payment',
                  invoice: invoice.id,
                  status: 'paid',
                  amount_paid: invoice.amount_paid,
                  payment: { type: 'payment_intent', payment_intent: `pi_${invoice.id}` },
                },
              ]
            : [];
        return send(200, { object: 'list', data, has_more: false, url: '/v1/invoice_payments' });
      }

      if (url.pathname === '/v1/refunds') {
        if (req.method === 'GET') {
          const data = refunds.filter((r) => r.payment_intent === query.payment_intent).reverse();
          return send(200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
        }
        if (req.method === 'POST') {
          if (refundFailures > 0) {
            refundFailures--;
            return send(500, { error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } });
          }
          const key = typeof idempotencyKey === 'string' ? idempotencyKey : null;
          if (key && answered.has(key)) return send(200, answered.get(key));
          const charge = charges.get(form.payment_intent);
          if (!charge) return send(404, missing('payment_intent', form.payment_intent));
          if (refunds.some((r) => r.payment_intent === form.payment_intent)) {
            return send(400, {
              error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge for ${form.payment_intent} has already been refunded.` },
            });
          }
          const refund: StandInRefund = {
            id: nextId('re'),
            object: 'refund',
            payment_intent: form.payment_intent,
            amount: charge.amount,
            status: 'succeeded',
            reason: form.reason ?? null,
            metadata: form.metadata ?? {},
          };
          refunds.push(refund);
          if (key) answered.set(key, refund);
          return send(200, refund);
        }
      }

      if (req.method === 'GET' && url.pathname === '/v1/prices') {
        const keys = Object.values<string>(query.lookup_keys ?? {});
        const data = [...prices.values()].filter((p) => p.active && (keys.length === 0 || (p.lookup_key && keys.includes(p.lookup_key))));
        return send(200, { object: 'list', data, has_more: false, url: '/v1/prices' });
      }
      if (req.method === 'POST' && url.pathname === '/v1/prices') {
        const price: StandInPrice = {
          id: nextId('price'),
          object: 'price',
          active: true,
          currency: form.currency,
          unit_amount: Number(form.unit_amount),
          lookup_key: form.lookup_key ?? null,
          recurring: form.recurring ? { interval: form.recurring.interval, interval_count: Number(form.recurring.interval_count ?? 1) } : null,
          product: nextId('prod'),
        };
        if (price.lookup_key) {
          const holder = [...prices.values()].find((p) => p.lookup_key === price.lookup_key);
          if (holder && form.transfer_lookup_key !== 'true') {
            return send(400, { error: { type: 'invalid_request_error', message: `A price (\`${holder.id}\`) already uses that lookup key.`, param: 'lookup_key' } });
          }
          if (holder) holder.lookup_key = null;
        }
        prices.set(price.id, price);
        return send(200, price);
      }

      m = url.pathname.match(/^\/v1\/subscriptions\/([^/]+)$/);
      if (m) {
        const sub = subscriptions.get(decodeURIComponent(m[1]));
        if (!sub) return send(404, missing('subscription', m[1]));
        if (req.method === 'POST') {
          if (sub.status === 'canceled')
            return send(400, { error: { type: 'invalid_request_error', message: 'A canceled subscription can only update its cancellation_details and metadata.' } });
          if (form.cancel_at_period_end !== undefined) {
            sub.cancel_at_period_end = form.cancel_at_period_end === 'true';
            sub.canceled_at = sub.cancel_at_period_end ? seconds() : null;
          }
          // "Using a trial to change the billing cycle": the next charge moves to trial_end, and
          // without proration nothing is credited for the time already paid.
          if (form.trial_end !== undefined) {
            if (form.proration_behavior !== 'none')
              return send(400, { error: { type: 'invalid_request_error', message: 'This stand-in only moves a billing date without proration.' } });
            if (Number(form.trial_end) <= seconds())
              return send(400, { error: { type: 'invalid_request_error', message: 'Invalid timestamp: must be an integer Unix timestamp in the future.', param: 'trial_end' } });
            Object.assign(periodOf(sub), { current_period_start: seconds(), current_period_end: Number(form.trial_end) });
            Object.assign(sub, { status: 'trialing', trial_end: Number(form.trial_end) });
          }
        } else if (req.method === 'DELETE') {
          Object.assign(sub, { status: 'canceled', canceled_at: sub.canceled_at ?? seconds(), ended_at: seconds() });
        }
        return send(200, sub);
      }

      if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        if (![...subscriptions.values()].some((s) => s.customer === form.customer)) return send(404, missing('customer', form.customer));
        portalSessions.push({ customer: form.customer, return_url: form.return_url });
        const id = nextId('bps');
        return send(200, { id, object: 'billing_portal.session', customer: form.customer, return_url: form.return_url, url: `https://billing.stripe.com/p/session/${id}` });
      }

      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** The event Stripe would send, signed with the webhook secret; `created` (seconds) orders it. */
  function event(type: string, object: unknown, created = seconds()): SignedEvent {
    const id = nextId('evt');
    const body = JSON.stringify({ id, object: 'event', type, created, api_version: Stripe.API_VERSION, data: { object: copy(object) } });
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
    subscriptions,
    invoices,
    portalSessions,
    refunds,
    requests,
    event,
    resign,
    /** Time as the product's clock tells it (tests hand in their fixed clock). */
    setClock(fn: () => number) {
      now = fn;
    },
    /**
     * The customer pays on Stripe's page. In subscription mode this makes the customer, the
     * subscription (first period from now) and its paid invoice; `events` are what Stripe sends.
     */
    pay(id: string) {
      const s = sessions.get(id)!;
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
      const { price: _p, subscription_metadata: _m, subscription_trial_end: _t, subscription_anchor: _a, ...wire } = s;
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
     */
    renew(subscriptionId: string, { fail = false } = {}) {
      const sub = subscriptions.get(subscriptionId)!;
      const item = periodOf(sub);
      // A full period of the price from the old period's end, whether that was a trial or not.
      const length = (item.price.recurring?.interval_count ?? 30) * DAY_S;
      const email = invoices.get(sub.latest_invoice ?? '')?.customer_email ?? null;
      Object.assign(item, { current_period_start: item.current_period_end, current_period_end: item.current_period_end + length });
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
      failRetrieves = on;
    },
    /** The next `n` refund calls fail as Stripe's outages do (500). */
    failRefunds(n: number) {
      refundFailures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
