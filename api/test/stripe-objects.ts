// The Stripe objects the stand-in (stripe-stand-in.ts) keeps and answers with, in the shapes the
// Stripe SDK reads, and the form decoding of the requests the SDK sends.
export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  url: string;
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  payment_intent: string | null;
  invoice: string | null;
  subscription: string | null;
  success_url: string;
  /** subscription mode: the price bought and the metadata the subscription gets. */
  price?: string;
  subscription_metadata?: Record<string, string>;
  /** subscription mode: a first period free until then (seconds), by a trial or a billing anchor without proration. */
  subscription_trial_end?: number;
  subscription_anchor?: number;
  /** A promotion code applied: the list price, and Stripe's figures of what it took off. */
  amount_subtotal?: number;
  total_details?: { amount_discount: number; amount_shipping: number; amount_tax: number };
  discounts?: { coupon: string | null; promotion_code: string | null }[];
  /** When the session closes unpaid (seconds). */
  expires_at?: number;
  /** subscription mode: the coupon the subscription gets. */
  subscription_coupon?: string;
}

export interface StandInCoupon {
  id: string;
  object: 'coupon';
  name: string | null;
  percent_off: number | null;
  amount_off: number | null;
  currency: string | null;
  duration: 'once' | 'forever' | 'repeating';
  valid: boolean;
}

export interface StandInPromotionCode {
  id: string;
  object: 'promotion_code';
  code: string;
  active: boolean;
  promotion: { type: 'coupon'; coupon: string };
}

/** What a coupon takes off an amount (Stripe rounds a percentage to the cent). */
export function couponOff(c: StandInCoupon, amount: number): number {
  return Math.min(amount, c.percent_off !== null ? Math.round((amount * c.percent_off) / 100) : (c.amount_off ?? 0));
}

export interface StandInPrice {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  unit_amount: number;
  lookup_key: string | null;
  recurring: { interval: string; interval_count: number } | null;
  product: string;
}

export interface StandInSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'active' | 'trialing' | 'past_due' | 'unpaid' | 'canceled' | 'incomplete';
  trial_end: number | null;
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  latest_invoice: string | null;
  /** Collection paused (Stripe's pause_collection): its invoices before resumes_at (seconds) are voided. */
  pause_collection: { behavior: 'void' | 'keep_as_draft' | 'mark_uncollectible'; resumes_at: number | null } | null;
  /** The coupon on it, and whether it has been used (a `once` coupon comes off one invoice). */
  discounts: string[];
  coupon_used?: boolean;
  items: { object: 'list'; data: { id: string; object: 'subscription_item'; price: StandInPrice; current_period_start: number; current_period_end: number }[] };
}

export interface StandInInvoice {
  id: string;
  object: 'invoice';
  status: 'paid' | 'open' | 'void';
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  customer: string;
  customer_email: string | null;
  currency: string;
  amount_due: number;
  amount_paid: number;
  total_discount_amounts: { amount: number; discount: string }[];
  attempt_count: number;
  created: number;
  status_transitions: { paid_at: number | null };
  parent: { type: 'subscription_details'; subscription_details: { subscription: string; metadata: Record<string, string> } };
  lines: { object: 'list'; data: { id: string; object: 'line_item'; amount: number; period: { start: number; end: number }; subscription: string }[] };
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  payment_intent: string;
  amount: number;
  status: 'succeeded';
  reason: string | null;
  metadata: Record<string, string>;
}

export interface SignedEvent {
  id: string;
  type: string;
  body: string;
  headers: Record<string, string>;
}

/** Form fields as the SDK sends them (`a[b][c]=v`), back into nested objects; arrays keep their indexes as keys. */
export function nested(body: URLSearchParams): Record<string, any> {
  const out: Record<string, any> = {};
  for (const [key, value] of body) {
    const path = key.replace(/\]/g, '').split('[');
    let at = out;
    path.slice(0, -1).forEach((p) => (at = at[p] ??= {}));
    at[path.at(-1)!] = value;
  }
  return out;
}
