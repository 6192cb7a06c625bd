// PUT and GET /api/admin/schedule and the scheduled publish (docs/api.md, "Methods, the lab and
// the schedule"; docs/product.md, "Publishing on a schedule"), under the fixed clock moved by
// hand: at each entry's publishAt the set its method makes is published through the admin's path
// (ledger entry, push, activity log with the actor "schedule"), once per entry and day however
// often the look or the round's job runs; a round that cannot publish tells the admin's inbox, once.
// Two processes and restarts: api/reliability/schedule-publish.test.ts.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { controlNumberOf, controlText, methodNumbers, type PastDraw } from '@shared/methods';
import { drawnAtOf } from '@shared/results';
import { et, resultPoster } from '../../test/draws';
import { createTestContext } from '../../test/harness';

const ctx = await createTestContext();
const { call, clock, makeUser, runJob, services } = ctx;
const admin = await makeUser('admin');
const subscriber = await makeUser('subscriber');
const draw = resultPoster(ctx, admin.token);
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const entry = (over: Record<string, unknown> = {}) => ({ timeOfDay: 'Morning', publishAt: '09:00', method: 'control', pairs: 2, alternatives: 1, validDays: 2, ...over });
const put = (entries: unknown, token = admin.token) => call('PUT', '/api/admin/schedule', { token, body: { entries } });
const sets = async () =>
  (await call('GET', '/api/predictions', { token: subscriber.token })).json as {
    date: string;
    timeOfDay: string;
    method: string;
    validThrough: string;
    predictions: { number1: string; number2: string }[];
    alternatives: { number1: string; number2: string }[];
  }[];
const inbox = async () =>
  ((await call('GET', '/api/contact', { token: admin.token })).json as { name: string; email: string; message: string }[]).filter((m) => m.name === 'Publishing schedule');
const audit = async () =>
  (await call('GET', '/api/admin/audit', { token: admin.token })).json as { actor: { _id: string | null; username: string }; action: string; target: string }[];

describe('PUT /api/admin/schedule', () => {
  it('refuses a bad entry, naming what is wrong, and changes nothing', async () => {
    const before = await ctx.snapshot();
    const cases: [unknown, RegExp][] = [
      [[entry({ publishAt: '9:00' })], /publishAt must be a time of day HH:MM/],
      [[entry({ publishAt: '24:00' })], /publishAt must be a time of day HH:MM/],
      [[entry({ method: 'manual' })], /method must be one of hot, cold, mirror, sums, control/],
      [[entry({ pairs: 0 })], /pairs must be a whole number from 1 to 10/],
      [[entry({ pairs: 11 })], /pairs must be a whole number from 1 to 10/],
      [[entry({ alternatives: -1 })], /alternatives must be a whole number from 0 to 10/],
      [[entry({ alternatives: 1.5 })], /alternatives must be a whole number from 0 to 10/],
      [[entry({ validDays: 8 })], /validDays must be a whole number from 1 to 7/],
      [[entry({ timeOfDay: 'Noon' })], /timeOfDay must be Morning or Evening/],
      [[entry(), entry({ method: 'hot' })], /Each time of day may have one entry at each publishAt/],
      ['none', /entries/],
    ];
    for (const [entries, message] of cases) {
      const r = await put(entries);
      expect(r.status, JSON.stringify(entries)).toBe(400);
      expect(r.json.message, JSON.stringify(entries)).toMatch(message);
    }
    expect((await put([entry()], subscriber.token)).status).toBe(403);
    expect(await ctx.snapshot()).toBe(before);
  });

  it('keeps the entries in the order given, answers them on GET, and logs the change', async () => {
    const entries = [entry(), entry({ timeOfDay: 'Evening', publishAt: '17:00', method: 'hot', pairs: 1, alternatives: 0, validDays: 1 })];
    const r = await put(entries);
    expect(r.status, r.text).toBe(200);
    expect(r.json.entries).toEqual(entries);
    expect((await call('GET', '/api/admin/schedule', { token: admin.token })).json).toEqual({ entries, runs: [] });
    expect((await audit())[0]).toMatchObject({ action: 'schedule.set', target: 'publishing schedule' });
    await put([]);
  });
});

describe('the scheduled publish', () => {
  it('publishes nothing on a day it cannot, and tells the admin why in the inbox, once', async () => {
    clock.set(et('2026-06-14', '08:00'));
    await put([entry({ timeOfDay: 'Evening', publishAt: '17:00', method: 'hot', pairs: 1, alternatives: 0, validDays: 1 })]);
    clock.set(et('2026-06-14', '17:01'));
    await runJob('schedule-check');
    await runJob('schedule-check');
    await runJob('schedule-publish', { day: '2026-06-14', timeOfDay: 'Evening', publishAt: '17:00' });
    expect(await sets()).toEqual([]);
    const notices = await inbox();
    expect(notices).toHaveLength(1);
    expect(notices[0].message).toBe('The Evening set of 2026-06-14 (method Hot, due at 17:00) was not published: no results are stored before the cut-off to work from.');
    const schedule = (await call('GET', '/api/admin/schedule', { token: admin.token })).json;
    expect(schedule.runs).toEqual([
      { day: '2026-06-14', timeOfDay: 'Evening', publishAt: '17:00', method: 'hot', setId: null, problem: expect.stringContaining('no results'), at: expect.any(String) },
    ]);
  });

  it('publishes at publishAt the set its method makes, through the admin path, once per entry and day', async () => {
    // Results of the evening before, from which hot works.
    clock.set(et('2026-06-15', '07:00'));
    const stored: PastDraw[] = [];
    for (const [state, game, number] of [
      ['OH', 'pick3', '123'],
      ['FL', 'pick3', '123'],
      ['GA', 'pick3', '456'],
      ['OH', 'pick4', '7890'],
      ['MI', 'pick4', '1111'],
    ] as const) {
      await draw(state, game, '2026-06-14', 'evening', number);
      stored.push({ state, game, number, drawnAt: drawnAtOf({ state, drawDate: '2026-06-14', drawTime: 'evening' }) });
    }
    await put([entry(), entry({ timeOfDay: 'Evening', publishAt: '17:00', method: 'hot', pairs: 1, alternatives: 0, validDays: 1 })]);
    const pushesBefore = (await ctx.rows("select id from jobs where kind = 'push'")).length;

    clock.set(et('2026-06-15', '08:59'));
    await runJob('schedule-check');
    expect(await sets()).toEqual([]);

    clock.set(et('2026-06-15', '09:00'));
    await runJob('schedule-check');
    const control = (k: number, game: 'pick3' | 'pick4') => controlNumberOf(sha256(controlText(game, '2026-06-15', 'Morning', k)), game === 'pick3' ? 3 : 4);
    const [morning] = await sets();
    expect(morning).toMatchObject({
      date: '2026-06-15',
      timeOfDay: 'Morning',
      method: 'control',
      validThrough: '2026-06-16',
      predictions: [
        { number1: control(1, 'pick3'), number2: control(1, 'pick4') },
        { number1: control(2, 'pick3'), number2: control(2, 'pick4') },
      ],
      alternatives: [{ number1: control(3, 'pick3'), number2: control(3, 'pick4') }],
    });
    // The admin's path: the activity log with the actor "schedule", the ledger's entry, the push.
    expect((await audit())[0]).toMatchObject({ actor: { _id: null, username: 'schedule' }, action: 'prediction.publish' });
    expect((await call('GET', '/api/ledger/head')).json.seq).toBe(1);
    expect((await ctx.rows("select id from jobs where kind = 'push'")).length).toBe(pushesBefore + 1);

    // Looked at again, its job run again: nothing more.
    clock.set(et('2026-06-15', '09:05'));
    await runJob('schedule-check');
    await runJob('schedule-publish', { day: '2026-06-15', timeOfDay: 'Morning', publishAt: '09:00' });
    expect(await sets()).toHaveLength(1);

    clock.set(et('2026-06-15', '17:00'));
    await runJob('schedule-check');
    const evening = (await sets()).find((s) => s.timeOfDay === 'Evening')!;
    const hot = methodNumbers('hot', stored, { date: '2026-06-15', timeOfDay: 'Evening', count: 1, cutoff: clock.now() }, sha256);
    expect(hot).toEqual({ pick3: ['123'], pick4: ['1111'] });
    expect(evening).toMatchObject({ method: 'hot', validThrough: '2026-06-15', predictions: [{ number1: '123', number2: '1111' }], alternatives: [] });
    expect((await call('GET', '/api/ledger/head')).json.seq).toBe(2);
    expect(await inbox()).toHaveLength(1);
    const runs = (await call('GET', '/api/admin/schedule', { token: admin.token })).json.runs;
    expect(runs.map((r: { day: string; timeOfDay: string; problem: string | null }) => `${r.day} ${r.timeOfDay} ${r.problem === null ? 'published' : 'refused'}`)).toEqual([
      '2026-06-15 Evening published',
      '2026-06-15 Morning published',
      '2026-06-14 Evening refused',
    ]);
  });

  it('starts an entry saved after its time on the next day, never making up the round before it existed', async () => {
    clock.set(et('2026-06-15', '18:00'));
    await put([
      entry(),
      entry({ timeOfDay: 'Evening', publishAt: '17:00', method: 'hot', pairs: 1, alternatives: 0, validDays: 1 }),
      entry({ timeOfDay: 'Evening', publishAt: '12:00', method: 'mirror' }),
    ]);
    await runJob('schedule-check');
    expect((await sets()).filter((s) => s.method === 'mirror')).toHaveLength(0);
    clock.set(et('2026-06-16', '12:00'));
    await runJob('schedule-check');
    expect((await sets()).filter((s) => s.method === 'mirror')).toHaveLength(1);
  });

  it('tries a failed publish again, and tells the inbox once its last try has failed', async () => {
    clock.set(et('2026-06-17', '08:00'));
    await put([entry({ timeOfDay: 'Evening', publishAt: '18:00', method: 'control' })]);
    clock.set(et('2026-06-17', '18:00'));
    const { predictions } = services;
    const publish = predictions.publishByMethod;
    predictions.publishByMethod = async () => {
      throw new Error('the database is full');
    };
    try {
      const round = { day: '2026-06-17', timeOfDay: 'Evening', publishAt: '18:00' };
      const add = (maxAttempts: number) => ctx.deps.db.write((tx) => services.queue.add(tx, { kind: 'schedule-publish', payload: round, maxAttempts }));
      const notices = (await inbox()).length;
      // A try that is not the last: nothing is told, and the round stays open.
      await add(2);
      await ctx.settle();
      expect(await inbox()).toHaveLength(notices);
      expect((await call('GET', '/api/admin/schedule', { token: admin.token })).json.runs.filter((r: { day: string }) => r.day === '2026-06-17')).toEqual([]);
      // The last try: the inbox is told why, once.
      await add(1);
      await ctx.settle();
      const told = await inbox();
      expect(told).toHaveLength(notices + 1);
      expect(told[0].message).toBe('The Evening set of 2026-06-17 (method Control, due at 18:00) was not published: the publish failed (the database is full).');
      expect(told[0].email).toBe('');
    } finally {
      predictions.publishByMethod = publish;
    }
    expect((await sets()).filter((s) => s.date === '2026-06-17')).toEqual([]);
  });

  it("makes each method's set from the draws before its moment alone, whatever is stored after it", async () => {
    clock.set(et('2026-06-18', '07:00'));
    const methods = ['hot', 'cold', 'mirror', 'sums'] as const;
    await put(methods.map((method, i) => entry({ publishAt: `09:0${i}`, method, pairs: 2, alternatives: 1 })));
    // Draws of that evening, stored (as no request can) before the rounds run: 999 and 9999 in every state.
    for (const state of ['TN', 'TX', 'GA', 'OH', 'MI', 'FL', 'NC'] as const)
      for (const [game, number] of [
        ['pick3', '999'],
        ['pick4', '9999'],
      ] as const) {
        const drawnAt = drawnAtOf({ state, drawDate: '2026-06-18', drawTime: 'evening' });
        await ctx.exec(
          "insert into draw_results (state, game, draw_date, draw_time, number, box_key, drawn_at, source, created_at, updated_at) values (?, ?, '2026-06-18', 'evening', ?, ?, ?, 'import', ?, ?)",
          [state, game, number, number, drawnAt, clock.now(), clock.now()],
        );
      }
    clock.set(et('2026-06-18', '09:05'));
    const cutoff = clock.now();
    await runJob('schedule-check');
    const before = (
      await ctx.rows<{ state: string; game: 'pick3' | 'pick4'; number: string; drawn_at: number }>('select state, game, number, drawn_at from draw_results where drawn_at < ?', [
        cutoff,
      ])
    ).map((r) => ({ state: r.state, game: r.game, number: r.number, drawnAt: Number(r.drawn_at) }));
    const published = (await sets()).filter((x) => x.date === '2026-06-18');
    for (const method of methods) {
      const made = methodNumbers(method, before, { date: '2026-06-18', timeOfDay: 'Morning', count: 3, cutoff }, sha256) as { pick3: string[]; pick4: string[] };
      const set = published.find((x) => x.method === method)!;
      expect(
        set.predictions.map((p) => [p.number1, p.number2]),
        method,
      ).toEqual([0, 1].map((i) => [made.pick3[i], made.pick4[i]]));
      expect(
        set.alternatives.map((p) => [p.number1, p.number2]),
        method,
      ).toEqual([[made.pick3[2], made.pick4[2]]]);
    }
    // Had the evening been read, hot would lead with it, and mirror with its mirror.
    expect(published.find((x) => x.method === 'hot')!.predictions[0].number1).not.toBe('999');
    expect(published.find((x) => x.method === 'mirror')!.predictions[0].number1).not.toBe('444');
  });
});
