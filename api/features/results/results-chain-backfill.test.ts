// Results stored before the results' chain began (docs/ledger.md, "Results") are entered into it
// at a start, once, in the order they were stored; nothing stored since, and no row put into the
// table behind the product's back after the chain began (by its stored time), is taken in.
import { describe, expect, it } from 'vitest';
import { boxKey, drawnAtOf, type StateCode } from '@shared/results';
import { DAY } from '../../platform/clock';
import { resultPoster } from '../../test/draws';
import { createTestContext } from '../../test/harness';
import { checkedResultsChain } from '../../test/results-chain';

const ctx = await createTestContext();
const { call, clock, makeUser } = ctx;
const chain = () => checkedResultsChain(ctx);

/** A result written straight to the table, as one stored before the chain existed was. */
async function storedBehind(state: StateCode, drawDate: string, number: string, createdAt: number) {
  const drawTime = 'evening';
  await ctx.exec(
    "insert into draw_results (state, game, draw_date, draw_time, number, box_key, drawn_at, source, created_at, updated_at) values (?, 'pick3', ?, ?, ?, ?, ?, 'import', ?, ?)",
    [state, drawDate, drawTime, number, boxKey(number), drawnAtOf({ state, drawDate, drawTime }), createdAt, createdAt],
  );
}

describe('results stored before the chain began', () => {
  it('are entered at a start, in the order stored, once; later rows behind the back are not', async () => {
    const old = clock.now() - 30 * DAY;
    await storedBehind('OH', '2026-05-02', '222', old + 2);
    await storedBehind('TX', '2026-05-01', '111', old + 1);
    await storedBehind('GA', '2026-05-03', '333', old + 3);
    expect(await chain()).toEqual([]);

    await ctx.runJob('results-chain-backfill');
    const first = await chain();
    expect(first.map((e) => `${e.action} ${e.draw} ${e.number}`)).toEqual([
      'enter TX pick3 2026-05-01 evening 111',
      'enter OH pick3 2026-05-02 evening 222',
      'enter GA pick3 2026-05-03 evening 333',
    ]);
    // At the time of the start that entered them: the chain attests nothing earlier.
    expect(new Set(first.map((e) => e.committedAt))).toEqual(new Set([new Date(clock.now()).toISOString()]));

    // Two processes starting at once, and later starts: nothing more.
    await ctx.deps.db.write(async (tx) => {
      await ctx.services.queue.add(tx, { kind: 'results-chain-backfill' });
      await ctx.services.queue.add(tx, { kind: 'results-chain-backfill' });
    });
    await ctx.settle();
    await ctx.runJob('results-chain-backfill');
    expect(await chain()).toHaveLength(3);

    // A result entered through the product has its own entry; one written into the table behind
    // its back after the chain began (stored at that time) is not taken in.
    const admin = await makeUser('admin');
    clock.advance(1000);
    await resultPoster(ctx, admin.token)('MI', 'pick3', '2026-05-04', 'evening', '444');
    await storedBehind('FL', '2026-05-05', '555', clock.now());
    await ctx.runJob('results-chain-backfill');
    const after = await chain();
    expect(after.map((e) => `${e.action} ${e.draw} ${e.number}`).slice(3)).toEqual(['enter MI pick3 2026-05-04 evening 444']);
  });

  it('leaves alone an old result the chain already names (a correction made since)', async () => {
    const admin = await makeUser('admin');
    await storedBehind('NC', '2026-05-06', '666', clock.now() - 40 * DAY);
    const before = await chain();
    // Corrected through the product before any start entered it: the chain names that draw now.
    const [row] = await ctx.rows<{ id: number }>("select id from draw_results where state = 'NC' and draw_date = '2026-05-06'");
    const fixed = await call('PUT', `/api/results/${row.id}`, { token: admin.token, body: { number: '661' } });
    expect(fixed.status, fixed.text).toBe(200);
    await ctx.runJob('results-chain-backfill');
    const after = await chain();
    expect(after.slice(before.length).map((e) => `${e.action} ${e.draw} ${e.number} ${e.replaced}`)).toEqual(['correct NC pick3 2026-05-06 evening 661 666']);
  });
});
