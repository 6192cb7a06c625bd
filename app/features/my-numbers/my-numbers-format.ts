// The page's sentences about a number's year (docs/product.md, "My numbers"): how often it came up
// against what pure chance expects over the same draws, and each draw in a few words.
import type { HitKind } from '@shared/hits';
import type { MyNumberDto, MyNumberHitDto } from '@shared/my-numbers';
import { stateDrawName, type DrawTime, type StateCode } from '@shared/results';

const count = (n: number) => n.toLocaleString('en-US');

const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${count(n)} times`);

/** Chance's expectation as a person reads it: 2.2, 0.8, 0.024 (two significant digits below 1), 0. */
export function expectedText(x: number): string {
  if (x === 0) return '0';
  if (x < 1) return x.toLocaleString('en-US', { maximumSignificantDigits: 2 });
  return x.toLocaleString('en-US', { maximumFractionDigits: 1 });
}

/** "Came up 3 times in 1,460 draws; chance expects 2.2." */
export function yearSentence(n: Pick<MyNumberDto, 'hits' | 'draws' | 'expectedHits'>): string {
  if (n.draws === 0) return 'No draws of its game stored for your states in the last year yet.';
  const drawn = `${count(n.draws)} ${n.draws === 1 ? 'draw' : 'draws'}`;
  const came = n.hits.length === 0 ? `Did not come up in ${drawn}` : `Came up ${times(n.hits.length)} in ${drawn}`;
  return `${came}; chance expects ${expectedText(n.expectedHits)}.`;
}

/** How the draw came, in words: the same order or another. */
export const KIND_WORDS: Record<HitKind, string> = { straight: 'Straight', box: 'Box' };

/** "Ohio Evening", the draw as pushes name it. */
export const drawOf = (h: Pick<MyNumberHitDto, 'state' | 'drawTime'>) => stateDrawName(h.state as StateCode, h.drawTime as DrawTime);
