// A local stand-in for Stripe's API, speaking the HTTP the Stripe SDK sends (form-encoded
// bodies, Bearer key, JSON answers and Stripe-shaped errors), for the calls this product makes:
// create and retrieve Checkout Sessions. Tests steer it: pay a session, make calls fail.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  url: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  payment_intent: string | null;
  success_url: string;
}

export async function startStripeStandIn() {
  const sessions = new Map<string, StandInSession>();
  const requests: { method: string; path: string; body: URLSearchParams }[] = [];
  let seq = 0;
  let failRetrieves = false;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const body = new URLSearchParams(raw);
      requests.push({ method: req.method ?? '', path: url.pathname, body });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${++seq}` });
        res.end(JSON.stringify(json));
      };
      if (!req.headers.authorization?.startsWith('Bearer sk_test_')) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const id = `cs_test_${String(++seq).padStart(8, '0')}`;
        const unit = Number(body.get('line_items[0][price_data][unit_amount]'));
        const qty = Number(body.get('line_items[0][quantity]') ?? 1);
        const metadata: Record<string, string> = {};
        for (const [k, v] of body) {
          const m = k.match(/^metadata\[(.+)\]$/);
          if (m) metadata[m[1]] = v;
        }
        const session: StandInSession = {
          id,
          object: 'checkout.session',
          status: 'open',
          payment_status: 'unpaid',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          client_reference_id: body.get('client_reference_id'),
          customer_email: body.get('customer_email'),
          metadata,
          amount_total: unit * qty,
          currency: body.get('line_items[0][price_data][currency]') ?? 'usd',
          payment_intent: null,
          success_url: (body.get('success_url') ?? '').replace('{CHECKOUT_SESSION_ID}', id),
        };
        sessions.set(id, session);
        return send(200, session);
      }
      const m = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
      if (req.method === 'GET' && m) {
        if (failRetrieves) return send(500, { error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } });
        const s = sessions.get(decodeURIComponent(m[1]));
        if (!s) {
          return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session: '${m[1]}'`, param: 'session' } });
        }
        // The SDK sends expand[0]=…, expand[1]=…
        const expand = [...url.searchParams].filter(([k]) => /^expand\[\d*\]$/.test(k)).map(([, v]) => v);
        const out: Record<string, unknown> = { ...s };
        if (s.payment_intent && expand.includes('payment_intent.latest_charge')) {
          out.payment_intent = {
            id: s.payment_intent,
            object: 'payment_intent',
            latest_charge: { id: `ch_${s.id}`, object: 'charge', receipt_url: `https://pay.stripe.com/receipts/payment/${s.id}` },
          };
        }
        return send(200, out);
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    requests,
    /** The customer pays on Stripe's page. */
    pay(id: string) {
      const s = sessions.get(id)!;
      Object.assign(s, { status: 'complete', payment_status: 'paid', payment_intent: `pi_${id}` });
      return s;
    },
    /** A session made outside this product's checkout call. */
    add(over: Partial<StandInSession>) {
      const id = `cs_test_${String(++seq).padStart(8, '0')}`;
      const s: StandInSession = {
        id,
        object: 'checkout.session',
        status: 'complete',
        payment_status: 'paid',
        url: '',
        client_reference_id: null,
        customer_email: null,
        metadata: {},
        amount_total: 0,
        currency: 'usd',
        payment_intent: `pi_${id}`,
        success_url: '',
        ...over,
      };
      sessions.set(id, s);
      return s;
    },
    failRetrieves(on: boolean) {
      failRetrieves = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
