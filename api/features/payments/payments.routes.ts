import { Hono } from 'hono';
import { notFound } from '../../platform/http/http-errors';
import { jsonBody } from '../../platform/http/validate';
import type { AuthEnv } from '../auth';
import type { Config } from '../../platform/config';
import type { AuthGuards } from '../auth';
import type { PaymentsService } from './payments.service';
import type { PaymentsWiring, StripeWebhook } from './payments.wiring';
import { checkoutSchema, paymentSuccessSchema, type CheckoutKindDto } from '@shared/payments';

/** What the routes use: nothing else of the composition root reaches them. */
export type PaymentsRoutesDeps = { config: Pick<Config, 'stripe'>; guards: AuthGuards; payments: PaymentsService; paymentsWiring: PaymentsWiring; stripeWebhook: StripeWebhook };

/** Mounted at /api: Stripe's paths under /api/stripe, the free trial under /api/subscription. */
export function paymentsRoutes({ config, guards, payments, paymentsWiring: wiring, stripeWebhook }: PaymentsRoutesDeps) {
  const simulated = () => {
    if (!wiring.simulated) throw notFound('The simulated checkout is off: this server takes real payments.');
    return wiring.simulated;
  };

  const kind: CheckoutKindDto = { provider: wiring.simulated ? 'simulated' : 'stripe', publishableKey: config.stripe?.publishableKey ?? null };

  return (
    new Hono<AuthEnv>()
      // Public: the plans pages say which checkout runs before anyone signs in.
      .get('/stripe/checkout', (c) => c.json(kind))
      .post('/stripe/create-checkout-session', guards.signedIn, jsonBody(checkoutSchema), async (c) => {
        return c.json(await payments.startCheckout(await c.var.user.row(), c.req.valid('json')));
      })
      .post('/stripe/payment-success', guards.signedIn, jsonBody(paymentSuccessSchema), async (c) => {
        const { fresh: _fresh, ...result } = await payments.confirm(await c.var.user.row(), c.req.valid('json'));
        return c.json(result);
      })
      .post('/stripe/webhook', async (c) => {
        // The signature covers the exact bytes Stripe sent: verified before any parsing.
        await stripeWebhook(Buffer.from(await c.req.arrayBuffer()), c.req.header('stripe-signature'));
        return c.json({ received: true });
      })
      .get('/stripe/simulated/:id', guards.signedIn, async (c) => c.json(await simulated().describe(c.req.param('id'), c.var.user.id)))
      .post('/stripe/simulated/:id/pay', guards.signedIn, async (c) => c.json(await simulated().pay(c.req.param('id'), c.var.user.id)))
      .post('/subscription/trial', guards.signedIn, async (c) => c.json(await payments.startTrial(await c.var.user.row())))
  );
}
