// A test context whose pushes go to a local push-service stand-in (push-stand-in.ts), and its
// users with notifications on: for the tests of who is sent which push.
import { afterAll, expect } from 'vitest';
import webpush from 'web-push';
import type { Role } from '@shared/users';
import { createTestContext } from './harness';
import { startPushStandIn } from './push-stand-in';

export async function createPushTestContext(env: Record<string, string> = {}, opts: Parameters<typeof createTestContext>[1] = {}) {
  const vapid = webpush.generateVAPIDKeys();
  const standIn = await startPushStandIn({ vapidPublicKey: vapid.publicKey });
  afterAll(() => standIn.close());
  const ctx = await createTestContext(
    {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      // The stand-in is a listed local push service (allowed outside production only).
      PUSH_SERVICE_HOSTS: standIn.host,
      ...env,
    },
    opts,
  );

  /** A user of `kind` who turned notifications on: one subscription of the stand-in. */
  async function subscribed(kind: Role) {
    const u = await ctx.makeUser(kind);
    const sub = standIn.subscription();
    expect((await ctx.call('POST', '/api/push/subscribe', { token: u.token, body: sub })).status).toBe(201);
    return { ...u, endpoint: sub.endpoint };
  }

  /** The bodies of the pushes `endpoint` got whose tag starts with `tag` ("hit-", "result-"), as they came. */
  const bodies = (endpoint: string, tag: string) =>
    standIn.received.filter((r) => r.endpoint === endpoint && (r.payload as { tag: string }).tag.startsWith(tag)).map((r) => (r.payload as { body: string }).body);

  return { ctx, standIn, subscribed, bodies };
}
