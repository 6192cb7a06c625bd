import { Hono } from 'hono';
import { jsonBody } from '../../lib/validate';
import type { AuthEnv, AuthGuards } from '../auth/auth.middleware';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '@shared/push';
import type { PushService } from './push.service';

export function pushRoutes(push: PushService, guards: AuthGuards) {
  return new Hono<AuthEnv>()
    .get('/public-key', (c) => c.json({ publicKey: push.publicKey }))
    .post('/subscribe', guards.signedIn, jsonBody(pushSubscriptionSchema), (c) => {
      push.subscribe(c.var.user.id, c.req.valid('json'));
      return c.json({ message: 'Notifications are on for this device.' }, 201);
    })
    .delete('/subscribe', guards.signedIn, jsonBody(pushUnsubscribeSchema), (c) => {
      const removed = push.unsubscribe(c.var.user.id, c.req.valid('json').endpoint);
      return c.json({ message: removed ? 'Notifications are off for this device.' : 'This device had no notifications on.' });
    });
}
