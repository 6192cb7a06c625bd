// The HTTP side of the Stripe stand-in (stripe-stand-in.ts): the calls the Stripe SDK makes, read
// from its form-encoded bodies and answered in Stripe's JSON and Stripe's errors, on the shared state.
import type http from 'node:http';
import { couponOff, nested, type StandInCoupon, type StandInPrice, type StandInPromotionCode, type StandInRefund, type StandInSession } from './stripe-objects';
import type { StandInState } from './stripe-stand-in.state';

const missing = (kind: string, id: string) => ({ error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param: 'id' } });
const copy = <T>(o: T): T => structuredClone(o);

/** The request listener of the stand-in's server. */
export function stripeApi(state: StandInState): http.RequestListener {
  const { sessions, prices, subscriptions, invoices, portalSessions, refunds, answered, charges, requests, nextId, seconds, periodOf, coupons, promotionCodes } = state;
  return (req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const body = new URLSearchParams(raw);
      requests.push({ method: req.method ?? '', path: url.pathname, body });
      const idempotencyKey = req.headers['idempotency-key'];
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': nextId('req') });
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
        const price = line.price !== undefined ? prices.get(line.price) : undefined;
        if ((subscriptionMode || line.price !== undefined) && !price)
          return send(400, { error: { type: 'invalid_request_error', message: `No such price: '${line.price}'`, param: 'line_items[0][price]' } });
        // Stripe's rule: a subscription's Price recurs, a payment's does not.
        if (price && subscriptionMode !== (price.recurring !== null))
          return send(400, { error: { type: 'invalid_request_error', message: `The price ${price.id} does not fit mode ${form.mode}.`, param: 'line_items[0][price]' } });
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
          ...(price && subscriptionMode && { price: price.id, subscription_metadata: form.subscription_data?.metadata ?? {} }),
        };
        // A promotion code applied: Stripe's page and the session show the list price, the discount and the total.
        const promoId = form.discounts?.['0']?.promotion_code;
        if (promoId !== undefined) {
          const promo = promotionCodes.get(promoId);
          const coupon = promo && coupons.get(promo.promotion.coupon);
          if (!promo?.active || !coupon)
            return send(400, { error: { type: 'invalid_request_error', message: `No such promotion code: '${promoId}'`, param: 'discounts[0][promotion_code]' } });
          const off = couponOff(coupon, session.amount_total);
          Object.assign(session, {
            amount_subtotal: session.amount_total,
            amount_total: session.amount_total - off,
            total_details: { amount_discount: off, amount_shipping: 0, amount_tax: 0 },
            discounts: [{ coupon: null, promotion_code: promo.id }],
          });
          if (subscriptionMode) session.subscription_coupon = coupon.id;
        }
        if (form.expires_at !== undefined) {
          // Stripe's rule: 30 minutes to 24 hours after the session is made.
          const at = Number(form.expires_at);
          if (at < seconds() + 30 * 60 || at > seconds() + 24 * 3600)
            return send(400, {
              error: {
                type: 'invalid_request_error',
                message: 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
                param: 'expires_at',
              },
            });
          session.expires_at = at;
        }
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
        if (state.failRetrieves) return send(500, { error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } });
        const s = sessions.get(decodeURIComponent(m[1]));
        if (!s) return send(404, { ...missing('checkout.session', m[1]), param: 'session' });
        const out: Record<string, unknown> = { ...s };
        for (const own of ['price', 'subscription_metadata', 'subscription_trial_end', 'subscription_anchor', 'subscription_coupon']) delete out[own];
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
          if (state.refundFailures > 0) {
            state.refundFailures--;
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

      m = url.pathname.match(/^\/v1\/coupons(?:\/([^/]+))?$/);
      if (m) {
        if (req.method === 'GET' && m[1]) {
          const coupon = coupons.get(decodeURIComponent(m[1]));
          return coupon ? send(200, coupon) : send(404, { ...missing('coupon', m[1]), param: 'coupon' });
        }
        if (req.method === 'POST' && !m[1]) {
          const id = form.id ?? nextId('coupon');
          if (coupons.has(id)) return send(400, { error: { type: 'invalid_request_error', code: 'resource_already_exists', message: 'Coupon already exists.', param: 'id' } });
          if ((form.percent_off === undefined) === (form.amount_off === undefined))
            return send(400, { error: { type: 'invalid_request_error', message: 'You must pass either percent_off or amount_off.' } });
          if (form.amount_off !== undefined && !form.currency)
            return send(400, { error: { type: 'invalid_request_error', message: 'You must pass currency when passing amount_off.', param: 'currency' } });
          const coupon: StandInCoupon = {
            id,
            object: 'coupon',
            name: form.name ?? null,
            percent_off: form.percent_off !== undefined ? Number(form.percent_off) : null,
            amount_off: form.amount_off !== undefined ? Number(form.amount_off) : null,
            currency: form.currency ?? null,
            duration: form.duration ?? 'once',
            valid: true,
          };
          coupons.set(id, coupon);
          return send(200, coupon);
        }
      }
      if (url.pathname === '/v1/promotion_codes') {
        if (req.method === 'GET') {
          const data = [...promotionCodes.values()].filter(
            (p) => (query.code === undefined || p.code === query.code) && (query.active === undefined || String(p.active) === query.active),
          );
          return send(200, { object: 'list', data, has_more: false, url: '/v1/promotion_codes' });
        }
        if (req.method === 'POST') {
          const coupon = form.promotion?.type === 'coupon' ? coupons.get(form.promotion.coupon) : undefined;
          if (!coupon)
            return send(400, {
              error: { type: 'invalid_request_error', message: 'A promotion code needs promotion[type]=coupon and an existing promotion[coupon].', param: 'promotion' },
            });
          // Stripe's rule: an active promotion code's code is unique.
          if ([...promotionCodes.values()].some((p) => p.active && p.code.toUpperCase() === String(form.code).toUpperCase()))
            return send(400, { error: { type: 'invalid_request_error', message: 'An active promotion code with `code` already exists.', param: 'code' } });
          const promo: StandInPromotionCode = { id: nextId('promo'), object: 'promotion_code', code: form.code, active: true, promotion: { type: 'coupon', coupon: coupon.id } };
          promotionCodes.set(promo.id, promo);
          return send(200, promo);
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
          if (form.discounts !== undefined) {
            const coupon = coupons.get(form.discounts['0']?.coupon);
            if (!coupon) return send(400, { error: { type: 'invalid_request_error', message: `No such coupon: '${form.discounts['0']?.coupon}'`, param: 'discounts[0][coupon]' } });
            Object.assign(sub, { discounts: [coupon.id], coupon_used: false });
          }
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
          // "Pause payment collection": behavior void, until resumes_at; an empty value resumes it.
          if (form.pause_collection !== undefined) {
            if (form.pause_collection === '') sub.pause_collection = null;
            else {
              const behavior = form.pause_collection.behavior;
              if (!['void', 'keep_as_draft', 'mark_uncollectible'].includes(behavior))
                return send(400, { error: { type: 'invalid_request_error', message: 'Invalid pause_collection[behavior].', param: 'pause_collection[behavior]' } });
              const resumesAt = form.pause_collection.resumes_at === undefined ? null : Number(form.pause_collection.resumes_at);
              if (resumesAt !== null && !(resumesAt > seconds()))
                return send(400, { error: { type: 'invalid_request_error', message: 'resumes_at must be in the future.', param: 'pause_collection[resumes_at]' } });
              sub.pause_collection = { behavior, resumes_at: resumesAt };
            }
          }
          // A new billing cycle from now (billing_cycle_anchor now, no proration): a new period and its invoice, charged at once.
          const anchor = form.billing_cycle_anchor?.type ?? form.billing_cycle_anchor;
          if (anchor === 'now') {
            if (form.proration_behavior !== 'none')
              return send(400, { error: { type: 'invalid_request_error', message: 'This stand-in only resets a billing cycle without proration.' } });
            if (sub.pause_collection) return send(400, { error: { type: 'invalid_request_error', message: 'A paused subscription cannot be invoiced now.' } });
            const item = periodOf(sub);
            const length = (item.price.recurring?.interval_count ?? 30) * 86_400;
            Object.assign(item, { current_period_start: seconds(), current_period_end: seconds() + length });
            const email = invoices.get(sub.latest_invoice ?? '')?.customer_email ?? null;
            state.invoiceFor(sub, true, 'subscription_update', email);
            sub.status = 'active';
          }
        } else if (req.method === 'DELETE') {
          Object.assign(sub, { status: 'canceled', canceled_at: sub.canceled_at ?? seconds(), ended_at: seconds() });
        }
        const out: Record<string, unknown> = { ...copy(sub) };
        if (sub.latest_invoice && expand.includes('latest_invoice')) out.latest_invoice = copy(invoices.get(sub.latest_invoice));
        return send(200, out);
      }

      if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        if (![...subscriptions.values()].some((s) => s.customer === form.customer)) return send(404, missing('customer', form.customer));
        portalSessions.push({ customer: form.customer, return_url: form.return_url });
        const id = nextId('bps');
        return send(200, { id, object: 'billing_portal.session', customer: form.customer, return_url: form.return_url, url: `https://billing.stripe.com/p/session/${id}` });
      }

      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
    });
  };
}
