import { describe, expect, it } from 'vitest';
import type { DrawSlotDto, ResultDto } from '@shared/results';
import { dayCards, hasStoredNumber, latestCards, latestCell, scheduleOf } from './draw-cells';

const result = (over: Partial<ResultDto>): ResultDto => ({
  _id: '1',
  state: 'TX',
  game: 'pick3',
  drawDate: '2026-06-13',
  drawTime: 'morning',
  number: '047',
  drawnAt: '2026-06-13T15:00:00.000Z',
  ...over,
});

// Texas morning, 10:00 Central (15:00 UTC in summer); Monday 2026-06-15.
const slot = (over: Partial<DrawSlotDto>): DrawSlotDto => ({
  state: 'TX',
  game: 'pick3',
  drawTime: 'morning',
  result: null,
  lastDraw: { drawDate: '2026-06-13', drawnAt: '2026-06-13T15:00:00.000Z' },
  nextDraw: { drawDate: '2026-06-15', drawnAt: '2026-06-15T15:00:00.000Z' },
  ...over,
});
const mondayAt = (utc: string) => Date.parse(`2026-06-15T${utc}Z`);

describe('latestCell', () => {
  it("shows today's draw time, never a blank, while it is still to come, with the last number beside it", () => {
    const last = result({});
    expect(latestCell(slot({ result: last }), mondayAt('14:00:00'))).toEqual({ kind: 'upcoming', at: '10:00 CT', previous: last });
    expect(latestCell(slot({}), mondayAt('14:00:00'))).toEqual({ kind: 'upcoming', at: '10:00 CT', previous: null });
  });

  it('shows the number once the latest scheduled draw is stored', () => {
    const r = result({ drawDate: '2026-06-15' });
    const drawn = slot({
      result: r,
      lastDraw: { drawDate: '2026-06-15', drawnAt: '2026-06-15T15:00:00.000Z' },
      nextDraw: { drawDate: '2026-06-16', drawnAt: '2026-06-16T15:00:00.000Z' },
    });
    expect(latestCell(drawn, mondayAt('16:00:00'))).toEqual({ kind: 'result', result: r });
  });

  it('says a draw that has happened is awaited while its number is not in', () => {
    const old = result({ drawDate: '2026-06-13' });
    const drawn = slot({
      result: old,
      lastDraw: { drawDate: '2026-06-15', drawnAt: '2026-06-15T15:00:00.000Z' },
      nextDraw: { drawDate: '2026-06-16', drawnAt: '2026-06-16T15:00:00.000Z' },
    });
    expect(latestCell(drawn, mondayAt('16:00:00'))).toEqual({ kind: 'awaited', drawDate: '2026-06-15', previous: old });
  });

  it('reads a copy saved before its next draw as that draw having happened since (offline, a day later)', () => {
    const saved = slot({ result: result({ drawDate: '2026-06-13' }) });
    expect(latestCell(saved, mondayAt('20:00:00'))).toMatchObject({ kind: 'awaited', drawDate: '2026-06-15' });
  });

  it('names the time on the state’s own clock: Eastern for Florida', () => {
    const fl = slot({ state: 'FL', drawTime: 'evening', nextDraw: { drawDate: '2026-06-15', drawnAt: '2026-06-16T01:45:00.000Z' } });
    expect(latestCell(fl, mondayAt('20:00:00'))).toMatchObject({ kind: 'upcoming', at: '21:45 ET' });
  });
});

describe('cards', () => {
  it("lists each state's own draw times and game names; a slot the answer lacks is no draw", () => {
    const [tx, nc] = latestCards([slot({})], ['TX', 'NC'], mondayAt('14:00:00'));
    expect(tx.rows.map((r) => r.label)).toEqual(['Morning', 'Day', 'Evening', 'Night']);
    expect(tx.games).toEqual({ pick3: 'Pick 3', pick4: 'Daily 4' });
    expect(tx.rows[0].cells.pick3.kind).toBe('upcoming');
    expect(tx.rows[0].cells.pick4).toEqual({ kind: 'not-held' });
    expect(nc.rows.map((r) => r.label)).toEqual(['Daytime', 'Evening']);
  });

  it("shows a picked day's numbers, what was not held, what is still to come and what is not in yet", () => {
    const r = result({ drawDate: '2026-06-15', drawTime: 'morning', number: '123' });
    const [tx] = dayCards([r], '2026-06-15', ['TX'], mondayAt('18:00:00'));
    expect(tx.rows[0].cells.pick3).toEqual({ kind: 'result', result: r });
    expect(tx.rows[0].cells.pick4).toEqual({ kind: 'awaited', drawDate: '2026-06-15', previous: null });
    // Day 12:27 CT has happened at 13:00 CT; evening 18:00 CT has not.
    expect(tx.rows[1].cells.pick3.kind).toBe('awaited');
    expect(tx.rows[2].cells.pick3).toEqual({ kind: 'upcoming', at: '18:00 CT', previous: null });
    const [sunday] = dayCards([], '2026-06-14', ['TX'], mondayAt('18:00:00'));
    expect(sunday.rows.every((row) => row.cells.pick3.kind === 'not-held' && row.cells.pick4.kind === 'not-held')).toBe(true);
  });
});

describe('states without a stored number (a fresh install showed 42 "coming soon" cells)', () => {
  it('tells the cards with a number from those without', () => {
    const [tx, ga] = latestCards([slot({ result: result({}) }), slot({ state: 'GA', drawTime: 'midday' })], ['TX', 'GA'], mondayAt('20:00:00'));
    expect(hasStoredNumber(tx)).toBe(true);
    expect(hasStoredNumber(ga)).toBe(false);
  });

  it("says each state's draws on its own clock, with the days of those not held daily", () => {
    expect(scheduleOf('TN')).toBe('Morning 09:28 Mon–Sat · Midday 12:28 Mon–Sat · Evening 18:28 (CT)');
    expect(scheduleOf('TX')).toBe('Morning 10:00 · Day 12:27 · Evening 18:00 · Night 22:12 (CT, Mon–Sat)');
    expect(scheduleOf('NC')).toBe('Daytime 15:00 · Evening 23:22 (ET)');
  });
});
