import { Hono } from 'hono';
import type { Deps } from '../../deps';
import { HOUR } from '../../lib/clock';
import { clientAddress } from '../../lib/client-address';
import { RateLimiter } from '../../lib/rate-limit';
import { jsonBody } from '../../lib/validate';
import type { AuthEnv, AuthGuards } from '../auth/auth.middleware';
import { CONTACT_MESSAGES, contactSchema } from '@shared/contact';
import { createContactService } from './contact.service';

export function contactRoutes(deps: Deps, guards: AuthGuards) {
  const contact = createContactService(deps);
  // The form is open to anyone: a few messages an hour per address is plenty for a person.
  const perAddress = new RateLimiter(deps.clock, 5, HOUR);

  return new Hono<AuthEnv>()
    .post('/', jsonBody(contactSchema), async (c) => {
      perAddress.take(clientAddress(c, deps.config.trustProxy));
      await contact.submit(c.req.valid('json'));
      return c.json({ message: CONTACT_MESSAGES.sent }, 201);
    })
    .get('/', guards.admin, (c) => c.json(contact.list()));
}
