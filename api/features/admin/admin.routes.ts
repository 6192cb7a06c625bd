import { Hono } from 'hono';
import type { Deps } from '../../deps';
import { queryParams } from '../../lib/validate';
import { listAudit } from '../audit/audit.service';
import type { AuthEnv, AuthGuards } from '../auth/auth.middleware';
import { createContactService } from '../contact/contact.service';
import { auditQuerySchema } from '@shared/audit';
import { createOverviewService } from './overview.service';

/** Mounted at /api/admin: the operator's console (contract §13). */
export function adminRoutes(deps: Deps, guards: AuthGuards) {
  const overview = createOverviewService(deps, createContactService(deps));
  return new Hono<AuthEnv>()
    .get('/overview', guards.admin, (c) => c.json(overview.overview()))
    .get('/audit', guards.admin, queryParams(auditQuerySchema), (c) => c.json(listAudit(deps.db, c.req.valid('query'))));
}
