// The track record in money (docs/product.md, "The money"), apart from the database: a $1 straight
// and a $1 box play of every scored number on every stored draw of its window in the chosen states,
// paid by each state's own prize table (shared/prizes.ts). Sums are kept in whole cents, so a prize
// with cents adds up exactly; chance's expectation is rounded to the cent at the end.
import { gameOfNumber, orderings } from '@shared/hits';
import type { MoneyByPlayDto, MoneyDto, MoneyFigures, PrizeTableDto } from '@shared/money';
import { playTerms, type MoneyPlay } from '@shared/plays';
import { PRIZES } from '@shared/prizes';
import type { StateCode } from '@shared/results';
import type { ScoredNumber } from './track-record';

interface Cents {
  plays: number;
  cost: number;
  won: number;
  expected: number;
}

const zero = (): Cents => ({ plays: 0, cost: 0, won: 0, expected: 0 });
const cents = (dollars: number) => Math.round(dollars * 100);

function figures(c: Cents): MoneyFigures {
  return { plays: c.plays, cost: c.cost / 100, won: c.won / 100, net: (c.won - c.cost) / 100, expectedWon: Math.round(c.expected) / 100 };
}

type Sums = { straight: Cents; box: Cents };

/** Adds `checks` plays of `number` in `state`, with its hits there, to `sums`. */
function play(sums: Sums, number: string, state: StateCode, checks: number, hits: readonly { kind: string }[]) {
  const game = gameOfNumber(number)!;
  const table = PRIZES[state][game];
  const space = 10 ** number.length;
  const straight = cents(table.straight);
  sums.straight.plays += checks;
  sums.straight.cost += 100 * checks;
  sums.straight.won += straight * hits.filter((h) => h.kind === 'straight').length;
  sums.straight.expected += (checks * straight) / space;
  const k = orderings(number);
  // All digits equal: no box play.
  if (k === 1) return;
  const box = cents(table.box[k]);
  sums.box.plays += checks;
  sums.box.cost += 100 * checks;
  // A box play wins on any order of its digits, the drawn order included: every hit pays it.
  sums.box.won += box * hits.length;
  sums.box.expected += (checks * box * k) / space;
}

export function moneyOf(numbers: readonly ScoredNumber[], states: readonly StateCode[]): Pick<MoneyDto, 'straight' | 'box' | 'byState'> {
  const total: Sums = { straight: zero(), box: zero() };
  const byState = new Map<StateCode, Sums>();
  const chosen = new Set<string>(states);
  for (const n of numbers) {
    for (const [state, checks] of n.checksByState) {
      if (checks <= 0 || !chosen.has(state)) continue;
      const code = state as StateCode;
      const hits = n.hits.length === 0 ? n.hits : n.hits.filter((h) => h.state === state);
      let own = byState.get(code);
      if (!own) byState.set(code, (own = { straight: zero(), box: zero() }));
      play(own, n.number, code, checks, hits);
      play(total, n.number, code, checks, hits);
    }
  }
  return {
    straight: figures(total.straight),
    box: figures(total.box),
    byState: [...byState].sort(([a], [b]) => a.localeCompare(b)).map(([state, s]) => ({ state, straight: figures(s.straight), box: figures(s.box) })),
  };
}

/** A scored number with every stored draw of its window (the states and numbers drawn). */
export interface NumberWithDraws {
  number: string;
  checksByState: ReadonlyMap<string, number>;
  draws: readonly { state: string; number: string }[];
}

/**
 * One play of every number on every draw of its window in the states counted, at each state's own
 * stakes and prizes (shared/plays.ts); a number the play has no terms for (another game, all digits
 * equal for a box-like play) is left out.
 */
export function moneyByPlayOf(numbers: readonly NumberWithDraws[], counted: readonly StateCode[], play: MoneyPlay): Pick<MoneyByPlayDto, keyof MoneyFigures | 'byState'> {
  const total = zero();
  const byState = new Map<StateCode, Cents>();
  const chosen = new Set<string>(counted);
  for (const n of numbers) {
    for (const [state, checks] of n.checksByState) {
      if (checks <= 0 || !chosen.has(state)) continue;
      const code = state as StateCode;
      const terms = playTerms(play, n.number, code);
      if (!terms) continue;
      let won = 0;
      for (const d of n.draws) if (d.state === state) won += terms.wonCents(d.number);
      let own = byState.get(code);
      if (!own) byState.set(code, (own = zero()));
      for (const c of [own, total]) {
        c.plays += checks;
        c.cost += checks * terms.costCents;
        c.won += won;
        c.expected += checks * terms.expectedCents;
      }
    }
  }
  return {
    ...figures(total),
    byState: [...byState].sort(([a], [b]) => a.localeCompare(b)).map(([state, c]) => ({ state, ...figures(c) })),
  };
}

/** The prize tables of `states`, as answered. */
export function prizeTables(states: readonly StateCode[]): PrizeTableDto[] {
  return states.flatMap((state) =>
    (['pick3', 'pick4'] as const).map((game) => {
      const t = PRIZES[state][game];
      return { state, game, straight: t.straight, box: Object.fromEntries(Object.entries(t.box)), source: t.source, date: t.read, common: t.common.map(String) };
    }),
  );
}
