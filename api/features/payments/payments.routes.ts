import { Hono } from 'hono';
import type Stripe from 'stripe';
import type { Deps } from '../../deps';
import { badRequest, notFound } from '../../lib/http-errors';
import { jsonBody } from '../../lib/validate';
import type { AuthEnv, AuthGuards } from '../auth/auth.middleware';
import type { ReceiptMail } from '../receipts/receipt-mail';
import { checkoutSchema, paymentSuccessSchema, type CheckoutKindDto } from '@shared/payments';
import { createPaymentsService, webhookHandlers } from './payments.service';
import type { PaymentProvider } from './provider';
import { createSimulatedProvider, type SimulatedCheckout } from './simulated-provider';
import { createStripeClient, createStripeProvider, toProviderSession } from './stripe-provider';

/** Webhook signatures older than this are refused (Stripe's own default). */
const WEBHOOK_TOLERANCE_S = 300;

export interface PaymentsWiring {
  provider: PaymentProvider;
  stripe?: Stripe;
  simulated?: SimulatedCheckout;
}

/** Real Stripe when its key is set; otherwise the simulated checkout (config refuses that in production). */
export function createPaymentsWiring(deps: Deps): PaymentsWiring {
  if (deps.config.stripe) {
    const stripe = createStripeClient(deps.config.stripe);
    return { provider: createStripeProvider(stripe, deps.config.appUrl), stripe };
  }
  const simulated = createSimulatedProvider(deps);
  return { provider: simulated.provider, simulated };
}

/** Mounted at /api: Stripe's paths under /api/stripe, the free trial under /api/subscription. */
export function paymentsRoutes(deps: Deps, guards: AuthGuards, receiptMail: ReceiptMail, wiring: PaymentsWiring = createPaymentsWiring(deps)) {
  const payments = createPaymentsService(deps, wiring.provider, receiptMail);
  const simulated = () => {
    if (!wiring.simulated) throw notFound('The simulated checkout is off: this server takes real payments.');
    return wiring.simulated;
  };

  // The webhook's copy of a session lacks the expanded charge; fetch it for the receipt link,
  // but a failed fetch must not hold up fulfilment.
  const toSession = async (s: Stripe.Checkout.Session) => {
    const own = toProviderSession(s);
    if (own.paid && !own.receiptUrl) {
      const fresh = await wiring.provider.retrieveSession(s.id).catch(() => null);
      if (fresh?.receiptUrl) own.receiptUrl = fresh.receiptUrl;
    }
    return own;
  };
  const handlers = webhookHandlers(payments, toSession, deps.log);

  const kind: CheckoutKindDto = { provider: wiring.simulated ? 'simulated' : 'stripe', publishableKey: deps.config.stripe?.publishableKey ?? null };

  return new Hono<AuthEnv>()
    // Public: the plans pages say which checkout runs before anyone signs in.
    .get('/stripe/checkout', (c) => c.json(kind))
    .post('/stripe/create-checkout-session', guards.signedIn, jsonBody(checkoutSchema), async (c) => {
      return c.json(await payments.startCheckout(c.var.user.row(), c.req.valid('json')));
    })
    .post('/stripe/payment-success', guards.signedIn, jsonBody(paymentSuccessSchema), async (c) => {
      const { fresh: _fresh, ...result } = await payments.confirm(c.var.user.row(), c.req.valid('json'));
      return c.json(result);
    })
    .post('/stripe/webhook', async (c) => {
      const secret = deps.config.stripe?.webhookSecret;
      if (!wiring.stripe || !secret) throw badRequest('Stripe webhooks are not configured on this server (STRIPE_WEBHOOK_SECRET).');
      const signature = c.req.header('stripe-signature');
      if (!signature) throw badRequest('Missing Stripe-Signature header.');
      // The signature covers the exact bytes Stripe sent: verify before any parsing.
      const raw = Buffer.from(await c.req.arrayBuffer());
      let event: Stripe.Event;
      try {
        // receivedAt is in milliseconds: the age is judged by our clock.
        event = wiring.stripe.webhooks.constructEvent(raw, signature, secret, WEBHOOK_TOLERANCE_S, undefined, deps.clock.now());
      } catch {
        throw badRequest('Invalid Stripe signature.');
      }
      await handlers[event.type]?.(event);
      return c.json({ received: true });
    })
    .get('/stripe/simulated/:id', guards.signedIn, (c) => c.json(simulated().describe(c.req.param('id'), c.var.user.id)))
    .post('/stripe/simulated/:id/pay', guards.signedIn, (c) => c.json(simulated().pay(c.req.param('id'), c.var.user.id)))
    .post('/subscription/trial', guards.signedIn, (c) => c.json(payments.startTrial(c.var.user.row())));
}
