// How a hit and a batch's score read on the pages (docs/product.md, "Hits and the track record"): a
// badge never relies on colour alone, so the kind is said in words with the state, the draw and its
// day.
import type { HitDto, HitKind } from '@shared/hits';
import type { PredictionBatchDto } from '@shared/predictions';
import { validThroughOf } from '@shared/prediction-window';
import { DRAW_TIME_NAMES, GAME_DIGITS, GAMES, STATES, stateOf, type DrawTime, type Game, type StateCode, type StateInfo } from '@shared/results';
import { formatMonthDay, todayDay } from './dates';

export const HIT_KIND_LABELS: Record<HitKind, string> = { straight: 'Straight hit', box: 'Box hit' };

/** "Texas Evening, Nov 23", with the state's own name of the draw time ("Texas Day"). */
export function hitDrawLabel(hit: Pick<HitDto, 'state' | 'drawTime' | 'drawDate'>): string {
  const code = stateOf(hit.state);
  const info: StateInfo | undefined = code && STATES[code];
  const time = hit.drawTime as DrawTime;
  const timeName = info?.draws[time]?.localName ?? DRAW_TIME_NAMES[time] ?? hit.drawTime;
  return `${info?.name ?? hit.state} ${timeName}, ${formatMonthDay(hit.drawDate)}`;
}

/** "Straight hit, Texas Evening, Nov 23": the whole badge as one sentence, for screen readers. */
export function hitLabel(hit: HitDto): string {
  return `${HIT_KIND_LABELS[hit.kind]}, ${hitDrawLabel(hit)}`;
}

/**
 * "drawn 740" for a box hit, whose drawn number differs from the one predicted; nothing for a
 * straight hit (the same number) or a copy saved offline before hits carried `drawn`.
 */
export function drawnLabel(hit: Pick<HitDto, 'kind' | 'drawn'>): string {
  return hit.kind === 'box' && hit.drawn ? `drawn ${hit.drawn}` : '';
}

/** The stored official results of the hit's state on its draw day: /results?state=TX&date=2026-11-23. */
export function officialResultPath(hit: Pick<HitDto, 'state' | 'drawDate'>): string {
  return `/results?${new URLSearchParams({ state: hit.state, date: hit.drawDate })}`;
}

/**
 * The pair's hits of one of its numbers, straight first, then by draw. A copy saved offline
 * before hits existed has none: it reads as no hits until the next answer replaces it.
 */
export function hitsOf(pair: { hits?: readonly HitDto[] }, number: string): HitDto[] {
  return (pair.hits ?? [])
    .filter((h) => h.number === number)
    .sort((a, b) => (a.kind === b.kind ? a.drawDate.localeCompare(b.drawDate) || a.state.localeCompare(b.state) : a.kind === 'straight' ? -1 : 1));
}

/**
 * A number's hits in the states the reader follows, and the others (folded on the predictions
 * pages, docs/product.md, "Followed states and result pushes").
 */
export function splitByStates(hits: readonly HitDto[], followed: readonly StateCode[]): { mine: HitDto[]; others: HitDto[] } {
  const mine: HitDto[] = [];
  const others: HitDto[] = [];
  for (const h of hits) (followed.includes(h.state as StateCode) ? mine : others).push(h);
  return { mine, others };
}

/** "3 hits in other states"; "1 hit in another state". */
export const otherStatesLabel = (count: number) => (count === 1 ? '1 hit in another state' : `${count} hits in other states`);

/**
 * Whether a game scores the number: the digits of a Pick 3 or Pick 4 number. Said with the draw
 * table's games, not @shared/hits' gameOfNumber: that module holds zod, which the subscriber's
 * pages must not wait for (e2e/bundle.spec.ts).
 */
const isScored = (n: string) => /^\d+$/.test(n) && Object.values(GAME_DIGITS).includes(n.length);

/**
 * The batch's scored numbers (each occurrence, as the track record counts them) and how many of
 * them hit. A number no game scores (saved before publishing took only 3 or 4 digits) could never
 * hit: counting it would make a miss of it.
 */
export function batchHitCount(batch: Pick<PredictionBatchDto, 'predictions' | 'alternatives'>): { hit: number; total: number } {
  let hit = 0;
  let total = 0;
  for (const pair of [...batch.predictions, ...batch.alternatives]) {
    for (const n of [pair.number1, pair.number2]) {
      if (!isScored(n)) continue;
      total += 1;
      if (hitsOf(pair, n).length > 0) hit += 1;
    }
  }
  return { hit, total };
}

/** Said while no draw of the batch's window has a stored result: nothing has been drawn to hit. */
export const AWAITING_DRAWS = 'Awaiting draws';
/** A window that ended without a stored draw (entered after its last day, or no results entered). */
export const NOT_SCORED = 'Not scored: no draw results in its window';

/**
 * "3 of 10 numbers hit"; "1 of 1 number hit"; before any draw of its window is stored, "Awaiting
 * draws" while the window runs (`today` is the operator's) and "Not scored…" once it has ended.
 */
export function batchHitLine(
  batch: Pick<PredictionBatchDto, 'predictions' | 'alternatives'> & Partial<Pick<PredictionBatchDto, 'awaitingDraws' | 'validThrough'>>,
  today = todayDay(),
): string {
  if (batch.awaitingDraws) return batch.validThrough && batch.validThrough < today ? NOT_SCORED : AWAITING_DRAWS;
  const { hit, total } = batchHitCount(batch);
  return `${hit} of ${total} ${total === 1 ? 'number' : 'numbers'} hit`;
}

/**
 * Whether a set's window closed before `today`: its validThrough day (its date, for a copy saved
 * before batches carried one) is over.
 */
export const windowClosed = (batch: Pick<PredictionBatchDto, 'date' | 'validThrough'>, today = todayDay()): boolean => validThroughOf(batch) < today;

/** "Closed: valid through Nov 28. These numbers can no longer hit." for a set whose window has closed. */
export function closedLabel(batch: Pick<PredictionBatchDto, 'date' | 'validThrough'>): string {
  return `Closed: valid through ${formatMonthDay(validThroughOf(batch))}. These numbers can no longer hit.`;
}

const listed = (items: string[]) => new Intl.ListFormat('en-US', { type: 'conjunction' }).format(items);

/**
 * A game's name where a state calls it otherwise: "Pick 3 (Cash 3 in Tennessee and Georgia, Daily 3
 * in Michigan)", from the draw table.
 */
function gameNames(game: Game): string {
  const common = `Pick ${GAME_DIGITS[game]}`;
  const others = new Map<string, string[]>();
  for (const s of Object.values(STATES) as StateInfo[]) if (s.games[game] !== common) others.set(s.games[game], [...(others.get(s.games[game]) ?? []), s.name]);
  if (others.size === 0) return common;
  return `${common} (${[...others].map(([name, states]) => `${name} in ${listed(states)}`).join(', ')})`;
}

/**
 * Which draws a set's numbers are for (docs/product.md, "Hits and the track record"): a number of
 * 3 digits plays the Pick 3 draws and one of 4 the Pick 4 draws of all seven states, from when its
 * pair was published or last changed to the end of the set's validThrough day.
 */
export function setDrawsLabel(batch: Pick<PredictionBatchDto, 'predictions' | 'alternatives' | 'validThrough' | 'date'>): string {
  const lengths = new Set([...batch.predictions, ...batch.alternatives].flatMap((p) => [p.number1, p.number2]).map((n) => n.length));
  const games = GAMES.filter((g) => lengths.has(GAME_DIGITS[g]));
  if (games.length === 0) return '';
  const each = games.map((g) => `each ${GAME_DIGITS[g]}-digit number on ${gameNames(g)}`);
  const states = listed((Object.values(STATES) as StateInfo[]).map((s) => s.name));
  return `For the draws of all seven states (${states}): ${listed(each)}, from its publication to the end of ${formatMonthDay(batch.validThrough || batch.date)}.`;
}

/** "Valid through Nov 30"; nothing for a copy saved before batches carried it. */
export function validThroughLabel(batch: Pick<PredictionBatchDto, 'validThrough'>): string {
  return batch.validThrough ? `Valid through ${formatMonthDay(batch.validThrough)}` : '';
}
