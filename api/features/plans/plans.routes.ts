// GET /api/plans (anyone): the plans on sale; GET, POST and PUT /api/admin/plans (admin): the
// console's plans (docs/api.md, "Plans").
import { Hono } from 'hono';
import { jsonBody } from '../../platform/http/validate';
import { actorOf } from '../../platform/audit/audit';
import type { AuthEnv, AuthGuards } from '../auth';
import type { PlansService } from './plans.service';
import { createPlanSchema, PLAN_MESSAGES, planIdSchema, updatePlanSchema } from '@shared/plan-rules';
import { notFound } from '../../platform/http/http-errors';

/** What the routes use: nothing else of the composition root reaches them. */
export type PlansRoutesDeps = { guards: AuthGuards; plans: PlansService };

export function plansRoutes({ plans }: Pick<PlansRoutesDeps, 'plans'>) {
  return new Hono().get('/', async (c) => c.json(await plans.offered()));
}

export function plansAdminRoutes({ guards, plans }: PlansRoutesDeps) {
  return new Hono<AuthEnv>()
    .get('/', guards.admin, async (c) => c.json(await plans.forConsole()))
    .post('/', guards.admin, jsonBody(createPlanSchema), async (c) => {
      const plan = await plans.create(c.req.valid('json'), await actorOf(c.var.user));
      return c.json({ message: PLAN_MESSAGES.created(plan.name), plan }, 201);
    })
    .put('/:id', guards.admin, jsonBody(updatePlanSchema), async (c) => {
      const id = planIdSchema.safeParse(c.req.param('id'));
      if (!id.success) throw notFound(PLAN_MESSAGES.notFound);
      const plan = await plans.update(id.data, c.req.valid('json'), await actorOf(c.var.user));
      return c.json({ message: PLAN_MESSAGES.saved(plan.name), plan });
    });
}
