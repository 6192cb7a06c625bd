import { describe, expect, it } from 'vitest';
import type { HitFigures, TrackRecordDto, TrackRecordWeekDto } from '@shared/hits';
import { byChance, formatExpected, formatShare, kindSummary, oddsText, stateRows, summaries, verdictOf, weekPoints } from './figures';
import { PERIODS, periodOf, periodRange } from './periods';

const figures = (numbersHit: number, hits: number, expectedNumbersHit: number, expectedHits: number): HitFigures => ({ numbersHit, hits, expectedNumbersHit, expectedHits });

describe('shares and counts as the page writes them', () => {
  it('keeps two decimals under 1% so chance still reads', () => {
    expect(formatShare(0)).toBe('0%');
    expect(formatShare(0.0042)).toBe('0.42%');
    expect(formatShare(0.123)).toBe('12.3%');
    expect(formatShare(1)).toBe('100.0%');
  });

  it('keeps whole counts whole', () => {
    expect(formatExpected(3)).toBe('3');
    expect(formatExpected(3.44)).toBe('3.4');
    expect(formatExpected(0.054)).toBe('0.054');
    expect(formatExpected(0.0012)).toBe('0.0012');
  });
});

describe('pure chance as a person says it ("by pure chance, 0.029 would have")', () => {
  it('says odds in words, to one figure', () => {
    expect(oddsText(0.0286)).toBe('about 3 in 100');
    expect(oddsText(0.5)).toBe('about 5 in 10');
    expect(oddsText(0.00042)).toBe('about 4 in 10,000');
  });

  it('says a count of one or more as a count, and less than one as the odds of any', () => {
    expect(byChance(4.24)).toBe('pure chance would give about 4.2');
    expect(byChance(1)).toBe('pure chance would give about 1');
    expect(byChance(0.029)).toBe('by pure chance, the odds of even one were about 3 in 100');
    expect(byChance(0)).toBe('pure chance would give none');
  });
});

describe('our numbers against pure chance', () => {
  it('divides by the scored numbers: numbersHit/numbers against expectedNumbersHit/numbers', () => {
    const s = kindSummary('straight', figures(8, 9, 2.5, 2.6), 200);
    expect(s.share).toBeCloseTo(0.04);
    expect(s.chanceShare).toBeCloseTo(0.0125);
    expect(s).toMatchObject({ hits: 9, expectedHits: 2.6, numbersHit: 8, expectedNumbersHit: 2.5 });
  });

  it('says above, within or below the range chance gives', () => {
    // Mean 2.5: chance gives 0 to 6 numbers 95 times in 100.
    expect(verdictOf(8, 2.5)).toBe('above');
    expect(verdictOf(3, 2.5)).toBe('within');
    expect(verdictOf(0, 2.5)).toBe('within');
    expect(verdictOf(60, 100)).toBe('below');
  });

  it('gives straight then box, and no share of nothing', () => {
    const record = { numbers: 0, straight: figures(0, 0, 0, 0), box: figures(0, 0, 0, 0) };
    expect(summaries(record).map((s) => [s.kind, s.share, s.chanceShare])).toEqual([
      ['straight', 0, 0],
      ['box', 0, 0],
    ]);
  });

  it("lists the states in the spec's order by their names", () => {
    const f = figures(0, 0, 0, 0);
    const rows = stateRows({
      byState: [
        { state: 'NC', straight: f, box: f },
        { state: 'TN', straight: f, box: f },
        { state: 'GA', straight: f, box: f },
      ],
    } as TrackRecordDto);
    expect(rows.map((r) => r.name)).toEqual(['Tennessee', 'Georgia', 'North Carolina']);
  });
});

describe('the weekly chart', () => {
  const week = (weekStart: string, numbers: number, straight: HitFigures): TrackRecordWeekDto => ({ weekStart, numbers, draws: numbers * 10, straight, box: figures(0, 0, 0, 0) });

  it("plots each week's share in percent with chance's share and range", () => {
    const [p] = weekPoints([week('2026-11-16', 200, figures(6, 6, 2.5, 2.5))], 'straight');
    expect(p).toMatchObject({ label: 'Nov 16', numbers: 200, rate: 3, expected: 1.25, low: 0 });
    // 6 numbers of 200 for the band's upper end, mean 2.5.
    expect(p.high).toBe(3);
  });

  it('leaves a gap for a week with no scored numbers', () => {
    expect(weekPoints([week('2026-11-23', 0, figures(0, 0, 0, 0))], 'straight')[0]).toEqual({ label: 'Nov 23', numbers: 0, rate: null, expected: null, low: null, high: null });
  });
});

describe('the periods', () => {
  it('end today and hold 30, 90 or 365 days', () => {
    expect(PERIODS.map((p) => p.label)).toEqual(['30 days', '90 days', '1 year']);
    expect(PERIODS.map((p) => p.heading)).toEqual(['The last 30 days', 'The last 90 days', 'The last year']);
    expect(periodRange(periodOf('30d'), '2026-11-24')).toEqual({ from: '2026-10-26', to: '2026-11-24' });
    expect(periodRange(periodOf('90d'), '2026-11-24')).toEqual({ from: '2026-08-27', to: '2026-11-24' });
    expect(periodRange(periodOf('1y'), '2026-11-24')).toEqual({ from: '2025-11-25', to: '2026-11-24' });
  });

  it('falls back to 30 days for an address naming none or another', () => {
    expect(periodOf(null).id).toBe('30d');
    expect(periodOf('5y').id).toBe('30d');
  });
});
