// Plans as the operator sets them (docs/product.md, "Plans"): the wire types, the bounds a plan
// keeps and the words of every refusal, once, for the server and the pages alike. No zod here: the
// pages that show plans import it (the schemas are in plan-rules.ts).
import { formatMoney } from './money-format';

/** GET /api/plans: a plan on sale. */
export interface PlanDto {
  id: string;
  name: string;
  /** Whole US cents, as Stripe takes them. */
  amountCents: number;
  durationDays: number;
  description: string;
  /** Also sold as a membership that renews until cancelled. */
  renewable: boolean;
  /** "$11.43": the price per day, on plans of a week or longer. */
  perDay?: string;
  mostPopular?: boolean;
}

/** GET /api/admin/plans: every plan, also those no longer offered. */
export interface AdminPlanDto extends PlanDto {
  active: boolean;
  position: number;
  /** Payments made for it: once sold, its length is fixed. */
  sold: number;
}

/** A plan's id: 2 to 32 of a-z, 0-9 and _. */
export const PLAN_ID_PATTERN = /^[a-z0-9_]{2,32}$/;

export const PLAN_LIMITS = { minCents: 50, maxCents: 1_000_000, maxDays: 366, nameMax: 40, descriptionMax: 200 } as const;

export const PLAN_MESSAGES = {
  id: 'A plan id is 2 to 32 characters: lower-case letters, digits and _.',
  idTaken: 'A plan with this id exists already. Plans are never deleted: choose another id.',
  name: `A plan's name is 1 to ${PLAN_LIMITS.nameMax} characters.`,
  amount: `The price is whole cents from ${PLAN_LIMITS.minCents} to ${PLAN_LIMITS.maxCents.toLocaleString('en-US')} ($0.50 to $10,000).`,
  duration: `The length is a whole number of days from 1 to ${PLAN_LIMITS.maxDays}.`,
  description: `The description is 1 to ${PLAN_LIMITS.descriptionMax} characters.`,
  flag: (field: string) => `${field} is true or false.`,
  position: 'The position is a whole number from 0 to 1000.',
  nothingToChange: 'Say what to change: name, amountCents, description, renewable, mostPopular, active or position.',
  durationSold: 'This plan has been sold, so its length cannot change: add a new plan instead.',
  notFound: 'No such plan.',
  notOffered: 'This plan is no longer offered.',
  created: (name: string) => `${name} is on sale.`,
  saved: (name: string) => `${name} is saved. A new price applies to purchases from now on; renewing members keep theirs.`,
} as const;

/** Days per week: plans of at least this many days show a price per day. */
const PER_DAY_FROM_DAYS = 7;

/** "$11.43" for $80 over 7 days; none for a plan shorter than a week. */
export function perDayOf(amountCents: number, durationDays: number): string | undefined {
  return durationDays >= PER_DAY_FROM_DAYS ? formatMoney(Math.round(amountCents / durationDays), { cents: 'always' }) : undefined;
}
