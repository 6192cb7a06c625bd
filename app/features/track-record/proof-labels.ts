// How a hit of the public proof list reads (docs/product.md, "The proof list"): the draw in the
// state's own words and clock, and when the number was published on the operator's clock.
import type { ProofHitDto } from '@shared/hits';
import { PROOF_DELAY_META } from '@shared/hits';
import { drawnAtOf, drawTimeName, GAMES, STATES, stateOf, type DrawTime, type Game, type StateCode, type StateInfo } from '@shared/results';
import { formatCalendarDay, formatClockIn, formatInstantDay, formatTime, zoneCity } from '../../lib/dates';

/** The state of a hit when it holds the hit's draw time, else undefined (a hit the table does not know is shown as it came). */
function drawStateOf(hit: Pick<ProofHitDto, 'state' | 'drawTime'>): StateCode | undefined {
  const state = stateOf(hit.state);
  const draws: StateInfo['draws'] | undefined = state && STATES[state].draws;
  return draws?.[hit.drawTime as DrawTime] ? state : undefined;
}

/** "Texas Pick 3 · Evening draw" (Texas "Day", Georgia "Cash 3"); a state it does not know as it came. */
export function proofDrawName(hit: Pick<ProofHitDto, 'state' | 'game' | 'drawTime'>): string {
  const state = drawStateOf(hit);
  const game = (GAMES as readonly string[]).includes(hit.game) ? (hit.game as Game) : undefined;
  if (!state || !game) return `${hit.state} ${hit.game} · ${hit.drawTime} draw`;
  return `${STATES[state].name} ${STATES[state].games[game]} · ${drawTimeName(state, hit.drawTime as DrawTime)} draw`;
}

/** "Jun 15, 2026 at 18:00 CT": the draw's day and its time on the state's own clock. */
export function proofDrawWhen(hit: Pick<ProofHitDto, 'state' | 'drawDate' | 'drawTime'>): string {
  const state = drawStateOf(hit);
  if (!state) return formatCalendarDay(hit.drawDate);
  const at = new Date(drawnAtOf({ state, drawDate: hit.drawDate, drawTime: hit.drawTime as DrawTime })).toISOString();
  return `${formatCalendarDay(hit.drawDate)} at ${formatClockIn(at, STATES[state].zone)}`;
}

/** "Published Jun 14, 2026 at 9:00 AM (New York time)": when the pair was published or last changed. */
export function proofPublished(hit: Pick<ProofHitDto, 'publishedAt'>): string {
  return `Published ${formatInstantDay(hit.publishedAt)} at ${formatTime(hit.publishedAt)} (${zoneCity()} time)`;
}

/** PROOF_DELAY_DAYS as the server names it in the page; 7, its default, where the page does not say (the dev server). */
export function proofDelayDays(doc: Pick<Document, 'querySelector'> | undefined = globalThis.document): number {
  const named = doc?.querySelector<HTMLMetaElement>(`meta[name="${PROOF_DELAY_META}"]`)?.content ?? '';
  return /^\d{1,5}$/.test(named) ? Number(named) : 7;
}

/** "7 days"; "1 day". */
export const daysLabel = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;
