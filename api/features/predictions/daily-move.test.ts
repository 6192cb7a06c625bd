// The daily move (DAILY_MOVE_HOUR, midnight unless set otherwise or off): at the operator's hour in
// APP_TIMEZONE the sets whose window has closed (validThrough before today) go to the past by
// themselves, once a day whatever the number of processes; sets still valid stay.
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { nextHourAfter } from '../../platform/jobs/jobs.schedule';

const at = (s: string) => new Date(s).getTime();

describe('the daily move', () => {
  it('moves the sets whose window closed at the hour set, once, and leaves today’s', async () => {
    // 04:00 in New York (APP_TIMEZONE's default) is 08:00 UTC in June.
    const ctx = await createTestContext({ DAILY_MOVE_HOUR: '4' });
    const { call, clock, makeUser, services } = ctx;
    const admin = await makeUser('admin');
    // A set published on the 15th and not moved, and one of the 16th.
    const publish = async () => {
      const r = await call('POST', '/api/predictions', { token: admin.token, body: { predictions: [{ number1: '123', number2: '4567' }] } });
      expect(r.status, r.text).toBe(201);
    };
    clock.set(at('2026-06-15T20:00:00Z'));
    await publish();
    clock.set(at('2026-06-16T07:00:00Z'));
    await publish();
    const current = async () => ((await call('GET', '/api/predictions', { token: admin.token })).json as { date: string }[]).map((b) => b.date).sort();
    await services.scheduler.tick();
    await ctx.settle();
    expect(await current()).toEqual(['2026-06-15', '2026-06-16']);

    clock.set(at('2026-06-16T08:00:00Z'));
    await Promise.all([services.scheduler.tick(), services.scheduler.tick()]);
    await ctx.settle();
    expect(await current()).toEqual(['2026-06-16']);
    const log = (await call('GET', '/api/admin/audit?action=prediction.move_to_past', { token: admin.token })).json;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ actor: { _id: null, username: 'Daily move' }, detail: { count: 1 } });

    // The next day at the same hour, yesterday's set goes too.
    clock.set(at('2026-06-17T08:00:00Z'));
    await services.scheduler.tick();
    await ctx.settle();
    expect(await current()).toEqual([]);
  });

  it('runs by default at midnight: a set valid through a day leaves "today" when that day ends, not before', async () => {
    const ctx = await createTestContext();
    const { call, clock, makeUser, services } = ctx;
    // Published on Friday 27 November 2026 (New York), one set for the day, one valid through Saturday.
    clock.set(at('2026-11-27T15:00:00Z'));
    const admin = await makeUser('admin');
    const reader = await makeUser('subscriber');
    const current = async () =>
      ((await call('GET', '/api/predictions', { token: reader.token })).json as { date: string; validThrough: string }[]).map((b) => `${b.date}..${b.validThrough}`).sort();
    for (const validThrough of ['2026-11-27', '2026-11-28']) {
      const r = await call('POST', '/api/predictions', { token: admin.token, body: { predictions: [{ number1: '123', number2: '4567' }], validThrough } });
      expect(r.status, r.text).toBe(201);
    }
    await services.scheduler.tick();
    await ctx.settle();
    expect(await current()).toEqual(['2026-11-27..2026-11-27', '2026-11-27..2026-11-28']);

    // Saturday 00:00 New York (05:00 UTC): Friday's window has closed; Saturday's set stays.
    clock.set(at('2026-11-28T05:00:00Z'));
    await services.scheduler.tick();
    await ctx.settle();
    expect(await current()).toEqual(['2026-11-27..2026-11-28']);
    const log = (await call('GET', '/api/admin/audit?action=prediction.move_to_past', { token: admin.token })).json;
    expect(log).toMatchObject([{ actor: { username: 'Daily move' }, detail: { count: 1 } }]);

    // Sunday 00:00: its window has closed too, and nothing is left as today's.
    clock.set(at('2026-11-29T05:00:00Z'));
    await services.scheduler.tick();
    await ctx.settle();
    expect(await current()).toEqual([]);
    const past = (await call('GET', '/api/predictions/past', { token: reader.token })).json as unknown[];
    expect(past).toHaveLength(2);
  });

  it('is off with DAILY_MOVE_HOUR=off: no round is ever scheduled', async () => {
    const ctx = await createTestContext({ DAILY_MOVE_HOUR: 'off' });
    await ctx.services.scheduler.tick();
    expect(await ctx.rows("select name from schedules where name like 'daily-move%'")).toEqual([]);
  });

  it('comes at the wall-clock hour across a change of daylight saving time', () => {
    const tz = 'America/New_York';
    // Saturday 7 March 2026, 09:00 UTC is 04:00 EST; the next 04:00 (Sunday, EDT) is 08:00 UTC.
    expect(new Date(nextHourAfter(at('2026-03-07T09:00:00Z'), 4, tz)).toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(new Date(nextHourAfter(at('2026-03-07T08:59:00Z'), 4, tz)).toISOString()).toBe('2026-03-07T09:00:00.000Z');
  });
});
