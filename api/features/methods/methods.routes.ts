// GET /api/methods (anyone): the ways of making a set's numbers, each with one plain sentence; and
// under /api/admin the lab and the publishing schedule (docs/api.md, "Methods, the lab and the
// schedule"). The list of methods is the code's own (shared/methods.ts), one answer built once.
import { Hono } from 'hono';
import { addDays } from '@shared/calendar';
import { LAB_MAX_DAYS, labQuerySchema, METHOD_MESSAGES, METHODS, scheduleSchema, type MethodDto } from '@shared/methods';
import { actorOf } from '../../platform/audit/audit';
import { badRequest } from '../../platform/http/http-errors';
import { jsonBody, queryParams } from '../../platform/http/validate';
import type { AuthEnv, AuthGuards } from '../auth';
import type { MethodsService } from './methods.service';

export function methodsRoutes() {
  const body: readonly MethodDto[] = METHODS;
  return new Hono().get('/', (c) => c.json(body));
}

/** What the admin routes use: nothing else of the composition root reaches them. */
export type MethodsAdminRoutesDeps = { guards: AuthGuards; methods: MethodsService };

/** Mounted at /api/admin. */
export function methodsAdminRoutes({ guards, methods }: MethodsAdminRoutesDeps) {
  return new Hono<AuthEnv>()
    .get('/lab', guards.admin, queryParams(labQuerySchema), async (c) => {
      const q = c.req.valid('query');
      const to = q.to ?? methods.today();
      const from = q.from ?? addDays(to, -29);
      if (from > to) throw badRequest(METHOD_MESSAGES.range, 'from');
      if (from < addDays(to, 1 - LAB_MAX_DAYS)) throw badRequest(METHOD_MESSAGES.labDays, 'from');
      return c.json(await methods.lab({ method: q.method, states: q.states, from, to, pairs: q.pairs }));
    })
    .get('/schedule', guards.admin, async (c) => c.json(await methods.schedule.read()))
    .put('/schedule', guards.admin, jsonBody(scheduleSchema), async (c) => {
      const schedule = await methods.schedule.save(c.req.valid('json').entries, await actorOf(c.var.user));
      return c.json({ message: 'The schedule is saved.', ...schedule });
    });
}
