import type { PlanId } from '@shared/plans';

/** What fulfilment needs to know about a checkout session, whoever made it. */
export interface ProviderSession {
  id: string;
  paid: boolean;
  /** The user the session was created for (client_reference_id). */
  userId: string | null;
  plan: string | null;
  amountCents: number | null;
  currency: string;
  /** The receipt e-mail given at checkout, where the provider kept it. */
  email: string | null;
  /** The provider's hosted receipt, when there is one. */
  receiptUrl: string | null;
}

export interface PaymentProvider {
  readonly kind: 'stripe' | 'simulated';
  createSession(input: { userId: number; plan: PlanId; email: string; amountCents: number; planName: string }): Promise<{ id: string; url: string }>;
  /** Asks the provider; throws ApiError 404 for an unknown session, 502 when unreachable. */
  retrieveSession(id: string): Promise<ProviderSession>;
}
