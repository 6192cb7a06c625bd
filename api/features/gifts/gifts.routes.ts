import { Hono } from 'hono';
import { giftSchema } from '@shared/gifts';
import { jsonBody } from '../../platform/http/validate';
import type { AuthEnv, AuthGuards } from '../auth';
import type { GiftsService } from './gifts.service';

/** What the routes use: nothing else of the composition root reaches them. */
export type GiftsRoutesDeps = { guards: AuthGuards; gifts: GiftsService };

/** Mounted at /api/gifts (docs/api.md, "Gifts"). */
export function giftsRoutes({ guards, gifts }: GiftsRoutesDeps) {
  return (
    new Hono<AuthEnv>()
      .post('/', guards.signedIn, jsonBody(giftSchema), async (c) => c.json(await gifts.create(await c.var.user.row(), c.req.valid('json'))))
      .get('/mine', guards.signedIn, async (c) => c.json(await gifts.mine(c.var.user.id)))
      // Anyone holding the link sees what it holds: the page shows it before sign-up.
      .get('/:token', async (c) => c.json(await gifts.show(c.req.param('token'))))
      .post('/:token/redeem', guards.signedIn, async (c) => c.json(await gifts.redeem(await c.var.user.row(), c.req.param('token'))))
  );
}
