import { Hono } from 'hono';
import { actorOf } from '../../platform/audit/audit';
import { badRequest } from '../../platform/http/http-errors';
import { parseId } from '../../platform/http/ids';
import { jsonBody } from '../../platform/http/validate';
import type { AuthEnv, AuthGuards } from '../auth';
import { unsubscribeRoutes, type UnsubscribeWords } from '../mail';
import type { NewsService } from './news.service';
import { broadcastSchema, isSegment, NEWS_MESSAGES, newsDraftSchema } from '@shared/news';
import { PRODUCT_NAME } from '@shared/brand';

/** What the routes use: nothing else of the composition root reaches them. */
export type NewsRoutesDeps = { guards: AuthGuards; news: NewsService };

/**
 * Mounted at /api/admin: the segments' counts and the news e-mails (docs/api.md, "News e-mails"),
 * for admins.
 */
export function newsRoutes({ guards, news }: NewsRoutesDeps) {
  return new Hono<AuthEnv>()
    .get('/segments/:segment', guards.admin, async (c) => {
      const segment = c.req.param('segment');
      if (!isSegment(segment)) throw badRequest(NEWS_MESSAGES.segment, 'segment');
      return c.json(await news.segmentCount(segment));
    })
    .get('/broadcasts', guards.admin, async (c) => c.json(await news.list()))
    .post('/broadcasts/test', guards.admin, jsonBody(newsDraftSchema), async (c) => c.json(await news.test(c.req.valid('json'), c.var.user.id)))
    .post('/broadcasts', guards.admin, jsonBody(broadcastSchema), async (c) => c.json(await news.create(c.req.valid('json'), await actorOf(c.var.user)), 201))
    .delete('/broadcasts/:id', guards.admin, async (c) => c.json(await news.cancel(parseId(c.req.param('id'), NEWS_MESSAGES.notFound), await actorOf(c.var.user))));
}

const NEWS_WORDS: UnsubscribeWords = {
  ask: `Stop ${PRODUCT_NAME} news?`,
  askBody: 'You will no longer get our news e-mails. Receipts, password resets, notices about payments and your other e-mails still come.',
  done: 'News is off',
  doneBody: `You will no longer get ${PRODUCT_NAME}'s news e-mails. Receipts, password resets, notices about payments and your other e-mails still come.`,
  changeMind: 'Changed your mind? Turn news back on in <a href="/account#emails">My Account → E-mails</a>.',
};

/** Mounted at /api/mail/news: a news e-mail's one-click unsubscribe (RFC 8058), for anyone holding the link; news alone. */
export function newsUnsubscribeRoutes({ news }: Pick<NewsRoutesDeps, 'news'>) {
  return new Hono().route('/unsubscribe', unsubscribeRoutes(NEWS_WORDS, news.unsubscribe));
}
