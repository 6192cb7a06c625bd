// The lab (docs/product.md, "The lab"): a method replayed over stored history, every day of a
// range, Morning and Evening, as if each set had been published before that day's first draw and
// valid that day, scored as published sets are (the hits feature's own sums), beside the control on
// the same days. One read of the results and one walk through them, whatever the years: the sets
// come from a walk that only moves forward (shared/methods.ts) and each day's draws from the same
// sorted list, never a query per day (bench/methods.ts measures it against the read alone).
import { createHash } from 'node:crypto';
import type { Deps } from '../../platform/deps';
import { addDays, endOfDay, startOfDay } from '@shared/calendar';
import { boxKey } from '@shared/hits';
import { createHistoryWalk, type LabDto, type LabFigures, type MethodId, type MethodNumbers, type PastDraw } from '@shared/methods';
import type { StateCode } from '@shared/results';
import { moneyOf, summarize, type ScoredNumber } from '../hits';
import { readDraws } from '../results';

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A draw of a window with its box key, worked out once for every number scored on it. */
export interface KeyedDraw extends PastDraw {
  key: string;
}

export const keyed = (draws: readonly PastDraw[]): KeyedDraw[] => draws.map((d) => ({ ...d, key: boxKey(d.number) }));

/**
 * One number of a set scored against the draws of its window (§10): its checks by state and its
 * hits, straight (the same digits in order) or box (the same digits in another order), as hitKind.
 */
function scoreNumber(number: string, draws: readonly KeyedDraw[]): ScoredNumber | null {
  const game = number.length === 3 ? 'pick3' : 'pick4';
  const key = boxKey(number);
  const checksByState = new Map<string, number>();
  const hits: { state: string; kind: 'straight' | 'box' }[] = [];
  for (const d of draws) {
    if (d.game !== game) continue;
    checksByState.set(d.state, (checksByState.get(d.state) ?? 0) + 1);
    if (d.number === number) hits.push({ state: d.state, kind: 'straight' });
    else if (d.key === key) hits.push({ state: d.state, kind: 'box' });
  }
  return checksByState.size === 0 ? null : { number, checksByState, hits };
}

/** A set's scored numbers: number1 and number2 of each pair (each occurrence counted, §10). */
export function scoreSet(numbers: MethodNumbers, pairs: number, draws: readonly KeyedDraw[]): ScoredNumber[] {
  const out: ScoredNumber[] = [];
  for (let i = 0; i < pairs; i++) {
    for (const n of [numbers.pick3[i], numbers.pick4[i]]) {
      const scored = scoreNumber(n, draws);
      if (scored) out.push(scored);
    }
  }
  return out;
}

const toCents = (dollars: number) => Math.round(dollars * 100);

/** The lab's figures of a list of scored numbers: the track record's counts and the money's straight and box plays together. */
export function labFigures(sets: number, numbers: readonly ScoredNumber[], states: readonly StateCode[]): LabFigures {
  const counts = summarize(numbers);
  const money = moneyOf(numbers, states);
  const sum = (f: (m: typeof money.straight) => number) => (toCents(f(money.straight)) + toCents(f(money.box))) / 100;
  return {
    sets,
    plays: counts.draws,
    straight: { hits: counts.straight.hits, expected: counts.straight.expectedHits },
    box: { hits: counts.box.hits, expected: counts.box.expectedHits },
    money: { cost: sum((m) => m.cost), won: sum((m) => m.won), net: sum((m) => m.net), expectedWon: sum((m) => m.expectedWon) },
  };
}

export interface LabAsk {
  method: MethodId;
  states: StateCode[];
  from: string;
  to: string;
  pairs: number;
}

/** The lab's answer over draws already read (the bench times this apart from the read). */
export function replay(ask: LabAsk, draws: readonly PastDraw[], timeZone: string): LabDto {
  const walk = createHistoryWalk(draws, ask.states);
  const chosen = new Set<string>(ask.states);
  const own: ScoredNumber[] = [];
  const control: ScoredNumber[] = [];
  let sets = 0;
  let next = 0;
  for (let day = ask.from; day <= ask.to; day = addDays(day, 1)) {
    const start = startOfDay(day, timeZone);
    const end = endOfDay(day, timeZone);
    // The day's draws (its window), from the same sorted list.
    while (next < draws.length && draws[next].drawnAt < start) next++;
    const window: PastDraw[] = [];
    for (let i = next; i < draws.length && draws[i].drawnAt <= end; i++) if (chosen.has(draws[i].state)) window.push(draws[i]);
    const today = keyed(window);
    // Published before the day's first draw: only the draws before the day are known.
    let made: MethodNumbers | { problem: string } | undefined;
    for (const timeOfDay of ['Morning', 'Evening'] as const) {
      const setAsk = { date: day, timeOfDay, count: ask.pairs };
      // Every method but the control reads only the draws, the same for both times of day.
      const numbers = ask.method === 'control' || !made ? walk.make(ask.method, start, setAsk, sha256Hex) : made;
      made = numbers;
      if ('problem' in numbers) continue;
      sets++;
      own.push(...scoreSet(numbers, ask.pairs, today));
      const baseline = ask.method === 'control' ? numbers : walk.make('control', start, setAsk, sha256Hex);
      if (!('problem' in baseline)) control.push(...scoreSet(baseline, ask.pairs, today));
    }
  }
  return {
    method: ask.method,
    states: ask.states,
    from: ask.from,
    to: ask.to,
    ...labFigures(sets, own, ask.states),
    control: labFigures(sets, control, ask.states),
  };
}

export function createLab(deps: Pick<Deps, 'db' | 'config'>) {
  return {
    async run(ask: LabAsk): Promise<LabDto> {
      const draws = await readDraws(deps.db, ask.states, endOfDay(ask.to, deps.config.timeZone));
      return replay(ask, draws, deps.config.timeZone);
    },
  };
}
