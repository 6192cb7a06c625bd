// The public record's heads leave the database in every e-mail (docs/ledger.md, "Heads outside the
// database"): an account e-mail and a news e-mail each end with both chains' heads as they were
// when it went, the same the API answers then, and a later e-mail carries the heads moved since.
import { describe, expect, it } from 'vitest';
import type { LedgerHeadDto } from '@shared/ledger';
import { SECOND } from '../../platform/clock';
import { createTestContext } from '../../test/harness';
import { mailsTo } from '../../test/purchase';

const ctx = await createTestContext();
const { call, clock } = ctx;
const admin = await ctx.makeUser('admin');

const heads = async () => {
  const sets = (await call('GET', '/api/ledger/head')).json as LedgerHeadDto;
  const results = (await call('GET', '/api/ledger/results/head')).json as LedgerHeadDto;
  return [`predictions: entry ${sets.seq}, hash ${sets.hash}`, `results: entry ${results.seq}, hash ${results.hash}`];
};
const publish = async (number1: string) =>
  expect((await call('POST', '/api/predictions', { token: admin.token, body: { predictions: [{ number1, number2: '4567' }] } })).status).toBe(201);
const enterResult = async (drawDate: string) =>
  expect((await call('POST', '/api/results', { token: admin.token, body: { state: 'OH', game: 'pick3', drawDate, drawTime: 'midday', number: '047' } })).status).toBe(201);
const resetMail = async (email: string) => {
  expect((await call('POST', '/api/auth/forgot-password', { body: { email } })).status).toBe(200);
  return (await mailsTo(ctx, email)).at(-1)!;
};

describe("the record's heads in every e-mail", () => {
  it('an account e-mail ends with both heads as the API answers them when it goes, and a later one with the heads moved since', async () => {
    await publish('123');
    await enterResult('2026-01-05');
    const u = await ctx.makeUser('customer');
    const first = await resetMail(u.email);
    const [sets, results] = await heads();
    expect(first).toContain('The public record when this e-mail was sent:');
    expect(first).toContain(sets);
    expect(first).toContain(results);
    expect(first).toContain('/track-record/verify shows whether the record still holds these.');

    await publish('321');
    await enterResult('2026-01-06');
    const later = await resetMail(u.email);
    const [sets2, results2] = await heads();
    expect([sets2, results2]).not.toEqual([sets, results]);
    expect(later).toContain(sets2);
    expect(later).toContain(results2);
  });

  it('a news e-mail ends with them too', async () => {
    const member = await ctx.makeUser('customer');
    expect((await call('POST', '/api/subscription/trial', { token: member.token })).status).toBe(200);
    const r = await call('POST', '/api/admin/broadcasts', { token: admin.token, body: { subject: 'Heads', body: 'Hello.', segment: 'trials' } });
    expect(r.status, r.text).toBe(201);
    for (let i = 0; i < 5; i++) {
      await ctx.settle();
      clock.advance(SECOND);
    }
    const news = (await mailsTo(ctx, member.email)).filter((m) => m.includes('Subject: Heads'));
    expect(news).toHaveLength(1);
    for (const line of await heads()) expect(news[0]).toContain(line);
  });
});
