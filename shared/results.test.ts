import { describe, expect, it } from 'vitest';
import { instantAt, weekdayOf } from './calendar';
import { boxKey, checkDraw, drawName, drawnAtOf, drawsBetween, drawTimesOn, GAMES, hasDrawLeft, lastDrawOfDay, STATE_CODES, STATES } from './results';

const at = (ms: number) => new Date(ms).toISOString();

describe('the draw table', () => {
  it('holds 18 draws a day in each game: Texas four, Georgia and Tennessee three, the others two', () => {
    const monday = '2026-06-15';
    expect(Object.fromEntries(STATE_CODES.map((s) => [s, drawTimesOn(s, monday).length]))).toEqual({ TN: 3, TX: 4, GA: 3, OH: 2, MI: 2, FL: 2, NC: 2 });
    // Sunday: no draw in Texas, only the evening one in Tennessee.
    expect(drawTimesOn('TX', '2026-06-14')).toEqual([]);
    expect(drawTimesOn('TN', '2026-06-14')).toEqual(['evening']);
    expect(drawTimesOn('GA', '2026-06-14')).toEqual(['midday', 'evening', 'night']);
  });

  it('names games and draw times as each state does', () => {
    expect(drawName({ state: 'TX', game: 'pick4', drawTime: 'midday' })).toBe('Texas Daily 4 Day');
    expect(drawName({ state: 'NC', game: 'pick3', drawTime: 'midday' })).toBe('North Carolina Pick 3 Daytime');
    expect(drawName({ state: 'GA', game: 'pick3', drawTime: 'night' })).toBe('Georgia Cash 3 Night');
    expect(drawName({ state: 'MI', game: 'pick3', drawTime: 'evening' })).toBe('Michigan Daily 3 Evening');
    expect(GAMES.map((g) => STATES.TN.games[g])).toEqual(['Cash 3', 'Cash 4']);
  });

  it("gives each draw its instant in the state's zone, daylight saving included", () => {
    expect(at(drawnAtOf({ state: 'TX', drawDate: '2026-03-07', drawTime: 'evening' }))).toBe('2026-03-08T00:00:00.000Z');
    expect(at(drawnAtOf({ state: 'TX', drawDate: '2026-03-09', drawTime: 'evening' }))).toBe('2026-03-09T23:00:00.000Z');
    expect(at(drawnAtOf({ state: 'TX', drawDate: '2026-10-31', drawTime: 'morning' }))).toBe('2026-10-31T15:00:00.000Z');
    expect(at(drawnAtOf({ state: 'TX', drawDate: '2026-11-02', drawTime: 'morning' }))).toBe('2026-11-02T16:00:00.000Z');
    expect(at(drawnAtOf({ state: 'FL', drawDate: '2026-12-24', drawTime: 'evening' }))).toBe('2026-12-25T02:45:00.000Z');
  });

  it('turns a wall-clock time into an instant in any zone, on and around its changes', () => {
    expect(at(instantAt('2026-03-08', '03:30', 'America/New_York'))).toBe('2026-03-08T07:30:00.000Z');
    expect(at(instantAt('2026-03-08', '01:30', 'America/New_York'))).toBe('2026-03-08T06:30:00.000Z');
    expect(at(instantAt('2026-06-15', '12:00', 'Asia/Kolkata'))).toBe('2026-06-15T06:30:00.000Z');
    expect(at(instantAt('2026-10-25', '12:00', 'Europe/London'))).toBe('2026-10-25T12:00:00.000Z');
    expect(at(instantAt('2026-06-15', '12:00', 'UTC'))).toBe('2026-06-15T12:00:00.000Z');
    expect([weekdayOf('2026-06-14'), weekdayOf('2026-06-15'), weekdayOf('1969-12-31'), weekdayOf('2000-02-29'), weekdayOf('0050-01-01')]).toEqual([0, 1, 3, 2, 6]);
    expect(at(instantAt('0050-01-01', '12:00', 'UTC'))).toBe('0050-01-01T12:00:00.000Z');
  });

  it('keys a number by its digits in order', () => {
    expect([boxKey('740'), boxKey('047'), boxKey('1000'), boxKey('9090')]).toEqual(['047', '047', '0001', '0099']);
  });

  it('checks a draw field by field, in the order a form shows them', () => {
    const ok = { state: ' tx ', game: 'Daily 4', drawDate: '2026-06-13', drawTime: 'Day', number: ' 0012 ' };
    expect(checkDraw(ok)).toEqual({ ok: true, draw: { state: 'TX', game: 'pick4', drawDate: '2026-06-13', drawTime: 'midday', number: '0012' } });
    expect(checkDraw({ ...ok, state: 'constructor' })).toMatchObject({ ok: false, field: 'state' });
    expect(checkDraw({ ...ok, game: '__proto__' })).toMatchObject({ ok: false, field: 'game' });
    expect(checkDraw({ ...ok, drawDate: '2026-06-14' })).toMatchObject({ ok: false, field: 'drawTime' });
    expect(checkDraw({ ...ok, number: '012' })).toMatchObject({ ok: false, field: 'number' });
  });
});

describe('the draws left in a day (a set published after the last draw can never hit)', () => {
  const ny = 'America/New_York';
  const t = (isoTime: string) => Date.parse(isoTime);
  it("finds the day's last draw of all seven states: Georgia's night draw, 23:34 New York time", () => {
    // A Tuesday: every state holds its draws.
    const last = lastDrawOfDay('2026-11-24', ny)!;
    expect(last).toMatchObject({ state: 'GA', drawTime: 'night', drawDate: '2026-11-24' });
    expect(last.at).toBe(t('2026-11-24T23:34:00-05:00'));
  });

  it('says whether a draw is left before the end of a day', () => {
    expect(hasDrawLeft('2026-11-24', t('2026-11-24T23:33:00-05:00'), ny)).toBe(true);
    expect(hasDrawLeft('2026-11-24', t('2026-11-24T23:34:00-05:00'), ny)).toBe(false);
    expect(hasDrawLeft('2026-11-24', t('2026-11-24T23:47:00-05:00'), ny)).toBe(false);
    expect(hasDrawLeft('2026-11-25', t('2026-11-24T23:47:00-05:00'), ny)).toBe(true);
    // In Chicago's calendar the day ends an hour later: New York's 23:34 is 22:34 there.
    expect(hasDrawLeft('2026-11-24', t('2026-11-24T23:40:00-05:00'), 'America/Chicago')).toBe(false);
    expect(hasDrawLeft('2026-11-24', t('2026-11-24T23:20:00-05:00'), 'America/Chicago')).toBe(true);
  });

  it('lists draws between two instants, earliest first', () => {
    const draws = drawsBetween(t('2026-11-24T21:00:00-05:00'), t('2026-11-24T23:59:59-05:00'));
    expect(draws.map((d) => `${d.state} ${d.drawTime}`)).toEqual(['FL evening', 'TX night', 'NC evening', 'GA night']);
  });
});
