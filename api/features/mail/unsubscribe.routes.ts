import { Hono } from 'hono';
import type { Services } from '../../services';
import { unsubscribeRoutes } from './unsubscribe-page';

/**
 * Mounted at /api/mail: the optional e-mails' unsubscribe link (docs/product.md, "E-mails"), for
 * anyone holding it.
 */
export function mailRoutes({ unsubscribe }: Services) {
  return new Hono().route(
    '/unsubscribe',
    unsubscribeRoutes(undefined, {
      isOff: async (token) => (await unsubscribe.status(token)).unsubscribed,
      turnOff: (token) => unsubscribe.confirm(token),
    }),
  );
}
