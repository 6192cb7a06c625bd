// GET /api/offers/{code} (signed in): what a code does to a plan's price; GET, POST and PATCH
// /api/admin/offers and GET /api/admin/cancellations (admin): the console's codes and cancellations
// (docs/api.md, "Codes").
import { Hono } from 'hono';
import { jsonBody, queryParams } from '../../platform/http/validate';
import { actorOf } from '../../platform/audit/audit';
import { badRequest, notFound } from '../../platform/http/http-errors';
import type { AuthEnv, AuthGuards } from '../auth';
import type { OffersService } from './offers.service';
import { cancellationsRangeSchema, createOfferSchema, OFFER_CODE_PATTERN, OFFER_MESSAGES, offerQuerySchema, updateOfferSchema } from '@shared/offers';

/** What the routes use: nothing else of the composition root reaches them. */
export type OffersRoutesDeps = { guards: AuthGuards; offers: OffersService };

const codeOf = (raw: string) => raw.trim().toUpperCase();

export function offersRoutes({ guards, offers }: OffersRoutesDeps) {
  return new Hono<AuthEnv>().get('/:code', guards.signedIn, queryParams(offerQuerySchema), async (c) => {
    const code = codeOf(c.req.param('code'));
    if (!OFFER_CODE_PATTERN.test(code)) throw badRequest(OFFER_MESSAGES.invalid, 'code');
    return c.json(await offers.quote(c.var.user.id, code, c.req.valid('query').plan));
  });
}

export function offersAdminRoutes({ guards, offers }: OffersRoutesDeps) {
  return new Hono<AuthEnv>()
    .get('/offers', guards.admin, async (c) => c.json(await offers.list()))
    .post('/offers', guards.admin, jsonBody(createOfferSchema), async (c) => {
      const offer = await offers.create(c.req.valid('json'), await actorOf(c.var.user));
      return c.json({ message: OFFER_MESSAGES.created(offer.code), offer }, 201);
    })
    .patch('/offers/:code', guards.admin, jsonBody(updateOfferSchema), async (c) => {
      const code = codeOf(c.req.param('code'));
      if (!OFFER_CODE_PATTERN.test(code)) throw notFound(OFFER_MESSAGES.notFound);
      const offer = await offers.update(code, c.req.valid('json'), await actorOf(c.var.user));
      return c.json({ message: OFFER_MESSAGES.saved(offer.code), offer });
    })
    .get('/cancellations', guards.admin, queryParams(cancellationsRangeSchema), async (c) => c.json(await offers.cancellations(c.req.valid('query'))));
}
