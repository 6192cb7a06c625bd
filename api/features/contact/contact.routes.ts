import { Hono } from 'hono';
import { clientAddress } from '../../platform/http/client-address';
import { parseId } from '../../platform/http/ids';
import { jsonBody, queryParams } from '../../platform/http/validate';
import { actorOf } from '../../platform/audit/audit';
import type { AuthEnv } from '../auth';
import type { Config } from '../../platform/config';
import type { AuthGuards } from '../auth';
import type { ContactService } from './contact.service';
import { CONTACT_MESSAGES, contactHandleSchema, contactListQuerySchema, contactSchema } from '@shared/contact';

/** What the routes use: nothing else of the composition root reaches them. */
export type ContactRoutesDeps = { config: Pick<Config, 'trustProxy'>; guards: AuthGuards; contact: ContactService };

export function contactRoutes({ config, guards, contact }: ContactRoutesDeps) {
  const id = (raw: string) => parseId(raw, CONTACT_MESSAGES.notFound);

  return new Hono<AuthEnv>()
    .post('/', jsonBody(contactSchema), async (c) => {
      await contact.submit(c.req.valid('json'), clientAddress(c, config.trustProxy));
      return c.json({ message: CONTACT_MESSAGES.sent }, 201);
    })
    .get('/', guards.admin, queryParams(contactListQuerySchema), async (c) => c.json(await contact.list(c.req.valid('query').status)))
    .get('/unread-count', guards.admin, async (c) => c.json({ count: await contact.unreadCount() }))
    .patch('/:id', guards.admin, jsonBody(contactHandleSchema), async (c) => {
      const message = await contact.setHandled(id(c.req.param('id')), c.req.valid('json').handled, await actorOf(c.var.user));
      return c.json(message);
    })
    .delete('/:id', guards.admin, async (c) => {
      await contact.remove(id(c.req.param('id')), await actorOf(c.var.user));
      return c.json({ message: CONTACT_MESSAGES.deleted });
    });
}
