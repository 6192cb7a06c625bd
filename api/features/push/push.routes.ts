import { Hono } from 'hono';
import { jsonBody } from '../../platform/http/validate';
import type { AuthEnv } from '../auth';
import type { AuthGuards } from '../auth';
import type { PushService } from './push.service';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '@shared/push';

/** What the routes use: nothing else of the composition root reaches them. */
export type PushRoutesDeps = { guards: AuthGuards; push: PushService };

export function pushRoutes({ guards, push }: PushRoutesDeps) {
  return new Hono<AuthEnv>()
    .get('/public-key', (c) => c.json({ publicKey: push.publicKey }))
    .post('/subscribe', guards.signedIn, jsonBody(pushSubscriptionSchema), async (c) => {
      await push.subscribe(c.var.user.id, c.req.valid('json'));
      return c.json({ message: 'Notifications are on for this device.' }, 201);
    })
    .delete('/subscribe', guards.signedIn, jsonBody(pushUnsubscribeSchema), async (c) => {
      const removed = await push.unsubscribe(c.var.user.id, c.req.valid('json').endpoint);
      return c.json({ message: removed ? 'Notifications are off for this device.' : 'This device had no notifications on.' });
    });
}
