import { describe, expect, it } from 'vitest';
import type { HitDto } from '@shared/hits';
import type { PairDto } from '@shared/predictions';
import {
  batchHitCount,
  batchHitLine,
  drawnLabel,
  hitDrawLabel,
  hitLabel,
  hitsOf,
  officialResultPath,
  otherStatesLabel,
  setDrawsLabel,
  splitByStates,
  validThroughLabel,
} from './hit-labels';

const hit = (over: Partial<HitDto>): HitDto => ({
  number: '047',
  state: 'TX',
  game: 'pick3',
  drawDate: '2026-11-23',
  drawTime: 'evening',
  kind: 'straight',
  drawn: '047',
  ...over,
});
const pair = (number1: string, number2: string, hits: HitDto[] = [], priority = 1): PairDto => ({ number1, number2, priority, hits });

describe('a hit as the badge says it', () => {
  it('says the number drawn for a box hit only, and links to the stored official results of its state and day', () => {
    expect(drawnLabel(hit({ number: '1234', kind: 'box', drawn: '2143' }))).toBe('drawn 2143');
    expect(drawnLabel(hit({ kind: 'straight', drawn: '047' }))).toBe('');
    // A copy saved offline before hits carried the number drawn.
    expect(drawnLabel({ kind: 'box' } as HitDto)).toBe('');
    expect(officialResultPath(hit({ state: 'MI', drawDate: '2025-07-29' }))).toBe('/results?state=MI&date=2025-07-29');
  });

  it('names the state, the draw and its day', () => {
    expect(hitDrawLabel(hit({}))).toBe('Texas Evening, Nov 23');
    expect(hitDrawLabel(hit({ state: 'NC', drawTime: 'evening', drawDate: '2026-01-02' }))).toBe('North Carolina Evening, Jan 2');
  });

  it("uses the state's own name of the draw time", () => {
    expect(hitDrawLabel(hit({ drawTime: 'midday' }))).toBe('Texas Day, Nov 23');
    expect(hitDrawLabel(hit({ state: 'NC', drawTime: 'midday' }))).toBe('North Carolina Daytime, Nov 23');
    expect(hitDrawLabel(hit({ state: 'GA', drawTime: 'night' }))).toBe('Georgia Night, Nov 23');
  });

  it('says the kind in words, not by colour alone', () => {
    expect(hitLabel(hit({}))).toBe('Straight hit, Texas Evening, Nov 23');
    expect(hitLabel(hit({ kind: 'box', state: 'FL', drawTime: 'midday' }))).toBe('Box hit, Florida Midday, Nov 23');
  });

  it('shows a state it does not know as it came', () => {
    expect(hitDrawLabel(hit({ state: 'ZZ' }))).toBe('ZZ Evening, Nov 23');
  });
});

describe('the hits of one number of a pair', () => {
  it('keeps that number only, straight first, then by day and state', () => {
    const p = pair('047', '123', [
      hit({ kind: 'box', drawDate: '2026-11-22', state: 'OH' }),
      hit({ number: '123', kind: 'box' }),
      hit({ kind: 'straight', drawDate: '2026-11-24' }),
      hit({ kind: 'box', drawDate: '2026-11-22', state: 'GA' }),
    ]);
    expect(hitsOf(p, '047').map((h) => `${h.kind} ${h.drawDate} ${h.state}`)).toEqual(['straight 2026-11-24 TX', 'box 2026-11-22 GA', 'box 2026-11-22 OH']);
    expect(hitsOf(p, '123')).toHaveLength(1);
    expect(hitsOf(p, '999')).toEqual([]);
  });

  it('reads a pair saved offline before hits existed as having none', () => {
    expect(hitsOf({}, '047')).toEqual([]);
  });
});

describe("a batch's score", () => {
  it('counts each number occurrence once, however many draws it hit', () => {
    const batch = {
      predictions: [pair('047', '123', [hit({}), hit({ kind: 'box' })]), pair('555', '047', [hit({})], 2)],
      alternatives: [pair('0099', '1234', [hit({ number: '1234', game: 'pick4' })])],
    };
    // 047 (twice, in two pairs) and 1234 hit; 123, 555 and 0099 did not.
    expect(batchHitCount(batch)).toEqual({ hit: 3, total: 6 });
    expect(batchHitLine(batch)).toBe('3 of 6 numbers hit');
  });

  it('says none and the singular plainly', () => {
    expect(batchHitLine({ predictions: [pair('047', '123')], alternatives: [] })).toBe('0 of 2 numbers hit');
    expect(batchHitLine({ predictions: [pair('047', '', [hit({})])], alternatives: [] })).toBe('1 of 1 number hit');
  });

  it('says the batch awaits its draws until one of its window is stored, and that it was not scored once the window ended without one', () => {
    const batch = { predictions: [pair('047', '123')], alternatives: [], validThrough: '2026-11-25' };
    expect(batchHitLine({ ...batch, awaitingDraws: true }, '2026-11-25')).toBe('Awaiting draws');
    expect(batchHitLine({ ...batch, awaitingDraws: true }, '2026-11-26')).toBe('Not scored: no draw results in its window');
    expect(batchHitLine({ ...batch, awaitingDraws: false }, '2026-11-26')).toBe('0 of 2 numbers hit');
  });

  it('leaves out numbers no game scores: they could never hit', () => {
    const batch = { predictions: [pair('047', '55', [hit({})]), pair('12345', '1'), pair('0123', '999')], alternatives: [] };
    expect(batchHitCount(batch)).toEqual({ hit: 1, total: 3 });
    expect(batchHitLine(batch)).toBe('1 of 3 numbers hit');
  });

  it('says the last day of the window', () => {
    expect(validThroughLabel({ validThrough: '2026-11-30' })).toBe('Valid through Nov 30');
    expect(validThroughLabel({ validThrough: undefined as unknown as string })).toBe('');
  });
});

describe('hits by followed state', () => {
  it('puts the hits of followed states first and counts the others, which fold', () => {
    const hits = [hit({ state: 'TX' }), hit({ state: 'OH' }), hit({ state: 'GA', kind: 'box' }), hit({ state: 'TX', drawTime: 'night' })];
    const { mine, others } = splitByStates(hits, ['TX', 'GA']);
    expect(mine.map((h) => `${h.state} ${h.drawTime}`)).toEqual(['TX evening', 'GA evening', 'TX night']);
    expect(others.map((h) => h.state)).toEqual(['OH']);
    expect(splitByStates(hits, ['TN', 'TX', 'GA', 'OH', 'MI', 'FL', 'NC']).others).toEqual([]);
    expect(otherStatesLabel(1)).toBe('1 hit in another state');
    expect(otherStatesLabel(3)).toBe('3 hits in other states');
  });
});

describe('which draws a set is for', () => {
  it("names the seven states, each game by the states' own names, and the window's last day", () => {
    const states = 'Tennessee, Texas, Georgia, Ohio, Michigan, Florida, and North Carolina';
    expect(setDrawsLabel({ predictions: [pair('047', '1234')], alternatives: [pair('555', '')], validThrough: '2026-11-30', date: '2026-11-28' })).toBe(
      `For the draws of all seven states (${states}): each 3-digit number on Pick 3 (Cash 3 in Tennessee and Georgia, Daily 3 in Michigan) and each 4-digit number on Pick 4 (Cash 4 in Tennessee and Georgia, Daily 4 in Texas and Michigan), from its publication to the end of Nov 30.`,
    );
    // Only 3-digit numbers: the Pick 3 draws alone; a copy without validThrough ends with its day.
    expect(setDrawsLabel({ predictions: [pair('047', '123')], alternatives: [], validThrough: '', date: '2026-11-28' })).toBe(
      `For the draws of all seven states (${states}): each 3-digit number on Pick 3 (Cash 3 in Tennessee and Georgia, Daily 3 in Michigan), from its publication to the end of Nov 28.`,
    );
  });
});
