// How this server takes payments (GET /api/stripe/checkout), asked once per page load: the plans
// and payment pages name the checkout truly, "by Stripe" only when Stripe runs it, and say that
// the simulated checkout charges no card. Unknown (loading, offline), they name no provider.
import { useEffect, useState } from 'react';
import type { CheckoutKindDto } from '@shared/payments';
import { anonymousClient, answer } from './api-client';

let asked: Promise<CheckoutKindDto['provider'] | null> | null = null;

export function useCheckoutKind(): CheckoutKindDto['provider'] | null {
  const [kind, setKind] = useState<CheckoutKindDto['provider'] | null>(null);
  useEffect(() => {
    let live = true;
    asked ??= answer(anonymousClient.stripe.checkout.$get())
      .then((r) => r.provider)
      .catch(() => {
        asked = null;
        return null;
      });
    void asked.then((k) => live && setKind(k));
    return () => {
      live = false;
    };
  }, []);
  return kind;
}

/** The checkout in a few words, for the plans pages. */
export function checkoutLine(kind: CheckoutKindDto['provider'] | null): string {
  if (kind === 'stripe') return 'Secure checkout by Stripe';
  if (kind === 'simulated') return 'Test checkout: no card is charged';
  return 'Secure checkout';
}
