import { Hono } from 'hono';
import { notFound } from '../../platform/http/http-errors';
import { jsonBody, optionalJsonBody } from '../../platform/http/validate';
import type { AuthEnv } from '../auth';
import type { Config } from '../../platform/config';
import type { AuthGuards } from '../auth';
import type { MembershipsService } from './memberships.service';
import { pauseSchema, renewNowSchema } from '@shared/payments';
import { acceptOfferSchema, cancelSchema } from '@shared/offers';

/** What the routes use: nothing else of the composition root reaches them. */
export type MembershipRoutesDeps = { guards: AuthGuards; memberships: MembershipsService };

/**
 * Mounted at /api/account beside the account's own routes: the caller's renewing membership
 * (docs/product.md, "Renewing memberships").
 */
export function membershipRoutes({ guards, memberships }: MembershipRoutesDeps) {
  return (
    new Hono<AuthEnv>()
      .get('/membership', guards.signedIn, async (c) => c.json(await memberships.state(c.var.user.id)))
      // "Cancelling" (docs/product.md): why, optionally; the retention offer shown before, and taken.
      .post('/membership/cancel', guards.signedIn, optionalJsonBody(cancelSchema), async (c) => c.json(await memberships.cancel(c.var.user.id, c.req.valid('json'))))
      .get('/membership/offer', guards.signedIn, async (c) => c.json(await memberships.retentionOffer(c.var.user.id)))
      .post('/membership/accept-offer', guards.signedIn, jsonBody(acceptOfferSchema), async (c) => c.json(await memberships.acceptOffer(c.var.user.id, c.req.valid('json').code)))
      .post('/membership/resume', guards.signedIn, async (c) => c.json(await memberships.resume(c.var.user.id)))
      // "Pausing" (docs/product.md): skip 1 to 3 renewals, or end the pause now.
      .post('/membership/pause', guards.signedIn, jsonBody(pauseSchema), async (c) => c.json(await memberships.pause(c.var.user.id, c.req.valid('json').periods)))
      .post('/membership/unpause', guards.signedIn, async (c) => c.json(await memberships.unpause(c.var.user.id)))
      .post('/billing-portal', guards.signedIn, async (c) => c.json(await memberships.billingPortal(c.var.user.id)))
  );
}

/** Mounted at /api/dev: tools for trying renewals locally, answering 404 in production. */
export function devRoutes({ config, guards, memberships }: MembershipRoutesDeps & { config: Pick<Config, 'production'> }) {
  return new Hono<AuthEnv>()
    .use(async (_c, next) => {
      if (config.production) throw notFound('No such API path.');
      await next();
    })
    .post('/renew-now', guards.admin, jsonBody(renewNowSchema), async (c) => {
      const { userId, fail } = c.req.valid('json');
      return c.json(await memberships.renewNow(Number(userId), fail === true));
    });
}
