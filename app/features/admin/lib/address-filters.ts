// A console page's filters as its address holds them (docs/app.md, "How a page reads data"): what
// the route's loader and the page read from the search params, and for the stored results the
// address a search and a page become. What the address cannot mean is left out, so the server's
// default applies instead of a refusal.
//
// - the Activity Log: `?action=&actor=` (auditFiltersOf)
// - Business: `?from=&to=&by=` (analyticsRangeOf)
// - Official Results' stored results: `?state=&game=&drawTime=&from=&to=&number=&box=&offset=`
//   (storedSearchOf, storedOffsetOf; storedSearchAddress writes them), with the search as its
//   form holds it and what is wrong with it before it is sent
import { AUDIT_ACTIONS, type AuditAction } from '@shared/audit';
import { ANALYTICS_BY, type AnalyticsBy } from '@shared/analytics';
import { DRAW_TIMES, GAMES, STATE_CODES, type DrawTime, type Game, type StateCode } from '@shared/results';
import type { ResultsFilter } from '@shared/results-schemas';

/** The Activity Log's `?action=` (an action the log knows, else all) and `?actor=` (an admin's `_id`). */
export function auditFiltersOf(params: URLSearchParams): { action: AuditAction | ''; actor: string } {
  const action = params.get('action') ?? '';
  return { action: Object.hasOwn(AUDIT_ACTIONS, action) ? (action as AuditAction) : '', actor: params.get('actor') ?? '' };
}

/** The Business page's `?from=`, `?to=` and `?by=` (a period it offers); each left out when empty. */
export function analyticsRangeOf(params: URLSearchParams): { from?: string; to?: string; by?: AnalyticsBy } {
  const by = ANALYTICS_BY.find((b) => b === params.get('by'));
  return { from: params.get('from') || undefined, to: params.get('to') || undefined, by };
}

// Official Results' stored results: the search as its form holds it and as the address holds it.

/** Results a page shows. */
export const STORED_PAGE = 30;

/** The search as the form holds it: '' is "any". */
export interface StoredSearch {
  state: StateCode | '';
  game: Game | '';
  drawTime: DrawTime | '';
  from: string;
  to: string;
  number: string;
  box: boolean;
}
export const ANY_SEARCH: StoredSearch = { state: '', game: '', drawTime: '', from: '', to: '', number: '', box: false };

const SEARCH_KEYS = ['state', 'game', 'drawTime', 'from', 'to', 'number', 'box'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with the search before it is sent, or null. */
export function searchProblem(s: StoredSearch): { field: 'number' | 'to'; message: string } | null {
  if (s.number && !/^\d{3,4}$/.test(s.number)) return { field: 'number', message: 'Enter a number of 3 or 4 digits, e.g. 047 or 1234.' };
  if (s.from && s.to && s.from > s.to) return { field: 'to', message: 'The last day must not be before the first.' };
  return null;
}

export const isSearching = (s: StoredSearch) => Object.values(s).some(Boolean);

/** The API's query for a search and a page (`offset`). */
export function storedResultsFilter(s: StoredSearch, offset: number): ResultsFilter {
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
export function storedSearchOf(q: URLSearchParams): StoredSearch {
  const s: StoredSearch = {
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
export function storedOffsetOf(q: URLSearchParams): number {
  const n = Number(q.get('offset'));
  return Number.isInteger(n) && n > 0 ? n - (n % STORED_PAGE) : 0;
}

/** The address `current` becomes for a search and a page, its other params kept. */
export function storedSearchAddress(current: URLSearchParams, s: StoredSearch, offset: number): URLSearchParams {
  const q = new URLSearchParams(current);
  for (const k of [...SEARCH_KEYS, 'offset']) q.delete(k);
  for (const k of SEARCH_KEYS) {
    const v = s[k];
    if (k === 'box' ? v && s.number : v) q.set(k, v === true ? '1' : String(v));
  }
  if (offset > 0) q.set('offset', String(offset));
  return q;
}
