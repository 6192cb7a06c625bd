import { Hono } from 'hono';
import { REFERRAL_MESSAGES } from '@shared/referrals';
import { notFound } from '../../platform/http/http-errors';
import type { AuthEnv, AuthGuards } from '../auth';
import type { ReferralsService } from './referrals.service';

/** What the routes use: nothing else of the composition root reaches them. */
export type ReferralsRoutesDeps = { guards: AuthGuards; referrals: ReferralsService };

/** Mounted at /api/account: the caller's referral link and what it has earned (docs/api.md, "Referrals"). */
export function referralsRoutes({ guards, referrals }: ReferralsRoutesDeps) {
  return new Hono<AuthEnv>().get('/referral', guards.signedIn, async (c) => {
    const mine = await referrals.mine(c.var.user.id);
    if (!mine) throw notFound(REFERRAL_MESSAGES.off);
    return c.json(mine);
  });
}
