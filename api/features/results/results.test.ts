// "Entering and correcting results" (docs/product.md): entering, correcting and removing results;
// who may; the draw table's rules; what a result answers; the activity log; and the same draw sent
// many times at once.
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, T0 } from '../../test/harness';
import { drawResults } from '#db/schema-results';
import { auditLog } from '#db/schema-shared';

const ctx = await createTestContext();
const { call, clock, makeUser, snapshot } = ctx;
const admin = await makeUser('admin');
const subscriber = await makeUser('subscriber');
const customer = await makeUser('customer');

const enter = (body: unknown) => call('POST', '/api/results', { token: admin.token, body });
const draw = (over: Record<string, unknown> = {}) => ({ state: 'TX', game: 'pick3', drawDate: '2026-06-13', drawTime: 'evening', number: '047', ...over });
const rows = () => ctx.deps.db.select().from(drawResults);
const audits = () => ctx.deps.db.select().from(auditLog);

beforeEach(async () => {
  clock.set(T0); // Monday 2026-06-15, 12:00 in New York
  await ctx.exec('delete from draw_results');
  await ctx.exec('delete from audit_log');
});

describe('POST /api/results', () => {
  it('stores a draw (201) with its instant from the table, and logs who entered it', async () => {
    const r = await enter(draw());
    expect(r.status).toBe(201);
    expect(r.json).toEqual({
      _id: expect.any(String),
      state: 'TX',
      game: 'pick3',
      drawDate: '2026-06-13',
      drawTime: 'evening',
      number: '047',
      drawnAt: '2026-06-13T23:00:00.000Z',
    });
    expect(await rows()).toMatchObject([{ number: '047', boxKey: '047', source: 'form', enteredBy: admin.row.id }]);
    expect(await audits()).toMatchObject([{ action: 'result.enter', actorId: admin.row.id, target: 'result TX pick3 2026-06-13 evening', detail: '{"number":"047"}' }]);
  });

  it("keeps leading zeros and takes the states' own names in any case", async () => {
    const r = await enter({ state: 'ga', game: 'Cash 4', drawDate: '2026-06-14', drawTime: 'NIGHT', number: '0009' });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ state: 'GA', game: 'pick4', drawTime: 'night', number: '0009', drawnAt: '2026-06-15T03:34:00.000Z' });
    const nc = await enter({ state: 'NC', game: 'pick3', drawDate: '2026-06-14', drawTime: 'Daytime', number: '100' });
    expect(nc.json).toMatchObject({ drawTime: 'midday', drawnAt: '2026-06-14T19:00:00.000Z' });
  });

  it('the same draw with the same number again: 200 and nothing changes', async () => {
    const first = await enter(draw());
    const before = await snapshot();
    const again = await enter(draw());
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(await snapshot()).toBe(before);
  });

  it('the same draw with another number: 409 naming the stored number, and nothing changes', async () => {
    await enter(draw());
    const before = await snapshot();
    const r = await enter(draw({ number: '740' }));
    expect(r.status).toBe(409);
    expect(r.json.message).toBe('Texas Pick 3 Evening of 2026-06-13 is already stored with the number 047. To change it, correct that result.');
    expect(await snapshot()).toBe(before);
  });

  it('the same draw of the other game is another draw', async () => {
    await enter(draw());
    expect((await enter(draw({ game: 'pick4', number: '0470' }))).status).toBe(201);
  });

  it.each([
    ['an unknown state', { state: 'CA' }, 'state', 'State "CA" is not one of TN, TX, GA, OH, MI, FL, NC.'],
    ['an unknown game', { game: 'pick5' }, 'game', 'Game "pick5" is not pick3 or pick4.'],
    ['an unknown draw time', { drawTime: 'noon' }, 'drawTime', 'Draw time "noon" is not morning, midday, evening or night.'],
    ['a draw time the state does not hold', { state: 'FL', drawTime: 'morning' }, 'drawTime', 'Florida holds no morning draw; its draw times are midday, evening.'],
    ['Texas on a Sunday', { drawDate: '2026-06-14' }, 'drawTime', 'Texas holds no evening draw on Sundays (2026-06-14).'],
    ['Tennessee morning on a Sunday', { state: 'TN', drawTime: 'morning', drawDate: '2026-06-14' }, 'drawTime', 'Tennessee holds no morning draw on Sundays (2026-06-14).'],
    ['Tennessee midday on a Sunday', { state: 'TN', drawTime: 'midday', drawDate: '2026-06-14' }, 'drawTime', 'Tennessee holds no midday draw on Sundays (2026-06-14).'],
    ['a date that does not exist', { drawDate: '2026-02-30' }, 'drawDate', 'Draw date "2026-02-30" is not a date (YYYY-MM-DD).'],
    ['a US date (the API takes YYYY-MM-DD)', { drawDate: '06/13/2026' }, 'drawDate', 'Draw date "06/13/2026" is not a date (YYYY-MM-DD).'],
    ['a number too short (a dropped leading zero)', { number: '47' }, 'number', 'Number "47" must have 3 digits for Texas Pick 3.'],
    ['a number too long for Daily 4', { game: 'pick4', number: '12345' }, 'number', 'Number "12345" must have 4 digits for Texas Daily 4.'],
    ['a number with letters', { number: '4a7' }, 'number', 'Number "4a7" must be digits only, leading zeros kept (e.g. "047").'],
    ['a JSON number', { number: 47 }, 'number', 'Number must be text.'],
    ['a missing number', { number: undefined }, 'number', 'Number is required.'],
    ['a missing state', { state: undefined }, 'state', 'State is required.'],
    [
      "today's evening draw, still to come",
      { drawDate: '2026-06-15' },
      'drawDate',
      'Texas Pick 3 Evening of 2026-06-15 is drawn at 18:00 America/Chicago time: it has not been drawn yet.',
    ],
    ['a draw next year', { drawDate: '2027-06-15' }, 'drawDate', 'Texas Pick 3 Evening of 2027-06-15 is drawn at 18:00 America/Chicago time: it has not been drawn yet.'],
  ])('400 for %s, naming the field, and nothing changes', async (_, over, field, message) => {
    const before = await snapshot();
    const r = await enter(draw(over));
    expect(r.status).toBe(400);
    expect(r.json).toEqual({ message, field });
    expect(await snapshot()).toBe(before);
  });

  it('takes a draw from the minute it is drawn', async () => {
    // Texas morning: 10:00 Central = 15:00 UTC on 2026-06-15.
    clock.set('2026-06-15T14:59:59.999Z');
    expect((await enter(draw({ drawDate: '2026-06-15', drawTime: 'morning' }))).status).toBe(400);
    clock.set('2026-06-15T15:00:00.000Z');
    expect((await enter(draw({ drawDate: '2026-06-15', drawTime: 'morning' }))).status).toBe(201);
  });
});

describe('drawnAt across daylight-saving changes', () => {
  let december: Awaited<ReturnType<typeof makeUser>> | undefined;
  it.each([
    // Central time: CST (UTC-6) until 8 March 2026 02:00, CDT (UTC-5) until 1 November 2026 02:00.
    ['TX evening, Saturday before the spring change', { drawDate: '2026-03-07' }, '2026-03-08T00:00:00.000Z'],
    ['TX evening, Monday after it', { drawDate: '2026-03-09' }, '2026-03-09T23:00:00.000Z'],
    ['TX evening, Saturday before the autumn change', { drawDate: '2026-10-31' }, '2026-10-31T23:00:00.000Z'],
    ['TX evening, Monday after it', { drawDate: '2026-11-02' }, '2026-11-03T00:00:00.000Z'],
    ['TX night, the winter', { drawDate: '2026-01-16', drawTime: 'night' }, '2026-01-17T04:12:00.000Z'],
    ['TN evening on the spring change itself', { state: 'TN', drawDate: '2026-03-08' }, '2026-03-08T23:28:00.000Z'],
    ['TN evening on the autumn change itself', { state: 'TN', drawDate: '2026-11-01' }, '2026-11-02T00:28:00.000Z'],
    ['GA night in Eastern winter time', { state: 'GA', drawDate: '2026-01-10', drawTime: 'night' }, '2026-01-11T04:34:00.000Z'],
    ['GA night in Eastern summer time', { state: 'GA', drawDate: '2026-06-10', drawTime: 'night' }, '2026-06-11T03:34:00.000Z'],
  ])('%s', async (_, over, drawnAt) => {
    // In December, with a session of then: every one of these draws has happened.
    clock.set('2026-12-01T12:00:00Z');
    december ??= await makeUser('admin');
    const r = await call('POST', '/api/results', { token: december.token, body: draw(over) });
    expect(r.status).toBe(201);
    expect(r.json.drawnAt).toBe(drawnAt);
  });
});

describe('PUT /api/results/{id}', () => {
  it('corrects the number, logs the change, and the draw answers the new number', async () => {
    const id = (await enter(draw())).json._id;
    const r = await call('PUT', `/api/results/${id}`, { token: admin.token, body: { number: '740' } });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ _id: id, number: '740', drawnAt: '2026-06-13T23:00:00.000Z' });
    expect(await rows()).toMatchObject([{ number: '740', boxKey: '047', source: 'form' }]);
    expect((await audits()).map((a) => [a.action, a.detail])).toEqual([
      ['result.enter', '{"number":"047"}'],
      ['result.correct', '{"from":"047","to":"740"}'],
    ]);
    // Entering the corrected number again is now the idempotent repeat.
    expect((await enter(draw({ number: '740' }))).status).toBe(200);
  });

  it('the same number again changes nothing', async () => {
    const id = (await enter(draw())).json._id;
    const before = await snapshot();
    const r = await call('PUT', `/api/results/${id}`, { token: admin.token, body: { number: '047' } });
    expect(r.status).toBe(200);
    expect(await snapshot()).toBe(before);
  });

  it('checks the length against the stored game, and answers 404 for an unknown id', async () => {
    const id = (await enter(draw())).json._id;
    const before = await snapshot();
    expect(await call('PUT', `/api/results/${id}`, { token: admin.token, body: { number: '0740' } })).toMatchObject({
      status: 400,
      json: { message: 'Number "0740" must have 3 digits for Texas Pick 3.', field: 'number' },
    });
    expect((await call('PUT', `/api/results/${id}`, { token: admin.token, body: { number: '7 4' } })).json.message).toBe(
      'Number "7 4" must be digits only, leading zeros kept (e.g. "047").',
    );
    expect((await call('PUT', `/api/results/${id}`, { token: admin.token, body: {} })).json.message).toBe('Number is required.');
    for (const bad of ['999999', 'abc', '0']) {
      expect(await call('PUT', `/api/results/${bad}`, { token: admin.token, body: { number: '123' } })).toMatchObject({ status: 404, json: { message: 'Result not found.' } });
    }
    expect(await snapshot()).toBe(before);
  });
});

describe('DELETE /api/results/{id}', () => {
  it('removes the result (200) and logs it; again it is 404', async () => {
    const id = (await enter(draw())).json._id;
    const r = await call('DELETE', `/api/results/${id}`, { token: admin.token });
    expect(r).toMatchObject({ status: 200, json: { message: 'Result removed.' } });
    expect(await rows()).toEqual([]);
    expect((await audits()).map((a) => a.action)).toEqual(['result.enter', 'result.remove']);
    expect((await call('DELETE', `/api/results/${id}`, { token: admin.token })).status).toBe(404);
    // The draw can be entered anew, with any number.
    expect((await enter(draw({ number: '999' }))).status).toBe(201);
  });
});

describe('who may call what', () => {
  it('anyone reads; only admins write (401 without a session, 403 for others), and refusals change nothing', async () => {
    const id = (await enter(draw())).json._id;
    for (const token of [undefined, customer.token, subscriber.token]) {
      expect((await call('GET', '/api/results', { token })).status).toBe(200);
      expect((await call('GET', '/api/results/latest', { token })).status).toBe(200);
    }
    const before = await snapshot();
    for (const [token, status] of [
      [undefined, 401],
      [customer.token, 403],
      [subscriber.token, 403],
    ] as const) {
      expect((await call('POST', '/api/results', { token, body: draw({ drawDate: '2026-06-12' }) })).status).toBe(status);
      expect((await call('PUT', `/api/results/${id}`, { token, body: { number: '111' } })).status).toBe(status);
      expect((await call('DELETE', `/api/results/${id}`, { token })).status).toBe(status);
      expect((await call('POST', '/api/results/import', { token, body: 'state,game,draw_date,draw_time,number\n', headers: { 'Content-Type': 'text/csv' } })).status).toBe(status);
    }
    expect(await snapshot()).toBe(before);
  });
});

describe('many requests at once', () => {
  it('the same draw posted 20 times at once with the same number: one row, one 201', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => enter(draw())));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(19);
    expect(new Set(answers.map((a) => a.json._id)).size).toBe(1);
    expect(await rows()).toHaveLength(1);
    expect(await audits()).toHaveLength(1);
  });

  it("with 20 different numbers: one wins, the others get 409, and the stored number is the winner's", async () => {
    const numbers = Array.from({ length: 20 }, (_, i) => String(100 + i * 37));
    const answers = await Promise.all(numbers.map((number) => enter(draw({ number }))));
    const won = answers.filter((a) => a.status === 201);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await rows()).toMatchObject([{ number: won[0].json.number }]);
  });
});

describe('what a write sets off (hits follow results)', () => {
  const hitScans = async () => Number((await ctx.rows<{ n: number }>("select count(*) n from jobs where kind = 'hit-scan'"))[0].n);
  it('moves the results generation and queues the hit scan with the rows, in the same transaction; never for a request that changed nothing', async () => {
    await ctx.exec("delete from jobs where kind = 'hit-scan'");
    // Each change moves it at once in this process (on PostgreSQL the commit's own notification
    // may move it once more, later).
    let last = ctx.deps.db.generation('results');
    const moved = () => {
      const now = ctx.deps.db.generation('results');
      const did = now > last;
      last = now;
      return did;
    };
    const first = await enter({ state: 'OH', game: 'pick4', drawDate: '2026-06-14', drawTime: 'evening', number: '1234' });
    expect(first.status).toBe(201);
    expect(moved()).toBe(true);
    expect(await hitScans()).toBe(1);
    // The same draw and number again, and the same correction twice: nothing changed, nothing queued.
    expect((await enter({ state: 'OH', game: 'pick4', drawDate: '2026-06-14', drawTime: 'evening', number: '1234' })).status).toBe(200);
    await call('PUT', `/api/results/${first.json._id}`, { token: admin.token, body: { number: '4321' } });
    expect(moved()).toBe(true);
    await call('PUT', `/api/results/${first.json._id}`, { token: admin.token, body: { number: '4321' } });
    expect(await hitScans()).toBe(2);
    // A removal drops the kept answers; it makes no hit to tell of.
    await call('DELETE', `/api/results/${first.json._id}`, { token: admin.token });
    expect(moved()).toBe(true);
    const file = 'state,game,draw_date,draw_time,number\nMI,pick3,2026-06-14,midday,555\n';
    const imported = await call('POST', '/api/results/import', { token: admin.token, body: file, headers: { 'Content-Type': 'text/csv' } });
    expect(imported.json).toMatchObject({ imported: 1 });
    expect(moved()).toBe(true);
    await call('POST', '/api/results/import', { token: admin.token, body: file, headers: { 'Content-Type': 'text/csv' } });
    expect(await hitScans()).toBe(3);
  });
});

describe('GET /api/results?sort=', () => {
  it('newest draw first by default; sort=stored puts the newest stored first, whatever day it was drawn', async () => {
    expect((await enter(draw({ drawDate: '2026-06-13', number: '111' }))).status).toBe(201);
    expect((await enter(draw({ drawDate: '2026-05-12', number: '222' }))).status).toBe(201);
    const numbers = async (query: string) => ((await call('GET', `/api/results?${query}`)).json as { number: string }[]).map((r) => r.number);
    expect(await numbers('limit=1')).toEqual(['111']);
    expect(await numbers('sort=drawn&limit=1')).toEqual(['111']);
    expect(await numbers('sort=stored&limit=1')).toEqual(['222']);
    expect(await numbers('sort=stored')).toEqual(['222', '111']);
  });

  it('another sort: 400 naming the parameter, and nothing else is answered', async () => {
    const r = await call('GET', '/api/results?sort=newest');
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.json)).toMatch(/sort/);
    expect(JSON.stringify(r.json)).toMatch(/drawn or stored/);
  });
});
