/**
 * The renewing membership a payment belongs to (docs/product.md, "Renewing memberships"): a
 * subscription's invoice. The payment's `id` is then the invoice's, so the first invoice is
 * fulfilled once whether it comes through the success page, checkout.session.completed or
 * invoice.paid.
 */
export interface MembershipPayment {
  subscriptionId: string;
  /** The provider's customer (Stripe's cus_…), for its customer portal; null when simulated. */
  customerId: string | null;
  /** The period the invoice pays for; null: from the moment it is fulfilled, one plan duration long. */
  periodStart: number | null;
  periodEnd: number | null;
}

/** What fulfilment needs to know about a checkout session, whoever made it. */
export interface ProviderSession {
  /** The payment's own id: one payment per id, ever. */
  id: string;
  paid: boolean;
  /** The user the session was created for (client_reference_id). */
  userId: string | null;
  plan: string | null;
  amountCents: number | null;
  /**
   * The plan's price this server set when it opened the checkout (carried by the provider), which
   * a later price of the plan does not change; null: not known (a checkout opened before prices
   * were kept with it), then the membership's or the plan's.
   */
  priceCents?: number | null;
  currency: string;
  /** The receipt e-mail given at checkout, where the provider kept it. */
  email: string | null;
  /** The provider's hosted receipt, when there is one. */
  receiptUrl: string | null;
  /**
   * When the provider recorded the payment: the pay-time limits judge it at this instant, and a
   * membership's payment is ordered by it against failures. Null: not known, judged as now.
   */
  paidAt: number | null;
  /** Set when the payment is a renewing membership's invoice. */
  membership?: MembershipPayment;
  /**
   * The code's redemption the checkout held (docs/product.md, "Codes"), carried by the provider:
   * this payment counts it, once.
   */
  redemptionId?: string | null;
  /**
   * What a code took off the price (`priceCents`): `amountCents` is what was paid. `code` null: the
   * provider did not say which (the membership's own code then). `next`: the retention offer's
   * discount on this one renewal.
   */
  discount?: { code: string | null; discountCents: number; next?: boolean } | null;
  /**
   * Set when the session bought a renewing membership whose first period starts later, when the
   * time already paid for ends (docs/product.md, "Renewing memberships"): nothing was charged, and
   * `paid` says the checkout was completed. The first charge is the subscription's invoice then.
   */
  deferredStart?: { subscriptionId: string; customerId: string | null; startsAt: number };
  /**
   * The gift this checkout pays for (docs/product.md, "Gifts"), carried by the provider: the
   * payment grants the buyer nothing, and the gift counts as paid with it.
   */
  giftId?: number | null;
}

export interface PaymentProvider {
  readonly kind: 'stripe' | 'simulated';
  createSession(input: {
    userId: number;
    plan: string;
    email: string;
    amountCents: number;
    planName: string;
    durationDays: number;
    /** A renewing membership (docs/product.md, "Renewing memberships") instead of a pass. */
    renew?: boolean;
    /** The customer of the member's earlier membership, kept with the provider. */
    customerId?: string | null;
    /** A renewing membership bought with time left: its first period starts (and is charged) at this instant. */
    startsAt?: number | null;
    /**
     * A code applied (docs/product.md, "Codes"): its redemption, held until `expiresAt`, when the
     * checkout closes unpaid; `amountCents` stays the list price.
     */
    offer?: { redemptionId: string; code: string; percentOff: number | null; amountOffCents: number | null; discountCents: number; renewals: 'first' | 'all'; expiresAt: number };
    /** A gift's checkout (docs/product.md, "Gifts"): never renewing; back to the gift form when left unpaid. */
    giftId?: number;
  }): Promise<{ id: string; url: string }>;
  /** Asks the provider; throws ApiError 404 for an unknown session, 502 when unreachable. */
  retrieveSession(id: string): Promise<ProviderSession>;
  /**
   * Closes a checkout that was not paid, so it can no longer be: true once it is closed unpaid,
   * false when it was paid (or is being paid) meanwhile.
   */
  closeUnpaid(id: string): Promise<boolean>;
  /**
   * Gives back the money of a payment (a checkout session's or an invoice's, by the id fulfilment
   * knows it by): the provider's refund id. Asking again for the same payment refunds it once.
   */
  refund(paymentId: string): Promise<string>;
}

/** A subscription's renewal state as the provider last told it (Stripe's subscription events). */
export interface SubscriptionState {
  subscriptionId: string;
  customerId: string | null;
  /** From the subscription's metadata, set at checkout. */
  userId: string | null;
  plan: string | null;
  status: string;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  /**
   * When a paused membership charges again (Stripe's pause_collection.resumes_at; docs/product.md,
   * "Pausing"); null: not paused; undefined: not said, the stored pause stands.
   */
  pausedUntil?: number | null;
  /** The ordering marker: the event's `created`, or our clock for an answer to our own call. */
  at: number;
}
