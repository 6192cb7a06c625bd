// Results join a chain of their own (docs/ledger.md, "Results"): an entry, a correction (with the
// number it replaced) and a removal each append one public entry whose hash anyone can recompute;
// /results and the proof list show a correction beside the result it changed.
import { describe, expect, it } from 'vitest';
import { et, resultPoster } from '../../test/draws';
import { createTestContext } from '../../test/harness';
import { checkedResultsChain, type ResultEntry } from '../../test/results-chain';

const ctx = await createTestContext();
const { call, clock, makeUser } = ctx;

const chain = () => checkedResultsChain(ctx);

const said = (entries: ResultEntry[]) => entries.map((e) => `${e.action} ${e.draw} ${e.number}${e.replaced ? ` (was ${e.replaced})` : ''}`);

describe('the results chain', () => {
  it('holds every entry, correction and removal, imports too, each linked to the one before', async () => {
    clock.set(et('2026-06-16', '12:00'));
    const admin = await makeUser('admin');
    expect(await chain()).toEqual([]);
    const draw = resultPoster(ctx, admin.token);
    const id = await draw('TX', 'pick3', '2026-06-15', 'evening', '047');
    // The same number again stores nothing and writes no entry.
    expect(
      (await call('POST', '/api/results', { token: admin.token, body: { state: 'TX', game: 'pick3', drawDate: '2026-06-15', drawTime: 'evening', number: '047' } })).status,
    ).toBe(200);
    expect((await call('PUT', `/api/results/${id}`, { token: admin.token, body: { number: '048' } })).status).toBe(200);
    // A correction to the same number changes nothing.
    expect((await call('PUT', `/api/results/${id}`, { token: admin.token, body: { number: '048' } })).status).toBe(200);
    const file = 'state,game,draw_date,draw_time,number\nGA,pick4,2026-06-15,midday,0009\nOH,pick3,2026-06-15,midday,123\n';
    const imported = await call('POST', '/api/results/import', { token: admin.token, body: file, headers: { 'Content-Type': 'text/csv' } });
    expect(imported.status, imported.text).toBe(200);
    expect((await call('DELETE', `/api/results/${id}`, { token: admin.token })).status).toBe(200);
    const entries = await chain();
    expect(said(entries)).toEqual([
      'enter TX pick3 2026-06-15 evening 047',
      'correct TX pick3 2026-06-15 evening 048 (was 047)',
      'enter GA pick4 2026-06-15 midday 0009',
      'enter OH pick3 2026-06-15 midday 123',
      'remove TX pick3 2026-06-15 evening 048',
    ]);
    expect(new Set(entries.map((e) => e.committedAt))).toEqual(new Set([new Date(et('2026-06-16', '12:00')).toISOString()]));
    // Paged as the sets' chain is.
    expect(((await call('GET', '/api/ledger/results?after=3&limit=1')).json as ResultEntry[]).map((e) => e.seq)).toEqual([4]);
    expect((await call('GET', '/api/ledger/results?limit=501')).status).toBe(400);
  });

  it('a correction shows on /results and in the proof list with the number it replaced', async () => {
    clock.set(et('2026-07-06', '09:00'));
    const admin = await makeUser('admin');
    const draw = resultPoster(ctx, admin.token);
    expect((await call('POST', '/api/predictions', { token: admin.token, body: { predictions: [{ number1: '358', number2: '3580' }] } })).status).toBe(201);
    clock.set(et('2026-07-06', '20:00'));
    const ohio = await draw('OH', 'pick3', '2026-07-06', 'midday', '359');
    const georgia = await draw('GA', 'pick3', '2026-07-06', 'midday', '111');
    const listed = async () => {
      const r = await call('GET', '/api/results?from=2026-07-06&to=2026-07-06&game=pick3');
      expect(r.status).toBe(200);
      return new Map((r.json as { _id: string; corrections?: unknown }[]).map((x) => [x._id, x.corrections]));
    };
    expect(await listed()).toEqual(
      new Map([
        [ohio, undefined],
        [georgia, undefined],
      ]),
    );
    // Corrected, days later, to the number the set holds: a hit, and it says so.
    clock.set(et('2026-07-09', '10:00'));
    const admin2 = await makeUser('admin');
    expect((await call('PUT', `/api/results/${ohio}`, { token: admin2.token, body: { number: '358' } })).status).toBe(200);
    const mark = [{ replaced: '359', number: '358', at: new Date(et('2026-07-09', '10:00')).toISOString() }];
    expect((await listed()).get(ohio)).toEqual(mark);
    expect((await listed()).get(georgia)).toBeUndefined();
    clock.set(et('2026-07-20', '12:00'));
    const proof = (await call('GET', '/api/track-record/hits')).json as { number: string; state: string; drawn: string; corrections?: unknown }[];
    expect(proof.filter((h) => h.number === '358')).toEqual([expect.objectContaining({ state: 'OH', drawn: '358', corrections: mark })]);
    // The latest draws at a glance say so too.
    const latest = (await call('GET', '/api/results/latest')).json.slots as { state: string; game: string; drawTime: string; result: { corrections?: unknown } | null }[];
    const slot = latest.find((s) => s.state === 'OH' && s.game === 'pick3' && s.drawTime === 'midday');
    expect(slot?.result?.corrections).toEqual(mark);
  });
});
