// Which payment provider this server uses, and how Stripe's webhook events reach fulfilment.
import type Stripe from 'stripe';
import type { Deps } from '../../platform/deps';
import { badRequest } from '../../platform/http/http-errors';
import { webhookHandlers, type PaymentsService } from './payments.service';
import type { PaymentProvider } from './provider';
import { createSimulatedProvider, type SimulatedCheckout } from './simulated-provider';
import { createStripeBilling, createStripeClient, createStripeProvider, toProviderSession, type StripeBilling } from './stripe-provider';

/** Webhook signatures older than this are refused (Stripe's own default). */
const WEBHOOK_TOLERANCE_S = 300;

export interface PaymentsWiring {
  provider: PaymentProvider;
  stripe?: Stripe;
  /** Stripe's side of renewing memberships (docs/product.md). */
  billing?: StripeBilling;
  simulated?: SimulatedCheckout;
}

/** Real Stripe when its key is set; otherwise the simulated checkout (config refuses that in production). */
export function createPaymentsWiring(deps: Pick<Deps, 'db' | 'clock' | 'config'>): PaymentsWiring {
  if (deps.config.stripe) {
    const stripe = createStripeClient(deps.config.stripe);
    const billing = createStripeBilling(stripe, deps.config.appUrl);
    return { provider: createStripeProvider(stripe, deps.config.appUrl, billing, deps.clock), stripe, billing };
  }
  const simulated = createSimulatedProvider(deps);
  return { provider: simulated.provider, simulated };
}

/** Verifies a webhook's signature on its raw bytes, then hands the event to its handler (idempotent). */
export function createStripeWebhook(
  deps: Pick<Deps, 'clock' | 'config' | 'log'>,
  wiring: PaymentsWiring,
  payments: PaymentsService,
  more: Partial<Record<string, (event: Stripe.Event) => Promise<void>>> = {},
) {
  // The webhook's copy of a session lacks the expanded charge; fetch it for the receipt link,
  // but a failed fetch must not hold up fulfilment. A membership's session lacks its invoice:
  // fetched too, and when that fails its invoice.paid event fulfils it instead.
  const toSession = async (s: Stripe.Checkout.Session) => {
    const own = toProviderSession(s, deps.clock.now());
    if (s.mode === 'subscription') return wiring.provider.retrieveSession(s.id).catch(() => own);
    if (own.paid && !own.receiptUrl) {
      const fresh = await wiring.provider.retrieveSession(s.id).catch(() => null);
      if (fresh?.receiptUrl) own.receiptUrl = fresh.receiptUrl;
      if (fresh?.paidAt) own.paidAt = fresh.paidAt;
    }
    return own;
  };
  const handlers = { ...webhookHandlers(payments, toSession, deps.log), ...more };

  return async (raw: Buffer, signature: string | undefined): Promise<void> => {
    const secret = deps.config.stripe?.webhookSecret;
    if (!wiring.stripe || !secret) throw badRequest('Stripe webhooks are not configured on this server (STRIPE_WEBHOOK_SECRET).');
    if (!signature) throw badRequest('Missing Stripe-Signature header.');
    let event: Stripe.Event;
    try {
      // receivedAt is in milliseconds: the age is judged by our clock.
      event = wiring.stripe.webhooks.constructEvent(raw, signature, secret, WEBHOOK_TOLERANCE_S, undefined, deps.clock.now());
    } catch {
      throw badRequest('Invalid Stripe signature.');
    }
    await handlers[event.type]?.(event);
  };
}

export type StripeWebhook = ReturnType<typeof createStripeWebhook>;
