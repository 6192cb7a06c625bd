// Plans (docs/product.md, "Plans"): rows in the database, the five of the spec first. Every price,
// length and name a page, a checkout, a receipt or the overview shows is read here. The operator
// adds, edits, reorders and retires plans; none is ever deleted, since payments, receipts and
// memberships name it, and a plan's length is fixed once it was sold.
import { asc, eq, max } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Queryable } from '#db/client';
import { plans } from '#db/schema-plans';
import { recordAudit, type Actor } from '../../platform/audit/audit';
import { badRequest, conflict, notFound } from '../../platform/http/http-errors';
import { isUniqueViolation } from '#db/client';
import { PAYMENT_MESSAGES } from '@shared/payments';
import { PLAN_MESSAGES, perDayOf, type AdminPlanDto, type CreatePlanInput, type PlanDto, type UpdatePlanInput } from '@shared/plan-rules';

export type PlanRow = typeof plans.$inferSelect;

/** A plan as GET /api/plans answers it. */
export function toPlanDto(p: PlanRow): PlanDto {
  const perDay = perDayOf(p.amountCents, p.durationDays);
  return {
    id: p.id,
    name: p.name,
    amountCents: p.amountCents,
    durationDays: p.durationDays,
    description: p.description,
    renewable: p.renewable,
    ...(perDay && { perDay }),
    ...(p.mostPopular && { mostPopular: true }),
  };
}

/** The plan of this id, on sale or not; undefined for none. */
export async function findPlan(db: Queryable, id: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id)).limit(1);
  return row;
}

/** Every plan, on sale or not, by id: what receipts, mails and the overview name old payments by. */
export async function plansById(db: Queryable): Promise<Map<string, PlanRow>> {
  return new Map((await db.select().from(plans)).map((p) => [p.id, p]));
}

/** The plan a checkout sells: 400 for an unknown plan or one no longer offered. */
export async function planForSale(db: Queryable, id: string): Promise<PlanRow> {
  const plan = await findPlan(db, id);
  if (!plan) throw badRequest(PAYMENT_MESSAGES.invalidPlan, 'plan');
  if (!plan.active) throw badRequest(PLAN_MESSAGES.notOffered, 'plan');
  return plan;
}

const inOrder = [asc(plans.position), asc(plans.id)] as const;

/**
 * How often plans sold: the payments feature's rows (docs/architecture.md, "Each table one owner"),
 * handed in by api/compose.ts since payments stands above plans. `of` runs in the caller's
 * transaction.
 */
export interface PlanSales {
  of(db: Queryable, id: string): Promise<number>;
  byPlan(db: Queryable): Promise<Map<string, number>>;
}

export function createPlansService(deps: Pick<Deps, 'db' | 'clock'>, sales: PlanSales) {
  const { db, clock } = deps;

  const soldOf = (id: string) => sales.of(db, id);

  return {
    /** GET /api/plans: the plans on sale, in their order. */
    async offered(): Promise<PlanDto[]> {
      return (
        await db
          .select()
          .from(plans)
          .where(eq(plans.active, true))
          .orderBy(...inOrder)
      ).map(toPlanDto);
    },

    /** GET /api/admin/plans: every plan, with whether it is on sale and how often it sold. */
    async forConsole(): Promise<AdminPlanDto[]> {
      const sold = await sales.byPlan(db);
      return (
        await db
          .select()
          .from(plans)
          .orderBy(...inOrder)
      ).map((p) => ({ ...toPlanDto(p), active: p.active, position: p.position, sold: sold.get(p.id) ?? 0 }));
    },

    /** POST /api/admin/plans: a new plan, on sale at once, last in the order. */
    async create(input: CreatePlanInput, actor: Actor): Promise<AdminPlanDto> {
      const now = clock.now();
      try {
        const row = await db.write(async (tx) => {
          const [last] = await tx.select({ p: max(plans.position) }).from(plans);
          const [made] = await tx
            .insert(plans)
            .values({
              id: input.id,
              name: input.name,
              amountCents: input.amountCents,
              durationDays: input.durationDays,
              description: input.description,
              renewable: input.renewable ?? false,
              mostPopular: input.mostPopular ?? false,
              active: true,
              position: Number(last?.p ?? 0) + 1,
              createdAt: now,
              updatedAt: now,
            })
            .onConflictDoNothing()
            .returning();
          if (!made) throw conflict(PLAN_MESSAGES.idTaken);
          await recordAudit(tx, { actor, action: 'plan.create', target: `plan ${made.id} (${made.name})`, detail: { ...input }, at: now });
          return made;
        });
        return { ...toPlanDto(row), active: row.active, position: row.position, sold: 0 };
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(PLAN_MESSAGES.idTaken);
        throw err;
      }
    },

    /**
     * PUT /api/admin/plans/{id}: any of its fields but the id. A new price is for checkouts opened
     * from now on; memberships already bought keep theirs (memberships.amount_cents).
     */
    async update(id: string, input: UpdatePlanInput, actor: Actor): Promise<AdminPlanDto> {
      const now = clock.now();
      const row = await db.write(async (tx) => {
        const [before] = await tx.select().from(plans).where(eq(plans.id, id)).limit(1);
        if (!before) throw notFound(PLAN_MESSAGES.notFound);
        if (input.durationDays !== undefined && input.durationDays !== before.durationDays) {
          if ((await sales.of(tx, id)) > 0) throw conflict(PLAN_MESSAGES.durationSold);
        }
        const changes = Object.fromEntries(Object.entries(input).filter(([k, v]) => v !== undefined && v !== before[k as keyof PlanRow]));
        const [after] = await tx
          .update(plans)
          .set({ ...changes, updatedAt: now })
          .where(eq(plans.id, id))
          .returning();
        const was = Object.fromEntries(Object.keys(changes).map((k) => [k, before[k as keyof PlanRow]]));
        await recordAudit(tx, { actor, action: 'plan.update', target: `plan ${id} (${after.name})`, detail: { changes, was }, at: now });
        return after;
      });
      return { ...toPlanDto(row), active: row.active, position: row.position, sold: await soldOf(id) };
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
