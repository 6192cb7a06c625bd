// Plans as the operator sets them (docs/product.md, "Plans"): rows in the database, read through
// GET /api/plans, added and changed in the console. The wire types, the rules a plan keeps and the
// words of every refusal are here, once, for the server and the console alike.
import { z } from './zod';
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

export const planIdSchema = z.string({ error: PLAN_MESSAGES.id }).regex(/^[a-z0-9_]{2,32}$/, PLAN_MESSAGES.id);

const name = z.string({ error: PLAN_MESSAGES.name }).trim().min(1, PLAN_MESSAGES.name).max(PLAN_LIMITS.nameMax, PLAN_MESSAGES.name);
const amountCents = z.int({ error: PLAN_MESSAGES.amount }).min(PLAN_LIMITS.minCents, PLAN_MESSAGES.amount).max(PLAN_LIMITS.maxCents, PLAN_MESSAGES.amount);
const durationDays = z.int({ error: PLAN_MESSAGES.duration }).min(1, PLAN_MESSAGES.duration).max(PLAN_LIMITS.maxDays, PLAN_MESSAGES.duration);
const description = z.string({ error: PLAN_MESSAGES.description }).trim().min(1, PLAN_MESSAGES.description).max(PLAN_LIMITS.descriptionMax, PLAN_MESSAGES.description);
const flag = (field: string) => z.boolean({ error: PLAN_MESSAGES.flag(field) });

/** POST /api/admin/plans. */
export const createPlanSchema = z.object({
  id: planIdSchema,
  name,
  amountCents,
  durationDays,
  description,
  renewable: flag('renewable').optional(),
  mostPopular: flag('mostPopular').optional(),
});
export type CreatePlanInput = z.infer<typeof createPlanSchema>;

/** PUT /api/admin/plans/{id}: any of these. `durationDays` is refused once the plan was sold. */
export const updatePlanSchema = z
  .object({
    name: name.optional(),
    amountCents: amountCents.optional(),
    durationDays: durationDays.optional(),
    description: description.optional(),
    renewable: flag('renewable').optional(),
    mostPopular: flag('mostPopular').optional(),
    active: flag('active').optional(),
    position: z.int({ error: PLAN_MESSAGES.position }).min(0, PLAN_MESSAGES.position).max(1000, PLAN_MESSAGES.position).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: PLAN_MESSAGES.nothingToChange });
export type UpdatePlanInput = z.infer<typeof updatePlanSchema>;
