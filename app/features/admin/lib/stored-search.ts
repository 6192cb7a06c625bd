// The search of the console's stored results (docs/app.md, "How a page reads data"): as the form
// holds it, what is wrong with it before it is sent, and as the address holds it
// (`?state=&game=&drawTime=&from=&to=&number=&box=&offset=`), where the results page's loader
// reads it.
import { DRAW_TIMES, GAMES, STATE_CODES, type DrawTime, type Game, type StateCode } from '@shared/results';
import type { ResultsFilter } from '@shared/results-schemas';

/** Results a page shows. */
export const STORED_PAGE = 30;

/** The search as the form holds it: '' is "any". */
export interface Search {
  state: StateCode | '';
  game: Game | '';
  drawTime: DrawTime | '';
  from: string;
  to: string;
  number: string;
  box: boolean;
}
export const ANY: Search = { state: '', game: '', drawTime: '', from: '', to: '', number: '', box: false };

const SEARCH_KEYS = ['state', 'game', 'drawTime', 'from', 'to', 'number', 'box'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with the search before it is sent, or null. */
export function searchProblem(s: Search): { field: 'number' | 'to'; message: string } | null {
  if (s.number && !/^\d{3,4}$/.test(s.number)) return { field: 'number', message: 'Enter a number of 3 or 4 digits, e.g. 047 or 1234.' };
  if (s.from && s.to && s.from > s.to) return { field: 'to', message: 'The last day must not be before the first.' };
  return null;
}

export const isSearching = (s: Search) => Object.values(s).some(Boolean);

export function filterOf(s: Search, offset: number): ResultsFilter {
  return {
    sort: 'stored',
    state: s.state || undefined,
    game: s.game || undefined,
    drawTime: s.drawTime || undefined,
    from: s.from || undefined,
    to: s.to || undefined,
    number: s.number || undefined,
    box: s.number ? s.box : undefined,
    // One more than a page: whether an older page exists is known without a count.
    limit: STORED_PAGE + 1,
    offset,
  };
}

const pick = <T extends string>(v: string | null, allowed: readonly T[]): T | '' => (allowed.includes(v as T) ? (v as T) : '');
const day = (v: string | null) => (v && DAY.test(v) ? v : '');

/** The search the address holds; what it cannot be (an unknown state, a bad day or number) is "any". */
export function searchOf(q: URLSearchParams): Search {
  const s: Search = {
    state: pick(q.get('state'), STATE_CODES),
    game: pick(q.get('game'), GAMES),
    drawTime: pick(q.get('drawTime'), DRAW_TIMES),
    from: day(q.get('from')),
    to: day(q.get('to')),
    number: q.get('number') ?? '',
    box: q.get('box') === '1',
  };
  const wrong = searchProblem(s);
  if (!wrong) return s;
  const fixed = { ...s, [wrong.field]: '' };
  return fixed.number ? fixed : { ...fixed, box: false };
}

/** The first result's place (a whole page from the newest), 0 unless the address says. */
export function offsetOf(q: URLSearchParams): number {
  const n = Number(q.get('offset'));
  return Number.isInteger(n) && n > 0 ? n - (n % STORED_PAGE) : 0;
}

/** The address `current` becomes for a search and a page, its other params kept. */
export function addressOf(current: URLSearchParams, s: Search, offset: number): URLSearchParams {
  const q = new URLSearchParams(current);
  for (const k of [...SEARCH_KEYS, 'offset']) q.delete(k);
  for (const k of SEARCH_KEYS) {
    const v = s[k];
    if (k === 'box' ? v && s.number : v) q.set(k, v === true ? '1' : String(v));
  }
  if (offset > 0) q.set('offset', String(offset));
  return q;
}
