import { Hono } from 'hono';
import type { Unsubscribe } from './unsubscribe';
import { unsubscribeRoutes } from './unsubscribe-page';

/** What the routes use: nothing else of the composition root reaches them. */
export type MailRoutesDeps = { unsubscribe: Unsubscribe };

/**
 * Mounted at /api/mail: the optional e-mails' unsubscribe link (docs/product.md, "E-mails"), for
 * anyone holding it.
 */
export function mailRoutes({ unsubscribe }: MailRoutesDeps) {
  return new Hono().route(
    '/unsubscribe',
    unsubscribeRoutes(undefined, {
      isOff: async (token) => (await unsubscribe.status(token)).unsubscribed,
      turnOff: (token) => unsubscribe.confirm(token),
    }),
  );
}
