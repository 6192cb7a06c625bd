// "Abuse limits" (docs/security.md): at most 10 push subscriptions per account; a new one replaces
// the one subscribed first, so one publish never becomes a thousand pushes to one person.
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { browserKeys } from '../../test/push-stand-in';
import { PUSH_SUBSCRIPTIONS_PER_ACCOUNT } from './push.service';

const ctx = await createTestContext();
const keys = browserKeys();
const sub = (n: number) => ({ endpoint: `https://fcm.googleapis.com/fcm/send/cap-${n}`, keys });
const endpoints = async (userId: number) =>
  (await ctx.rows<{ endpoint: string }>('select endpoint from push_subscriptions where user_id = ? order by id', [userId])).map((r) => r.endpoint);

describe('push subscriptions per account', () => {
  it('keeps the ten newest: the eleventh replaces the first', async () => {
    const u = await ctx.makeUser('subscriber');
    for (let i = 1; i <= 11; i++) {
      expect((await ctx.call('POST', '/api/push/subscribe', { token: u.token, body: sub(i) })).status).toBe(201);
      ctx.clock.advance(1000);
    }
    expect(await endpoints(u.row.id)).toEqual(Array.from({ length: 10 }, (_, i) => sub(i + 2).endpoint));
  });

  // Twenty times the cap at once: enough for each to meet others mid-way on either database.
  it('200 sent at once leave ten', async () => {
    const u = await ctx.makeUser('subscriber');
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => ctx.call('POST', '/api/push/subscribe', { token: u.token, body: sub(10_000 + i) })));
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(await endpoints(u.row.id)).toHaveLength(PUSH_SUBSCRIPTIONS_PER_ACCOUNT);
  }, 60_000);
});
