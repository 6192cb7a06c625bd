// The one plan table (docs/product.md, "Plans and prices"). Prices live only here; a client never
// sends a price.
export const PLAN_IDS = ['daily', 'three_day', 'weekly', 'bi_weekly', 'monthly'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  name: string;
  /** Whole US cents, as Stripe takes them. */
  amountCents: number;
  durationDays: number;
  /** Per-day price shown on the plan cards, where the spec gives one. */
  perDay?: string;
  mostPopular?: boolean;
  description: string;
}

export const PLANS: Record<PlanId, Plan> = {
  daily: {
    id: 'daily',
    name: 'Daily',
    amountCents: 2000,
    durationDays: 1,
    description: "One full day of VIP access to today's 3 and 4 digit predictions.",
  },
  three_day: {
    id: 'three_day',
    name: '3 Days',
    amountCents: 5000,
    durationDays: 3,
    description: 'Three days of VIP predictions, published twice daily.',
  },
  weekly: {
    id: 'weekly',
    name: 'Weekly',
    amountCents: 8000,
    durationDays: 7,
    perDay: '$11.43',
    description: 'A full week of VIP predictions and best alternatives.',
  },
  bi_weekly: {
    id: 'bi_weekly',
    name: 'Bi-Weekly',
    amountCents: 15000,
    durationDays: 14,
    perDay: '$10.71',
    description: 'Two weeks of VIP predictions and the full archive.',
  },
  monthly: {
    id: 'monthly',
    name: 'Monthly',
    amountCents: 20000,
    durationDays: 30,
    perDay: '$6.67',
    mostPopular: true,
    description: 'Thirty days of VIP predictions: our best value.',
  },
};

/**
 * The plans offered on /plans: bi_weekly shows only on the payment page and plan cards
 * (docs/app.md, "Home and plans").
 */
export const PLANS_PAGE_IDS: PlanId[] = ['daily', 'three_day', 'weekly', 'monthly'];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

/** One of the five plans above by an id that may name another plan; undefined for those. */
export function specPlan(id: string | null | undefined): Plan | undefined {
  return isPlanId(id) ? PLANS[id] : undefined;
}
