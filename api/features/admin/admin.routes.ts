import { Hono } from 'hono';
import { parseId } from '../../lib/ids';
import { queryParams } from '../../lib/validate';
import type { AuthEnv } from '../auth/auth.middleware';
import type { Services } from '../../services';
import { auditQuerySchema } from '@shared/audit';

/**
 * Mounted at /api/admin: the operator's console (docs/product.md; docs/runtime.md,
 * "Promised work").
 */
export function adminRoutes({ guards, overview, audit, jobs }: Services) {
  return new Hono<AuthEnv>()
    .get('/overview', guards.admin, async (c) => c.json(await overview.overview()))
    .get('/audit', guards.admin, queryParams(auditQuerySchema), async (c) => c.json(await audit.list(c.req.valid('query'))))
    .get('/jobs', guards.admin, async (c) => c.json(await jobs.status()))
    .post('/jobs/:id/retry', guards.admin, async (c) => {
      await jobs.retry(parseId(c.req.param('id'), 'No such job.'));
      return c.json({ message: 'The job is queued again.' });
    });
}
