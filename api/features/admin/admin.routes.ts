import { Hono } from 'hono';
import { parseId } from '../../platform/http/ids';
import { queryParams } from '../../platform/http/validate';
import type { AuthEnv } from '../auth';
import type { AuthGuards } from '../auth';
import type { createOverviewService } from './overview.service';
import type { listAudit } from '../../platform/audit/audit';
import type { JobsService } from '../../platform/jobs/jobs.service';
import { auditQuerySchema } from '@shared/audit';
import { analyticsQuerySchema } from '@shared/analytics';
import type { AnalyticsService } from './analytics.service';

/** What the routes use: nothing else of the composition root reaches them. */
export type AdminRoutesDeps = {
  guards: AuthGuards;
  overview: ReturnType<typeof createOverviewService>;
  audit: { list(q: Parameters<typeof listAudit>[1]): ReturnType<typeof listAudit> };
  jobs: JobsService;
  analytics: AnalyticsService;
};

/**
 * Mounted at /api/admin: the operator's console (docs/product.md; docs/runtime.md,
 * "Promised work").
 */
export function adminRoutes({ guards, overview, audit, jobs, analytics }: AdminRoutesDeps) {
  return new Hono<AuthEnv>()
    .get('/overview', guards.admin, async (c) => c.json(await overview.overview()))
    .get('/analytics', guards.admin, queryParams(analyticsQuerySchema), async (c) => c.json(await analytics.analytics(c.req.valid('query'))))
    .get('/analytics.csv', guards.admin, queryParams(analyticsQuerySchema), async (c) => {
      const { name, text } = await analytics.csv(c.req.valid('query'));
      return c.body(text, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"` });
    })
    .get('/audit', guards.admin, queryParams(auditQuerySchema), async (c) => c.json(await audit.list(c.req.valid('query'))))
    .get('/jobs', guards.admin, async (c) => c.json(await jobs.status()))
    .post('/jobs/:id/retry', guards.admin, async (c) => {
      await jobs.retry(parseId(c.req.param('id'), 'No such job.'));
      return c.json({ message: 'The job is queued again.' });
    });
}
