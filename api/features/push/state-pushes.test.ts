// Pushes by state (docs/product.md, "Followed states and result pushes"), through the local
// push-service stand-in: a hit push goes only to readers who follow the draw's state, and a result
// push once per new result to those who asked for that state's results; none to anyone taking a
// break, none for an import of history.
import { describe, expect, it } from 'vitest';
import { et } from '../../test/draws';
import { createPushTestContext } from '../../test/push-context';

const push = await createPushTestContext();
const { ctx, standIn } = push;
const { call, clock, settle } = ctx;

/** A user with notifications on, following `states` (unless left as never chosen) and pushed the results of `resultStates`. */
async function subscribed(kind: 'subscriber' | 'admin' | 'customer', states?: string[], resultStates?: string[]) {
  const u = await push.subscribed(kind);
  if (states) expect((await call('PUT', '/api/account/states', { token: u.token, body: { states } })).status).toBe(200);
  if (resultStates) expect((await call('PUT', '/api/account/result-pushes', { token: u.token, body: { states: resultStates } })).status).toBe(200);
  return u;
}

/** The pushes an endpoint got of one kind, by body, sorted. */
const bodies = (endpoint: string, tag: 'hit-' | 'result-') => push.bodies(endpoint, tag).sort();

/** Every job due has run, and the stand-in has answered every push they sent. */
async function delivered() {
  await settle();
  const jobs = await ctx.rows("select count(*) as n from jobs where state in ('queued', 'running')");
  expect(jobs[0].n).toBe(0);
}

clock.set(et('2026-06-15', '08:00'));
const admin = await subscribed('admin');
const texan = await subscribed('subscriber', ['TX'], ['TX']);
const ohioan = await subscribed('subscriber', ['OH', 'GA'], ['OH']);
const everywhere = await subscribed('subscriber');
const resting = await subscribed('subscriber', ['TX', 'OH'], ['TX', 'OH']);
const customer = await subscribed('customer', ['TX'], ['TX']);
expect((await call('POST', '/api/account/self-exclusion', { token: resting.token, body: { days: 7 } })).status).toBe(200);

const post = (body: Record<string, string>) => call('POST', '/api/results', { token: admin.token, body });

describe('pushes by state', () => {
  it("hit pushes go only to readers who follow the draw's state, under twenty results posted at once", async () => {
    const published = await call('POST', '/api/predictions', {
      token: admin.token,
      body: { predictions: [{ number1: '123', number2: '4567' }], alternatives: [{ number1: '789', number2: '0000' }] },
    });
    expect(published.status, published.text).toBe(201);
    await delivered();
    clock.set(et('2026-06-15', '23:50'));
    const draws: [string, string, string, string][] = [
      ['TX', 'pick3', 'morning', '123'], // straight for 123
      ['TX', 'pick3', 'evening', '555'],
      ['TX', 'pick4', 'night', '7654'], // box for 4567
      ['OH', 'pick3', 'midday', '321'], // box for 123
      ['OH', 'pick3', 'evening', '987'], // box for 789
      ['GA', 'pick3', 'midday', '789'], // straight for 789
      ['FL', 'pick3', 'midday', '213'], // box for 123
      ['NC', 'pick4', 'midday', '4567'], // straight for 4567
      ['MI', 'pick3', 'midday', '000'],
      ['TN', 'pick3', 'morning', '111'],
    ];
    const bodiesOf = draws.map(([state, game, drawTime, number]) => ({ state, game, drawDate: '2026-06-15', drawTime, number }));
    // Each result twice, all twenty at once.
    const answers = await Promise.all([...bodiesOf, ...bodiesOf].map(post));
    expect(answers.map((r) => r.status).sort()).toEqual([...Array(10).fill(200), ...Array(10).fill(201)]);
    await delivered();

    expect(bodies(texan.endpoint, 'hit-')).toEqual(['123 hit straight — Texas Morning, Jun 15', '4567 hit box — Texas Night, Jun 15']);
    expect(bodies(ohioan.endpoint, 'hit-')).toEqual(['123 hit box — Ohio Midday, Jun 15', '789 hit box — Ohio Evening, Jun 15', '789 hit straight — Georgia Midday, Jun 15']);
    const all = [
      '123 hit box — Florida Midday, Jun 15',
      '123 hit box — Ohio Midday, Jun 15',
      '123 hit straight — Texas Morning, Jun 15',
      '4567 hit box — Texas Night, Jun 15',
      '4567 hit straight — North Carolina Daytime, Jun 15',
      '789 hit box — Ohio Evening, Jun 15',
      '789 hit straight — Georgia Midday, Jun 15',
    ];
    expect(bodies(everywhere.endpoint, 'hit-')).toEqual(all);
    expect(bodies(admin.endpoint, 'hit-')).toEqual(all);
    for (const who of [resting, customer]) expect(bodies(who.endpoint, 'hit-')).toEqual([]);
    expect(standIn.errors).toEqual([]);
  });

  it('result pushes go once per new result to those who asked for its state, not during a break', async () => {
    expect(bodies(texan.endpoint, 'result-')).toEqual(['Texas Evening: 555', 'Texas Morning: 123', 'Texas Night: 7654']);
    expect(bodies(ohioan.endpoint, 'result-')).toEqual(['Ohio Evening: 987', 'Ohio Midday: 321']);
    // Results are public: a customer who asked gets them too; the default is none.
    expect(bodies(customer.endpoint, 'result-')).toEqual(['Texas Evening: 555', 'Texas Morning: 123', 'Texas Night: 7654']);
    for (const who of [everywhere, admin, resting]) expect(bodies(who.endpoint, 'result-')).toEqual([]);
    const payload = standIn.received.find((r) => r.endpoint === texan.endpoint && (r.payload as { body: string }).body === 'Texas Night: 7654')!.payload;
    expect(payload).toEqual({ title: 'Texas Daily 4 · Lotto Predict', body: 'Texas Night: 7654', url: '/results?state=TX', tag: 'result-TX-pick4-2026-06-15-night' });
  });

  it('a result corrected, entered again, or removed and entered again pushes nothing more', async () => {
    const before = standIn.received.length;
    const evening = { state: 'TX', game: 'pick3', drawDate: '2026-06-15', drawTime: 'evening', number: '555' };
    const again = await post(evening);
    expect(again.status).toBe(200);
    const id = again.json._id;
    expect((await call('PUT', `/api/results/${id}`, { token: admin.token, body: { number: '556' } })).status).toBe(200);
    expect((await call('DELETE', `/api/results/${id}`, { token: admin.token })).status).toBe(200);
    expect((await post(evening)).status).toBe(201);
    await delivered();
    expect(standIn.received.length).toBe(before);
  });

  it('an import pushes its new recent results once, and nothing for history or a file imported again', async () => {
    clock.set(et('2026-06-16', '20:00'));
    const csv = [
      'state,game,draw_date,draw_time,number',
      // History: more than a day old.
      'TX,pick3,2026-06-13,evening,401',
      'OH,pick3,2026-06-14,evening,402',
      // New and recent: Texas Day (midday) of the 16th.
      'TX,pick3,2026-06-16,midday,403',
      // Stored already: a duplicate.
      'TX,pick3,2026-06-15,morning,123',
    ].join('\n');
    const importIt = () => call('POST', '/api/results/import', { token: admin.token, body: csv, headers: { 'Content-Type': 'text/csv' } });
    const first = await importIt();
    expect(first.status, first.text).toBe(200);
    expect(first.json).toMatchObject({ imported: 3, duplicates: 1 });
    await delivered();
    expect(bodies(texan.endpoint, 'result-')).toEqual(['Texas Day: 403', 'Texas Evening: 555', 'Texas Morning: 123', 'Texas Night: 7654']);
    expect(bodies(ohioan.endpoint, 'result-')).toEqual(['Ohio Evening: 987', 'Ohio Midday: 321']);
    const before = standIn.received.length;
    expect((await importIt()).json).toMatchObject({ imported: 0, duplicates: 4 });
    await delivered();
    expect(standIn.received.length).toBe(before);
  });

  it('follow the states chosen now: a state no longer followed pushes nothing, a break ends them', async () => {
    expect((await call('PUT', '/api/account/states', { token: texan.token, body: { states: ['OH'] } })).json.account.user.resultPushStates).toEqual([]);
    expect((await call('PUT', '/api/account/result-pushes', { token: ohioan.token, body: { states: ['OH', 'GA'] } })).status).toBe(200);
    expect((await call('POST', '/api/account/self-exclusion', { token: customer.token, body: { days: 1 } })).status).toBe(200);
    const before = new Map([texan, ohioan, customer].map((u) => [u.id, bodies(u.endpoint, 'result-').length]));
    clock.set(et('2026-06-16', '23:59'));
    expect((await post({ state: 'TX', game: 'pick3', drawDate: '2026-06-16', drawTime: 'evening', number: '404' })).status).toBe(201);
    expect((await post({ state: 'GA', game: 'pick3', drawDate: '2026-06-16', drawTime: 'evening', number: '405' })).status).toBe(201);
    await delivered();
    expect(bodies(texan.endpoint, 'result-').length).toBe(before.get(texan.id));
    expect(bodies(customer.endpoint, 'result-').length).toBe(before.get(customer.id));
    expect(bodies(ohioan.endpoint, 'result-')).toContain('Georgia Evening: 405');
    expect(bodies(ohioan.endpoint, 'result-').length).toBe(before.get(ohioan.id)! + 1);
    expect(standIn.errors).toEqual([]);
  });
});
