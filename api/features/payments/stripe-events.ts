// Stripe's events about renewing memberships (docs/product.md), by type, beside the checkout events
// of payments.service.ts. Each handler is idempotent and order-proof: an invoice is fulfilled once
// (its id is the payment's), a failure e-mails once per invoice and is no problem once a later
// payment went through, and a subscription's state is taken only from an event newer than the
// one it replaced (membership-store.ts).
import type Stripe from 'stripe';
import type { Deps } from '../../platform/deps';
import { ApiError } from '../../platform/http/http-errors';
import { membershipBySubscription } from './membership-store';
import type { MembershipsService } from './memberships.service';
import type { PaymentsService } from './payments.service';
import { invoiceAsPayment, invoiceOwner, subscriptionOfInvoice, subscriptionState } from './stripe-objects';
import type { StripeBilling } from './stripe-provider';

type Handler = (event: Stripe.Event) => Promise<void>;

export function membershipEventHandlers(
  deps: Pick<Deps, 'db' | 'clock' | 'log'>,
  billing: StripeBilling,
  payments: PaymentsService,
  memberships: MembershipsService,
): Record<string, Handler> {
  const { db, log } = deps;

  /** Who an invoice is for: its subscription's metadata, else the membership we hold, else Stripe's subscription. */
  async function ownerOf(invoice: Stripe.Invoice, subscriptionId: string, at: number) {
    const own = invoiceOwner(invoice);
    if (own.userId && own.plan) return own;
    const known = await membershipBySubscription(db, subscriptionId);
    if (known) return { userId: String(known.userId), plan: known.plan };
    const sub = await billing.subscription(subscriptionId, at);
    return { userId: sub.userId, plan: sub.plan };
  }

  /** The event's `created` as our ordering marker (ms); our clock if an event came without one. */
  const at = (event: Stripe.Event) => (Number.isSafeInteger(event.created) ? event.created * 1000 : deps.clock.now());

  const applyState: Handler = async (event) => {
    const sub = event.data.object as Stripe.Subscription;
    if (typeof sub?.id === 'string') await memberships.applyState(subscriptionState(sub, at(event)));
  };

  return {
    'invoice.paid': async (event) => {
      const invoice = event.data.object as Stripe.Invoice;
      const when = at(event);
      const subscriptionId = subscriptionOfInvoice(invoice);
      // An invoice outside a subscription was not made by this product.
      if (!subscriptionId || typeof invoice.id !== 'string') return;
      const payment = invoiceAsPayment(invoice, await ownerOf(invoice, subscriptionId, when), when);
      if (!payment?.paid) return;
      try {
        await payments.fulfil(payment);
      } catch (err) {
        // Not retryable (a deleted account, an amount not the plan's): recorded and acknowledged.
        if (err instanceof ApiError) log[err.extra.refunded ? 'info' : 'error'](`webhook ${event.id}: invoice ${invoice.id} not fulfilled: ${err.message}`);
        else throw err;
      }
    },
    'invoice.payment_failed': async (event) => {
      const invoice = event.data.object as Stripe.Invoice;
      const subscriptionId = subscriptionOfInvoice(invoice);
      if (subscriptionId && typeof invoice.id === 'string') await memberships.failedPayment({ subscriptionId, invoiceId: invoice.id, at: at(event) });
    },
    'customer.subscription.updated': applyState,
    'customer.subscription.deleted': applyState,
  };
}
