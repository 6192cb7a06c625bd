// The track record's figures as the page says them (docs/product.md, "The track record"): shares of
// the scored numbers that hit, each beside what pure chance gives for the same draws.
import type { HitFigures, HitKind, TrackRecordDto, TrackRecordWeekDto } from '@shared/hits';
import { STATE_CODES, stateName, stateOf } from '@shared/results';
import { formatMonthDay } from '../../lib/dates';
import { chanceBand } from './chance-band';

export const KIND_NAMES: Record<HitKind, string> = { straight: 'Straight', box: 'Box' };

/** "12.3%"; shares under 1% keep two decimals ("0.42%") so chance's small figures still read. */
export function formatShare(share: number): string {
  const pct = share * 100;
  if (pct === 0) return '0%';
  return `${pct.toFixed(pct < 1 ? 2 : 1)}%`;
}

/** An expected count: "3.4"; under one, two significant digits ("0.054", "0.0012"); whole counts stay whole. */
export function formatExpected(count: number): string {
  if (Number.isInteger(count)) return String(count);
  return count < 1 ? String(Number(count.toPrecision(2))) : count.toFixed(1);
}

/** A chance as people say odds, to one figure: 0.0286 is "about 3 in 100", 0.5 "about 5 in 10". */
export function oddsText(p: number): string {
  let space = 10;
  while (Math.round(p * space) < 1 && space < 1e9) space *= 10;
  return `about ${Math.round(p * space)} in ${space.toLocaleString('en-US')}`;
}

/**
 * What pure chance gives for `expected` hits (or numbers hit), as a person says it: "pure chance
 * would give about 4.2"; under one, the odds of any at all ("about 3 in 100"), since "0.029 would
 * have" is no number anyone counts in. Rare independent hits: the odds of at least one are 1 − e^−expected.
 */
export function byChance(expected: number): string {
  if (expected <= 0) return 'pure chance would give none';
  if (expected >= 1) return `pure chance would give about ${formatExpected(expected)}`;
  return `by pure chance, the odds of even one were ${oddsText(1 - Math.exp(-expected))}`;
}

export type Verdict = 'above' | 'within' | 'below';

/** Where an actual count falls against the range pure chance gives for its expected count. */
export function verdictOf(actual: number, expected: number): Verdict {
  const { low, high } = chanceBand(expected);
  return actual > high ? 'above' : actual < low ? 'below' : 'within';
}

export const VERDICT_TEXT: Record<Verdict, string> = {
  above: 'Above the range pure chance gives: numbers picked at random do this well less than 1 time in 40.',
  within: 'Within the range pure chance gives: numbers picked at random often do as well.',
  below: 'Below the range pure chance gives: numbers picked at random do this badly less than 1 time in 40.',
};

export interface KindSummary {
  kind: HitKind;
  /** Share of the numbers with at least one hit of this kind, and the share chance gives. */
  share: number;
  chanceShare: number;
  numbersHit: number;
  expectedNumbersHit: number;
  /** (number, draw) hits, and the hits chance gives. */
  hits: number;
  expectedHits: number;
  verdict: Verdict;
}

export function kindSummary(kind: HitKind, f: HitFigures, numbers: number): KindSummary {
  return {
    kind,
    share: numbers ? f.numbersHit / numbers : 0,
    chanceShare: numbers ? f.expectedNumbersHit / numbers : 0,
    numbersHit: f.numbersHit,
    expectedNumbersHit: f.expectedNumbersHit,
    hits: f.hits,
    expectedHits: f.expectedHits,
    verdict: verdictOf(f.numbersHit, f.expectedNumbersHit),
  };
}

export function summaries(record: Pick<TrackRecordDto, 'numbers' | 'straight' | 'box'>): KindSummary[] {
  return (['straight', 'box'] as const).map((k) => kindSummary(k, record[k], record.numbers));
}

export interface StateRow {
  state: string;
  name: string;
  straight: HitFigures;
  box: HitFigures;
}

/**
 * The per-state figures in the order of the states in docs/product.md, "The draw table", by their
 * names.
 */
export function stateRows(record: Pick<TrackRecordDto, 'byState'>): StateRow[] {
  const order: readonly string[] = STATE_CODES;
  const rank = (s: string) => (order.includes(s) ? order.indexOf(s) : order.length);
  return [...record.byState]
    .sort((a, b) => rank(a.state) - rank(b.state) || a.state.localeCompare(b.state))
    .map((s) => {
      const code = stateOf(s.state);
      return { ...s, name: code ? stateName(code) : s.state };
    });
}

export interface WeekPoint {
  /** "Nov 23": the week's Monday. */
  label: string;
  numbers: number;
  /** Shares in percent; null for a week with no scored numbers (a gap in the chart). */
  rate: number | null;
  expected: number | null;
  low: number | null;
  high: number | null;
}

/** The chart's points for one kind: the week's share of numbers that hit, and chance's share and range. */
export function weekPoints(weeks: readonly TrackRecordWeekDto[], kind: HitKind): WeekPoint[] {
  return weeks.map((w) => {
    const label = formatMonthDay(w.weekStart);
    if (w.numbers === 0) return { label, numbers: 0, rate: null, expected: null, low: null, high: null };
    const f = w[kind];
    const band = chanceBand(f.expectedNumbersHit);
    const pct = (count: number) => (100 * count) / w.numbers;
    return { label, numbers: w.numbers, rate: pct(f.numbersHit), expected: pct(f.expectedNumbersHit), low: pct(band.low), high: pct(band.high) };
  });
}
