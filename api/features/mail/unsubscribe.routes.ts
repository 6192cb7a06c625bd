import { Hono } from 'hono';
import type { Unsubscribe } from './unsubscribe';
import { unsubscribePage } from './unsubscribe-page';

/** What the routes use: nothing else of the composition root reaches them. */
export type MailRoutesDeps = { unsubscribe: Unsubscribe };

/**
 * Mounted at /api/mail: the optional e-mails' unsubscribe link (docs/product.md, "E-mails"), for
 * anyone holding it.
 */
export function mailRoutes({ unsubscribe }: MailRoutesDeps) {
  // The token in the address is the key: no referrer carries it on, no cache keeps the page.
  const headers = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
  return new Hono()
    .get('/unsubscribe/:token', async (c) => {
      const { unsubscribed } = await unsubscribe.status(c.req.param('token'));
      return c.html(unsubscribePage(unsubscribed ? 'done' : 'confirm'), 200, headers);
    })
    // RFC 8058: a mail client posts "List-Unsubscribe=One-Click" here; the page's button posts the same.
    .post('/unsubscribe/:token', async (c) => {
      await unsubscribe.confirm(c.req.param('token'));
      return c.html(unsubscribePage('done'), 200, headers);
    });
}
