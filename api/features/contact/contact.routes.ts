import { Hono } from 'hono';
import type { Deps } from '../../deps';
import { HOUR } from '../../lib/clock';
import { clientAddress } from '../../lib/client-address';
import { parseId } from '../../lib/ids';
import { RateLimiter } from '../../lib/rate-limit';
import { jsonBody, queryParams } from '../../lib/validate';
import { actorOf } from '../audit/audit.service';
import type { AuthEnv, AuthGuards } from '../auth/auth.middleware';
import { CONTACT_MESSAGES, contactHandleSchema, contactListQuerySchema, contactSchema } from '@shared/contact';
import { createContactService } from './contact.service';

export function contactRoutes(deps: Deps, guards: AuthGuards) {
  const contact = createContactService(deps);
  // The form is open to anyone: a few messages an hour per address is plenty for a person.
  const perAddress = new RateLimiter(deps.clock, 5, HOUR);
  const id = (raw: string) => parseId(raw, CONTACT_MESSAGES.notFound);

  return new Hono<AuthEnv>()
    .post('/', jsonBody(contactSchema), async (c) => {
      perAddress.take(clientAddress(c, deps.config.trustProxy));
      await contact.submit(c.req.valid('json'));
      return c.json({ message: CONTACT_MESSAGES.sent }, 201);
    })
    .get('/', guards.admin, queryParams(contactListQuerySchema), (c) => c.json(contact.list(c.req.valid('query').status)))
    .get('/unread-count', guards.admin, (c) => c.json({ count: contact.unreadCount() }))
    .patch('/:id', guards.admin, jsonBody(contactHandleSchema), (c) => {
      const message = contact.setHandled(id(c.req.param('id')), c.req.valid('json').handled, actorOf(c.var.user));
      return c.json(message);
    })
    .delete('/:id', guards.admin, (c) => {
      contact.remove(id(c.req.param('id')), actorOf(c.var.user));
      return c.json({ message: CONTACT_MESSAGES.deleted });
    });
}
