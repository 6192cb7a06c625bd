// The request schemas of the plans (docs/api.md, "Plans"); the types, bounds and words are in
// plan-words.ts.
import { z } from './zod';
import { PLAN_ID_PATTERN, PLAN_LIMITS, PLAN_MESSAGES } from './plan-words';

export * from './plan-words';

export const planIdSchema = z.string({ error: PLAN_MESSAGES.id }).regex(PLAN_ID_PATTERN, PLAN_MESSAGES.id);

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
