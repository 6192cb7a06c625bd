import { Hono } from 'hono';
import { jsonBody, queryParams } from '../../platform/http/validate';
import type { AuthEnv } from '../auth';
import { unsubscribeRoutes, type UnsubscribeWords } from '../mail';
import type { AuthGuards } from '../auth';
import type { MyNumbersService } from './my-numbers.service';
import { PRODUCT_NAME } from '@shared/brand';
import { myNumbersSchema, numberHitsQuerySchema, numberMailsSchema } from '@shared/my-numbers';

const UNSUBSCRIBE_WORDS: UnsubscribeWords = {
  ask: 'Stop e-mails about your numbers?',
  askBody: `You will no longer get an e-mail when one of your numbers comes up. Your numbers stay, and ${PRODUCT_NAME} still shows their hits on the My numbers page.`,
  done: 'E-mails about your numbers are off',
  doneBody: 'You will no longer get an e-mail when one of your numbers comes up.',
  changeMind: 'Changed your mind? Turn them on again on the <a href="/my-numbers">My numbers</a> page.',
};

/** What the routes use: nothing else of the composition root reaches them. */
export type MyNumbersRoutesDeps = { guards: AuthGuards; myNumbers: MyNumbersService };

/**
 * Mounted at /api/account: the caller's own numbers, notices and e-mail switch (docs/api.md,
 * "My numbers"); and the e-mails' unsubscribe link, for anyone holding it.
 */
export function myNumbersRoutes({ guards, myNumbers }: MyNumbersRoutesDeps) {
  return (
    new Hono<AuthEnv>()
      .get('/numbers', guards.signedIn, async (c) => c.json(await myNumbers.list(c.var.user.id)))
      .put('/numbers', guards.signedIn, jsonBody(myNumbersSchema), async (c) => c.json(await myNumbers.save(c.var.user.id, c.req.valid('json').numbers)))
      .get('/number-hits', guards.signedIn, queryParams(numberHitsQuerySchema), async (c) => c.json(await myNumbers.notices(c.var.user.id, c.req.valid('query').limit)))
      .get('/number-mails', guards.signedIn, async (c) => c.json(await myNumbers.mails(c.var.user.id)))
      .put('/number-mails', guards.signedIn, jsonBody(numberMailsSchema), async (c) => c.json(await myNumbers.setMails(c.var.user.id, c.req.valid('json').on)))
      // RFC 8058: a mail client posts "List-Unsubscribe=One-Click" to the link; the page's button posts the same.
      .route(
        '/number-mails/unsubscribe',
        unsubscribeRoutes(UNSUBSCRIBE_WORDS, {
          isOff: async (token) => !(await myNumbers.linkStatus(token)).on,
          turnOff: (token) => myNumbers.unsubscribe(token),
        }),
      )
  );
}
