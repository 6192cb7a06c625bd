// What the Stripe stand-in (stripe-stand-in.ts) holds: the objects it has made, the calls it has
// been sent, the failures a test has asked for, and its clock. Its HTTP side
// (stripe-stand-in.api.ts) and the test's steering both read and change it.
import {
  couponOff,
  type StandInCoupon,
  type StandInInvoice,
  type StandInPrice,
  type StandInPromotionCode,
  type StandInRefund,
  type StandInSession,
  type StandInSubscription,
} from './stripe-objects';

export type StandInState = ReturnType<typeof standInState>;

export function standInState(now: () => number) {
  let seq = 0;
  const state = {
    sessions: new Map<string, StandInSession>(),
    prices: new Map<string, StandInPrice>(),
    subscriptions: new Map<string, StandInSubscription>(),
    invoices: new Map<string, StandInInvoice>(),
    coupons: new Map<string, StandInCoupon>(),
    promotionCodes: new Map<string, StandInPromotionCode>(),
    portalSessions: [] as { customer: string; return_url: string }[],
    refunds: [] as StandInRefund[],
    /** Idempotency keys already answered: Stripe answers a repeat with the first answer. */
    answered: new Map<string, unknown>(),
    /** When each payment intent was charged (seconds), and how much. */
    charges: new Map<string, { created: number; amount: number }>(),
    requests: [] as { method: string; path: string; body: URLSearchParams }[],
    /** Retrieving a session answers 500 while this is on. */
    failRetrieves: false,
    /** How many refund calls are still to fail. */
    refundFailures: 0,
    /** Time as the product's clock tells it (tests hand in their fixed clock). */
    now,
    seconds: () => Math.floor(state.now() / 1000),
    nextId: (prefix: string) => `${prefix}_test_${String(++seq).padStart(8, '0')}`,
    periodOf: (sub: StandInSubscription) => sub.items.data[0],
    /** An invoice for the subscription's current period, paid or left open (a failed payment). */
    invoiceFor(sub: StandInSubscription, paid: boolean, reason: StandInInvoice['billing_reason'], email: string | null, amountDue?: number): StandInInvoice {
      const item = state.periodOf(sub);
      // The subscription's coupon: a `once` one on its first invoice with a charge, `forever` on each.
      const coupon = sub.discounts[0] ? state.coupons.get(sub.discounts[0]) : undefined;
      const applies = coupon && amountDue === undefined && (coupon.duration === 'forever' || !sub.coupon_used);
      const off = applies ? couponOff(coupon, item.price.unit_amount) : 0;
      if (applies && coupon.duration === 'once') sub.coupon_used = true;
      const amount = amountDue ?? item.price.unit_amount - off;
      const invoice: StandInInvoice = {
        id: state.nextId('in'),
        object: 'invoice',
        status: paid ? 'paid' : 'open',
        billing_reason: reason,
        customer: sub.customer,
        customer_email: email,
        currency: item.price.currency,
        amount_due: amount,
        amount_paid: paid ? amount : 0,
        total_discount_amounts: off > 0 ? [{ amount: off, discount: state.nextId('di') }] : [],
        attempt_count: 1,
        created: state.seconds(),
        status_transitions: { paid_at: paid ? state.seconds() : null },
        parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: { ...sub.metadata } } },
        lines: {
          object: 'list',
          data: [{ id: state.nextId('il'), object: 'line_item', amount, period: { start: item.current_period_start, end: item.current_period_end }, subscription: sub.id }],
        },
      };
      state.invoices.set(invoice.id, invoice);
      if (paid) state.charges.set(`pi_${invoice.id}`, { created: state.seconds(), amount });
      sub.latest_invoice = invoice.id;
      return invoice;
    },
  };
  return state;
}
