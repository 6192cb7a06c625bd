// Stripe's subscription objects read into this product's terms (docs/product.md,
// "Renewing memberships"). Tolerant of the API's versions: an invoice names its subscription under
// `parent.subscription_details` (2025 and later), on its lines, or at its top (older versions); a
// subscription's period end lives on its items (2025 and later) or at its top.
import type Stripe from 'stripe';
import type { ProviderSession, SubscriptionState } from './provider';

type Ref = string | { id: string } | null | undefined;

const idOf = (ref: Ref): string | null => (ref == null ? null : typeof ref === 'string' ? ref : ref.id);
const ms = (seconds: number | null | undefined): number | null => (typeof seconds === 'number' ? seconds * 1000 : null);

/** What older API versions had at an invoice's top level. */
type LegacyInvoice = { subscription?: Ref; subscription_details?: { metadata?: Record<string, string> | null } | null };

export function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  if (!invoice || typeof invoice !== 'object') return null;
  const legacy = invoice as unknown as LegacyInvoice;
  const lines = invoice.lines?.data ?? [];
  const fromLines = lines.map((l) => idOf(l.subscription) ?? l.parent?.subscription_item_details?.subscription ?? null).find((id) => id);
  return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy.subscription) ?? fromLines ?? null;
}

/** The subscription's metadata as the invoice carries it: the user, plan and receipt address set at checkout. */
function invoiceMetadata(invoice: Stripe.Invoice): Record<string, string> {
  const legacy = invoice as unknown as LegacyInvoice;
  return invoice.parent?.subscription_details?.metadata ?? legacy.subscription_details?.metadata ?? {};
}

/**
 * The plan's price this server opened the checkout at, from the metadata it set there (copied onto
 * the subscription and its invoices); null for checkouts made before it was set.
 */
export function priceOf(meta: Record<string, string> | null | undefined): number | null {
  const cents = Number(meta?.amountCents);
  return meta?.amountCents !== undefined && Number.isSafeInteger(cents) && cents >= 0 ? cents : null;
}

/** The code's redemption and name this server set in a checkout's metadata (copied onto its subscription and invoices). */
export function offerOf(meta: Record<string, string> | null | undefined): { redemptionId: string | null } {
  return { redemptionId: meta?.redemptionId ?? null };
}

/** The gift a pass's checkout pays for (docs/product.md, "Gifts"), from the metadata this server set; null for none. */
export function giftOf(meta: Record<string, string> | null | undefined): number | null {
  const id = Number(meta?.giftId);
  return meta?.giftId !== undefined && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** What a code took off a pass's Checkout Session, by Stripe's own figures; null for none. */
export function discountOfSession(s: Stripe.Checkout.Session): ProviderSession['discount'] {
  const off = s.total_details?.amount_discount ?? 0;
  return off > 0 ? { code: s.metadata?.offerCode ?? null, discountCents: off } : null;
}

/**
 * What a code took off an invoice: its discounts' amounts. The code is the checkout's (a code for
 * every renewal) where the metadata names one; a retention offer's coupon is named by the membership.
 */
function discountOfInvoice(invoice: Stripe.Invoice): ProviderSession['discount'] {
  const off = (invoice.total_discount_amounts ?? []).reduce((n, d) => n + d.amount, 0);
  return off > 0 ? { code: invoiceMetadata(invoice).offerCode ?? null, discountCents: off } : null;
}

/** The period an invoice's lines pay for, in ms; null without lines. */
function invoicePeriod(invoice: Stripe.Invoice): { start: number; end: number } | null {
  const lines = (invoice.lines?.data ?? []).filter((l) => l.period && typeof l.period.end === 'number');
  if (lines.length === 0) return null;
  return { start: Math.min(...lines.map((l) => l.period.start)) * 1000, end: Math.max(...lines.map((l) => l.period.end)) * 1000 };
}

/** Who the invoice's subscription is for, from its metadata; the caller may know better. */
export function invoiceOwner(invoice: Stripe.Invoice): { userId: string | null; plan: string | null } {
  const meta = invoiceMetadata(invoice);
  return { userId: meta.userId ?? null, plan: meta.plan ?? null };
}

/**
 * A subscription's invoice as a payment to fulfil: its id is the invoice's, so it is fulfilled
 * once by whichever of the success page, checkout.session.completed and invoice.paid comes first.
 * Null when the invoice belongs to no subscription or says no period.
 */
export function invoiceAsPayment(invoice: Stripe.Invoice, owner: { userId: string | null; plan: string | null }, at: number): ProviderSession | null {
  const subscriptionId = subscriptionOfInvoice(invoice);
  const period = invoicePeriod(invoice);
  if (!subscriptionId || !period) return null;
  // The $0 invoice of a membership that starts later (its trial until the time already paid for
  // ends) pays for nothing: its first charge is the invoice at that end.
  if (invoice.amount_paid === 0) return null;
  return {
    id: invoice.id,
    paid: invoice.status === 'paid',
    userId: owner.userId,
    plan: owner.plan,
    amountCents: invoice.amount_paid,
    priceCents: priceOf(invoiceMetadata(invoice)),
    ...offerOf(invoiceMetadata(invoice)),
    discount: discountOfInvoice(invoice),
    currency: invoice.currency ?? 'usd',
    // The address chosen at the checkout, which an earlier customer's own does not replace.
    email: invoiceMetadata(invoice).receiptEmail ?? invoice.customer_email ?? null,
    receiptUrl: null,
    paidAt: ms(invoice.status_transitions?.paid_at) ?? at,
    membership: {
      subscriptionId,
      customerId: idOf(invoice.customer),
      periodStart: period.start,
      periodEnd: period.end,
    },
  };
}

/** A subscription's renewal state, as of `at` (the event's `created`, in ms). */
export function subscriptionState(sub: Stripe.Subscription, at: number): SubscriptionState {
  const legacy = sub as unknown as { current_period_end?: number };
  const itemEnds = (sub.items?.data ?? []).map((i) => i.current_period_end).filter((e): e is number => typeof e === 'number');
  return {
    subscriptionId: sub.id,
    customerId: idOf(sub.customer as Ref),
    userId: sub.metadata?.userId ?? null,
    plan: sub.metadata?.plan ?? null,
    status: sub.status,
    currentPeriodEnd: itemEnds.length > 0 ? Math.max(...itemEnds) * 1000 : ms(legacy.current_period_end),
    // The customer portal may stop renewal by setting cancel_at instead of cancel_at_period_end.
    cancelAtPeriodEnd: sub.cancel_at_period_end === true || sub.cancel_at != null,
    canceledAt: ms(sub.canceled_at),
    endedAt: ms(sub.ended_at),
    // Paused (docs/product.md, "Pausing"): until Stripe collects again. A pause without an end
    // (made in Stripe's dashboard) is none this product can keep: not counted as one.
    pausedUntil: sub.pause_collection ? ms(sub.pause_collection.resumes_at) : null,
    at,
  };
}

/** The receipt address given at a renewing checkout (its metadata: a member's earlier customer has an address of its own). */
const receiptEmailOf = (s: Stripe.Checkout.Session) => s.customer_email ?? s.metadata?.receiptEmail ?? s.customer_details?.email ?? null;

/** A Checkout Session in subscription mode, its invoice and subscription expanded, as a payment to fulfil. */
export function subscriptionSessionAsPayment(s: Stripe.Checkout.Session, at: number): ProviderSession {
  const owner = { userId: s.client_reference_id ?? s.metadata?.userId ?? null, plan: s.metadata?.plan ?? null };
  // Bought with time left: nothing due today, the subscription's first period (a trial, or a free
  // span up to its billing anchor) runs to the end of the time already paid for.
  const sub = s.subscription && typeof s.subscription === 'object' ? s.subscription : null;
  const startsAt = sub ? subscriptionState(sub, at).currentPeriodEnd : null;
  if (s.mode === 'subscription' && s.payment_status === 'no_payment_required' && sub && startsAt !== null) {
    return {
      id: s.id,
      paid: s.status === 'complete',
      ...owner,
      amountCents: 0,
      priceCents: priceOf(s.metadata),
      currency: s.currency ?? 'usd',
      email: receiptEmailOf(s),
      receiptUrl: null,
      paidAt: null,
      deferredStart: { subscriptionId: sub.id, customerId: idOf(s.customer as Ref), startsAt },
    };
  }
  const invoice = s.invoice && typeof s.invoice === 'object' ? s.invoice : null;
  const fromInvoice = invoice ? invoiceAsPayment(invoice, owner, at) : null;
  const email = receiptEmailOf(s);
  // Without its invoice a session is not fulfilled here: its invoice.paid event will be.
  if (!fromInvoice) return { id: s.id, paid: false, ...owner, amountCents: s.amount_total ?? null, currency: s.currency ?? 'usd', email, receiptUrl: null, paidAt: null };
  return {
    ...fromInvoice,
    paid: fromInvoice.paid && s.status === 'complete' && s.payment_status === 'paid',
    email: email ?? fromInvoice.email,
    membership: {
      ...fromInvoice.membership!,
      subscriptionId: idOf(s.subscription as Ref) ?? fromInvoice.membership!.subscriptionId,
      customerId: idOf(s.customer as Ref) ?? fromInvoice.membership!.customerId,
    },
  };
}
