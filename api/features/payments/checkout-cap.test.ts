// "Abuse limits" (docs/security.md): at most 10 checkout sessions per account per hour, also when
// 200 are asked for at once; beyond, 429 with Retry-After, and no session is made.
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { HOUR } from '../../platform/clock';
import { checkout } from '../../test/purchase';
import { CHECKOUTS_PER_HOUR } from './payments.service';

const ctx = await createTestContext();
const sessions = async (userId: number) => Number((await ctx.rows<{ n: number }>('select count(*) n from simulated_checkouts where user_id = ?', [userId]))[0].n);

describe('checkout sessions per account', () => {
  it('200 at once: ten are made, the rest answered 429 with Retry-After; another account is not held up', async () => {
    const u = await ctx.makeUser('customer');
    const answers = await Promise.all(Array.from({ length: 200 }, () => checkout(ctx, u, 'daily')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(CHECKOUTS_PER_HOUR);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(200 - CHECKOUTS_PER_HOUR);
    expect(refused[0].headers.get('retry-after')).toBe(String(HOUR / 1000));
    expect(refused[0].json.message).toMatch(/Too many requests|try again/i);
    expect(await sessions(u.row.id)).toBe(CHECKOUTS_PER_HOUR);
    const other = await ctx.makeUser('customer');
    expect((await checkout(ctx, other, 'daily')).status).toBe(200);
  });

  it('the next hour opens ten more', async () => {
    const u = await ctx.makeUser('customer');
    for (let i = 0; i < CHECKOUTS_PER_HOUR; i++) expect((await checkout(ctx, u, 'daily')).status).toBe(200);
    expect((await checkout(ctx, u, 'daily')).status).toBe(429);
    ctx.clock.advance(HOUR);
    expect((await checkout(ctx, u, 'daily')).status).toBe(200);
  });
});
