// The one module that talks to Stripe. Checkout Sessions carry the user in
// client_reference_id and the plan in metadata, so fulfilment can check both against what the
// browser claims.
import Stripe from 'stripe';
import type { Config } from '../../config';
import { ApiError, notFound } from '../../lib/http-errors';
import { PAYMENT_MESSAGES } from '@shared/payments';
import type { PaymentProvider, ProviderSession } from './provider';

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

export function toProviderSession(s: Stripe.Checkout.Session): ProviderSession {
  const intent = typeof s.payment_intent === 'object' ? s.payment_intent : null;
  const charge = intent && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  return {
    id: s.id,
    // 'no_payment_required' would be a 100% discount: still a completed purchase.
    paid: s.status === 'complete' && (s.payment_status === 'paid' || s.payment_status === 'no_payment_required'),
    userId: s.client_reference_id ?? s.metadata?.userId ?? null,
    plan: s.metadata?.plan ?? null,
    amountCents: s.amount_total ?? null,
    currency: s.currency ?? 'usd',
    // The address given at checkout; Stripe's page shows it locked, so customer_details agrees.
    email: s.customer_email ?? s.customer_details?.email ?? null,
    receiptUrl: charge?.receipt_url ?? null,
  };
}

function providerError(err: unknown): never {
  if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') throw notFound(PAYMENT_MESSAGES.sessionNotFound);
  throw new ApiError(502, PAYMENT_MESSAGES.providerDown);
}

export function createStripeProvider(stripe: Stripe, appUrl: string): PaymentProvider {
  return {
    kind: 'stripe',
    async createSession({ userId, plan, email, amountCents, planName }) {
      const session = await stripe.checkout.sessions
        .create({
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: { currency: 'usd', unit_amount: amountCents, product_data: { name: `VIP predictions: ${planName}` } },
            },
          ],
          client_reference_id: String(userId),
          metadata: { userId: String(userId), plan },
          customer_email: email,
          // No receipt_email: with it Stripe e-mails its own receipt whatever the dashboard says,
          // and the customer would get two; this server sends the receipt (contract §12).
          payment_intent_data: { metadata: { userId: String(userId), plan } },
          success_url: `${appUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}&plan=${plan}&userId=${userId}`,
          cancel_url: `${appUrl}/payment?plan=${plan}`,
        })
        .catch(providerError);
      if (!session.url) throw new ApiError(502, PAYMENT_MESSAGES.providerDown);
      return { id: session.id, url: session.url };
    },
    async retrieveSession(id) {
      const session = await stripe.checkout.sessions.retrieve(id, { expand: ['payment_intent.latest_charge'] }).catch(providerError);
      return toProviderSession(session);
    },
  };
}
