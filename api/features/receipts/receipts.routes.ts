import { Hono } from 'hono';
import type { Deps } from '../../deps';
import type { AuthEnv, AuthGuards } from '../auth/auth.middleware';
import { listReceipts } from './receipts.service';

export function receiptsRoutes(deps: Deps, guards: AuthGuards) {
  return new Hono<AuthEnv>()
    .get('/', guards.admin, (c) => c.json(listReceipts(deps.db)))
    .get('/mine', guards.signedIn, (c) => c.json(listReceipts(deps.db, { userId: c.var.user.row.id })));
}
