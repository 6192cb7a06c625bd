// How this server takes payments (GET /api/stripe/checkout): the plans and payment pages name the
// checkout truly, "by Stripe" only when Stripe runs it, and say that the simulated checkout
// charges no card. Unknown (loading, offline), they name no provider.
import type { CheckoutKindDto } from '@shared/payments';
import { anonymousClient, answer } from './api-client';
import { askedOnce } from './asked-once';

export const useCheckoutKind = askedOnce(() => answer(anonymousClient.stripe.checkout.$get()).then((r) => r.provider));

/** The checkout in a few words, for the plans pages. */
export function checkoutLine(kind: CheckoutKindDto['provider'] | null | undefined): string {
  if (kind === 'stripe') return 'Secure checkout by Stripe';
  if (kind === 'simulated') return 'Test checkout: no card is charged';
  return 'Secure checkout';
}
