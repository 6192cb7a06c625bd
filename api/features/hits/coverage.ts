// Coverage (docs/product.md, "Coverage"): of the draws the draw table schedules inside the windows
// a record counts, how many have a stored result. Each game's windows are merged first, so a draw
// inside several windows counts once; a window is cut at `now` (a draw still to come is not a
// missing result).
import type { CoverageDto } from '@shared/coverage';
import type { ScoredGame } from '@shared/hits';
import { drawsBetween, type StateCode } from '@shared/results';
import type { ScoreWindow, ScoringDraws } from './scoring';

/** The windows of one game merged into disjoint (after, until] spans, earliest first. */
export function mergedSpans(windows: readonly ScoreWindow[], now: number): ScoreWindow[] {
  const cut = windows.map((w) => ({ after: w.after, until: Math.min(w.until, now) })).filter((w) => w.until > w.after);
  cut.sort((a, b) => a.after - b.after);
  const out: ScoreWindow[] = [];
  for (const w of cut) {
    const last = out[out.length - 1];
    if (last && w.after <= last.until) last.until = Math.max(last.until, w.until);
    else out.push({ ...w });
  }
  return out;
}

export async function coverageOf(
  draws: ScoringDraws,
  windows: readonly { game: ScoredGame; window: ScoreWindow }[],
  states: readonly StateCode[],
  now: number,
): Promise<CoverageDto> {
  const counted = new Set<string>(states);
  const spans: [string, number, number][] = [];
  // Both games are drawn at every draw of the table, and their numbers mostly share windows: a
  // span's scheduled draws are counted once for both.
  const drawsIn = new Map<string, number>();
  let scheduled = 0;
  for (const game of ['pick3', 'pick4'] as const) {
    for (const span of mergedSpans(
      windows.filter((w) => w.game === game).map((w) => w.window),
      now,
    )) {
      spans.push([game, span.after, span.until]);
      const key = `${span.after} ${span.until}`;
      let n = drawsIn.get(key);
      if (n === undefined) drawsIn.set(key, (n = drawsBetween(span.after, span.until).filter((d) => counted.has(d.state)).length));
      scheduled += n;
    }
  }
  let stored = 0;
  if (spans.length > 0) for (const r of await draws.drawsByState(spans)) if (counted.has(r.state)) stored += r.n;
  return { scheduled, stored };
}
