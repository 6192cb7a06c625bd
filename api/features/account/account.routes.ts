import { Hono } from 'hono';
import type { Deps } from '../../deps';
import { jsonBody } from '../../lib/validate';
import type { AuthEnv, AuthGuards } from '../auth/auth.middleware';
import { ACCOUNT_MESSAGES, deleteAccountSchema, monthlyLimitSchema, selfExclusionSchema } from '@shared/account';
import { createAccountService } from './account.service';

/** Mounted at /api/account: the caller's own account, never another's. */
export function accountRoutes(deps: Deps, guards: AuthGuards) {
  const account = createAccountService(deps);

  return new Hono<AuthEnv>()
    .get('/', guards.signedIn, (c) => c.json(account.describe(c.var.user.row())))
    .post('/self-exclusion', guards.signedIn, jsonBody(selfExclusionSchema), (c) =>
      c.json(account.selfExclude(c.var.user.id, c.req.valid('json').days)),
    )
    .put('/limits', guards.signedIn, jsonBody(monthlyLimitSchema), (c) =>
      c.json(account.setMonthlyLimit(c.var.user.id, c.req.valid('json').monthlyLimitCents)),
    )
    .delete('/', guards.signedIn, jsonBody(deleteAccountSchema), async (c) => {
      await account.deleteAccount(c.var.user.row(), c.req.valid('json').password);
      return c.json({ message: ACCOUNT_MESSAGES.deleted });
    });
}
