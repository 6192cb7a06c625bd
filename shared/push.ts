import { z } from './zod';

/** The browser's PushSubscription.toJSON(). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string({ error: 'endpoint is required.' }).url({ error: 'endpoint must be a URL.' }).max(2048, 'endpoint is too long.'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: z.string({ error: 'keys.p256dh is required.' }).min(1, 'keys.p256dh is required.').max(512),
      auth: z.string({ error: 'keys.auth is required.' }).min(1, 'keys.auth is required.').max(256),
    },
    { error: 'keys with p256dh and auth are required.' },
  ),
});

export const pushUnsubscribeSchema = z.object({
  endpoint: z.string({ error: 'endpoint is required.' }).min(1, 'endpoint is required.').max(2048),
});
