// GET /api/claims (anyone): what the pages may say about the business; GET and PUT
// /api/admin/claims (admin): the console's form (docs/api.md, "What the pages claim").
import { Hono } from 'hono';
import { jsonBody } from '../../platform/http/validate';
import { actorOf } from '../../platform/audit/audit';
import type { AuthEnv, AuthGuards } from '../auth';
import type { ClaimsService } from './claims.service';
import { businessClaimsSchema, CLAIMS_MESSAGES } from '@shared/claims-schema';

/** What the routes use: nothing else of the composition root reaches them. */
export type ClaimsRoutesDeps = { guards: AuthGuards; claims: ClaimsService };

export function claimsRoutes({ claims }: Pick<ClaimsRoutesDeps, 'claims'>) {
  return new Hono().get('/', async (c) => c.json(await claims.current()));
}

export function claimsAdminRoutes({ guards, claims }: ClaimsRoutesDeps) {
  return new Hono<AuthEnv>()
    .get('/', guards.admin, async (c) => c.json(await claims.forConsole()))
    .put('/', guards.admin, jsonBody(businessClaimsSchema), async (c) => {
      const saved = await claims.set(c.req.valid('json'), await actorOf(c.var.user));
      return c.json({ message: CLAIMS_MESSAGES.saved, claims: saved });
    });
}
