import { Hono } from 'hono';
import { jsonBody } from '../../platform/http/validate';
import type { AuthEnv } from '../auth';
import type { AuthGuards } from '../auth';
import type { createAccountService } from './account.service';
import type { MembershipsService } from '../payments';
import { ACCOUNT_MESSAGES, deleteAccountSchema, monthlyLimitSchema, selfExclusionSchema } from '@shared/account';
import { followedStatesSchema, resultPushStatesSchema } from '@shared/followed-states';

/** What the routes use: nothing else of the composition root reaches them. */
export type AccountRoutesDeps = { guards: AuthGuards; account: ReturnType<typeof createAccountService>; memberships: MembershipsService };

/** Mounted at /api/account: the caller's own account, never another's. */
export function accountRoutes({ guards, account, memberships }: AccountRoutesDeps) {
  return new Hono<AuthEnv>()
    .get('/', guards.signedIn, async (c) => c.json(await account.describe(await c.var.user.row())))
    .post('/self-exclusion', guards.signedIn, jsonBody(selfExclusionSchema), async (c) => c.json(await account.selfExclude(c.var.user.id, c.req.valid('json').days)))
    .put('/limits', guards.signedIn, jsonBody(monthlyLimitSchema), async (c) => c.json(await account.setMonthlyLimit(c.var.user.id, c.req.valid('json').monthlyLimitCents)))
    .put('/states', guards.signedIn, jsonBody(followedStatesSchema), async (c) => c.json(await account.setStates(c.var.user.id, c.req.valid('json').states)))
    .put('/result-pushes', guards.signedIn, jsonBody(resultPushStatesSchema), async (c) => c.json(await account.setResultPushes(c.var.user.id, c.req.valid('json').states)))
    .delete('/', guards.signedIn, jsonBody(deleteAccountSchema), async (c) => {
      const user = await c.var.user.row();
      // A renewing membership billed by Stripe must not go on charging a deleted account.
      await memberships.endingBillingOf(user.id, () => account.deleteAccount(user, c.req.valid('json').password));
      return c.json({ message: ACCOUNT_MESSAGES.deleted });
    });
}
