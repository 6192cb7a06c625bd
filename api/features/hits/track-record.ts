// The track record's arithmetic (docs/product.md, "The track record"), apart from the database:
// given each scored number's checks (how many draws of each state it was checked against) and its
// hits, the figures actual and by pure chance.
import { chanceOf, type HitFigures, type HitKind, type TrackRecordDto } from '@shared/hits';

/** One scored number (an occurrence in a pair) whose window held at least one stored draw. */
export interface ScoredNumber {
  number: string;
  /** Draws it was checked against, per state. */
  checksByState: ReadonlyMap<string, number>;
  /** Its hits, one per (number, draw). */
  hits: readonly { state: string; kind: HitKind }[];
}

type Figures = Omit<TrackRecordDto, 'from' | 'to' | 'coverage' | 'withdrawn'>;

const empty = (): HitFigures => ({ numbersHit: 0, hits: 0, expectedHits: 0, expectedNumbersHit: 0 });

/** Adds one number's checks (in one state, or all of them) to straight and box figures. */
function add(figures: { straight: HitFigures; box: HitFigures }, chance: { straight: number; box: number }, checks: number, hits: readonly { kind: HitKind }[]) {
  for (const kind of ['straight', 'box'] as const) {
    const f = figures[kind];
    const own = hits.length === 0 ? 0 : hits.filter((h) => h.kind === kind).length;
    f.hits += own;
    if (own > 0) f.numbersHit += 1;
    f.expectedHits += checks * chance[kind];
    f.expectedNumbersHit += 1 - (1 - chance[kind]) ** checks;
  }
}

export function summarize(numbers: readonly ScoredNumber[]): Figures {
  const total = { numbers: 0, draws: 0, straight: empty(), box: empty() };
  const states = new Map<string, { straight: HitFigures; box: HitFigures }>();
  // A year holds some 11,000 numbers and most of them never hit: the chance is worked out once
  // per distinct number and a number without hits skips the per-state filtering.
  const chances = new Map<string, { straight: number; box: number }>();
  for (const n of numbers) {
    let chance = chances.get(n.number);
    if (!chance) chances.set(n.number, (chance = chanceOf(n.number)));
    let checks = 0;
    for (const [state, count] of n.checksByState) {
      if (count <= 0) continue;
      checks += count;
      let figures = states.get(state);
      if (!figures) states.set(state, (figures = { straight: empty(), box: empty() }));
      add(figures, chance, count, n.hits.length === 0 ? n.hits : n.hits.filter((h) => h.state === state));
    }
    if (checks === 0) continue;
    total.numbers += 1;
    total.draws += checks;
    add(total, chance, checks, n.hits);
  }
  const byState = [...states].sort(([a], [b]) => a.localeCompare(b)).map(([state, f]) => ({ state, ...f }));
  return { ...total, byState };
}
