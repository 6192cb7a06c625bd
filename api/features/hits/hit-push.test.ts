// One push per hit (docs/product.md, "Pushes"), through the local push-service stand-in: once per
// (number, draw) under a result posted twenty times at once and corrected, to readers who turned
// notifications on and are not taking a break, and never for a draw more than a day old.
import { describe, expect, it } from 'vitest';
import { et } from '../../test/draws';
import { createPushTestContext } from '../../test/push-context';

const { ctx, standIn, subscribed, bodies } = await createPushTestContext();
const { call, clock } = ctx;

/** The hit pushes each endpoint got, by body. */
const hitPushes = (endpoint: string) => bodies(endpoint, 'hit-');

const admin = await subscribed('admin');
const reading = await subscribed('subscriber');
const resting = await subscribed('subscriber');
const notificationsOff = await subscribed('subscriber');
const customer = await subscribed('customer');
expect((await call('POST', '/api/account/self-exclusion', { token: resting.token, body: { days: 30 } })).status).toBe(200);
expect((await call('DELETE', '/api/push/subscribe', { token: notificationsOff.token, body: { endpoint: notificationsOff.endpoint } })).status).toBe(200);

const draw = (body: Record<string, string>) => call('POST', '/api/results', { token: admin.token, body });

describe('hit pushes', () => {
  it('go once per (number, draw), even when the result is posted twenty times at once and then corrected', async () => {
    const published = await call('POST', '/api/predictions', {
      token: admin.token,
      body: { predictions: [{ number1: '123', number2: '4567' }], alternatives: [{ number1: '321', number2: '890' }], validThrough: '2026-06-20' },
    });
    expect(published.status).toBe(201);

    clock.set(et('2026-06-15', '13:00'));
    const ohio = { state: 'OH', game: 'pick3', drawDate: '2026-06-15', drawTime: 'midday', number: '123' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => draw(ohio)));
    expect(answers.map((r) => r.status).sort((a, b) => a - b)).toEqual([...Array(19).fill(200), 201]);
    const expected = ['123 hit straight — Ohio Midday, Jun 15', '321 hit box — Ohio Midday, Jun 15'];
    await ctx.settle();
    for (const who of [reading, admin]) expect(hitPushes(who.endpoint).sort()).toEqual([...expected].sort());

    // A correction changes the kind, not the hit: nothing new.
    const id = answers.find((r) => r.status === 201)!.json._id;
    expect((await call('PUT', `/api/results/${id}`, { token: admin.token, body: { number: '132' } })).status).toBe(200);
    expect((await draw({ state: 'MI', game: 'pick4', drawDate: '2026-06-15', drawTime: 'midday', number: '4567' })).status).toBe(201);
    await ctx.settle();

    for (const who of [reading, admin]) expect(hitPushes(who.endpoint).sort()).toEqual([...expected, '4567 hit straight — Michigan Midday, Jun 15'].sort());
    for (const who of [resting, notificationsOff, customer]) expect(hitPushes(who.endpoint)).toEqual([]);
    const payload = standIn.received.find((r) => r.endpoint === reading.endpoint && (r.payload as { body: string }).body === expected[0])!.payload;
    expect(payload).toEqual({ title: 'Lotto Predict', body: expected[0], url: '/predictions', tag: 'hit-123-OH-pick3-2026-06-15-midday' });
    const claimed = await ctx.rows('select number, state, draw_date from hit_notifications order by number');
    expect(claimed).toEqual([
      { number: '123', state: 'OH', draw_date: '2026-06-15' },
      { number: '321', state: 'OH', draw_date: '2026-06-15' },
      { number: '4567', state: 'MI', draw_date: '2026-06-15' },
    ]);
    expect(standIn.errors).toEqual([]);
  });

  it('are not sent for a draw more than a day old, such as an import of history; the hit still shows', async () => {
    clock.set(et('2026-06-17', '20:00'));
    const csv = 'state,game,draw_date,draw_time,number\nGA,pick3,2026-06-15,evening,890\n';
    const imported = await call('POST', '/api/results/import', { token: admin.token, body: csv, headers: { 'Content-Type': 'text/csv' } });
    expect(imported.status, imported.text).toBe(200);
    // A recent draw after it, in the state's own words: Texas evening, 18:00 Central time.
    expect((await draw({ state: 'TX', game: 'pick3', drawDate: '2026-06-17', drawTime: 'evening', number: '098' })).status).toBe(201);
    await ctx.settle();
    expect(hitPushes(reading.endpoint).filter((b) => b.startsWith('890'))).toEqual(['890 hit box — Texas Evening, Jun 17']);

    const batches = (await call('GET', '/api/predictions', { token: reading.token })).json;
    const hits = batches[0].alternatives[0].hits.map((h: { number: string; state: string; kind: string }) => `${h.number} ${h.kind} ${h.state}`);
    expect(hits).toEqual(['321 box OH', '890 straight GA', '890 box TX']);
  });
});
