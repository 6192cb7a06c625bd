// The results API's request schemas (docs/product.md, "The draw table" and
// "Importing results files"). Kept apart from the draw table in results.ts, which the subscriber's
// pages import for hit labels: zod stays out of those pages' downloads.
import { dayQueryParam } from './fields';
import {
  checkDraw,
  drawTimeOf,
  gameOf,
  RESULT_MESSAGES,
  RESULTS_LIMIT_DEFAULT,
  RESULTS_LIMIT_MAX,
  RESULTS_OFFSET_MAX,
  STATE_CODES,
  stateOf,
  type Game,
  type StateCode,
} from './results';
import { drawsExtra } from './play-types';
import { MAP_EXAMPLE, type ColumnMap, type ImportParams } from './results-layout';
import { z } from './zod';

const textField = (label: string) =>
  z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? `${label} is required.` : `${label} must be text.`) })
    .max(100, `${label} must be at most 100 characters.`);

/** POST /api/results. */
export const resultInputSchema = z
  .object({
    state: textField('State'),
    game: textField('Game'),
    drawDate: textField('Draw date'),
    drawTime: textField('Draw time'),
    number: textField('Number'),
    extra: textField('Extra').optional(),
  })
  .transform((f, ctx) => {
    const checked = checkDraw(f);
    if (!checked.ok) {
      ctx.addIssue({ code: 'custom', message: checked.message, path: [checked.field] });
      return z.NEVER;
    }
    if (f.extra === undefined || f.extra === '') return checked.draw;
    const problem = extraProblem(checked.draw, f.extra);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem, path: ['extra'] });
      return z.NEVER;
    }
    return { ...checked.draw, extra: f.extra };
  });

/** Why `extra` cannot be the add-on digit of this draw's game (docs/product.md, "Play types"); null when it can. */
export function extraProblem(draw: { state: StateCode; game: Game }, extra: string): string | null {
  if (!drawsExtra(draw.state, draw.game)) return RESULT_MESSAGES.extraNone(draw);
  return /^\d$/.test(extra) ? null : RESULT_MESSAGES.extraDigit(extra);
}

/** PUT /api/results/{id}: the number's length is checked against the stored draw's game. */
export const resultCorrectionSchema = z.object({
  number: textField('Number')
    .transform((v) => v.trim())
    .refine((v) => /^\d+$/.test(v), { error: (iss) => RESULT_MESSAGES.numberDigits(String(iss.input)) }),
  /** The add-on digit; null removes it; absent leaves it as stored. Checked against the stored draw's game. */
  extra: z.union([textField('Extra'), z.null()]).optional(),
});

const optionalQuery = <T>(label: string, parse: (v: string) => T | undefined, expected: string) =>
  z
    // Given twice (`?offset=1&offset=2`) the parameter arrives as a list.
    .string({ error: `Query parameter ${label} must be ${expected}, given once.` })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      const parsed = parse(v);
      if (parsed === undefined) ctx.addIssue({ code: 'custom', message: `Query parameter ${label} must be ${expected}.` });
      return parsed;
    });

const BOOLEAN_QUERY = new Map([
  ['1', true],
  ['true', true],
  ['0', false],
  ['false', false],
]);

/** The longest file name the activity log keeps for an import. */
export const IMPORT_FILE_NAME_MAX = 200;
/** What a file's name may not hold in the activity log: a path, control or format characters (they would forge or reorder a log line). */
const UNSAFE_NAME = /[\p{Cc}\p{Cf}/\\]/gu;
const fileNameOf = (v: string) => {
  const name = v.trim();
  return name.length <= IMPORT_FILE_NAME_MAX && !new RegExp(UNSAFE_NAME.source, 'u').test(name) ? name : undefined;
};
/** A chosen file's name as the import page sends it (`file`): what the query takes, whatever the browser gave. */
export const importFileName = (name: string) => name.replace(UNSAFE_NAME, '_').trim().slice(0, IMPORT_FILE_NAME_MAX);

/**
 * GET /api/results: filters, newest draw first (or, with sort=stored, the newest stored first), a
 * page of `limit` after skipping `offset` of them.
 */
export const resultsQuerySchema = z
  .object({
    state: optionalQuery('state', stateOf, `one of ${STATE_CODES.join(', ')}`),
    game: optionalQuery('game', gameOf, 'pick3 or pick4'),
    drawTime: optionalQuery('drawTime', drawTimeOf, 'morning, midday, evening or night'),
    from: dayQueryParam('Query parameter from'),
    to: dayQueryParam('Query parameter to'),
    number: optionalQuery('number', (v) => (/^\d{3,4}$/.test(v) ? v : undefined), 'a number of 3 or 4 digits'),
    box: optionalQuery('box', (v) => BOOLEAN_QUERY.get(v), '1 or 0'),
    sort: optionalQuery('sort', (v) => (v === 'drawn' || v === 'stored' ? v : undefined), 'drawn or stored'),
    limit: optionalQuery(
      'limit',
      (v) => (/^\d+$/.test(v) && +v >= 1 && +v <= RESULTS_LIMIT_MAX ? Number(v) : undefined),
      `a whole number from 1 to ${RESULTS_LIMIT_MAX}`,
    ).transform((v) => v ?? RESULTS_LIMIT_DEFAULT),
    offset: optionalQuery('offset', (v) => (/^\d+$/.test(v) && +v <= RESULTS_OFFSET_MAX ? Number(v) : undefined), `a whole number from 0 to ${RESULTS_OFFSET_MAX}`).transform(
      (v) => v ?? 0,
    ),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'Query parameter from must not be after to.', path: ['from'] })
  .refine((q) => !q.box || q.number, { message: 'Query parameter box=1 finds a number in any order: give number too.', path: ['box'] });
export type ResultsQuery = z.output<typeof resultsQuerySchema>;
/** What a page asks GET /api/results for: any of the query's fields, the defaults for the rest. */
export type ResultsFilter = Partial<ResultsQuery>;

const MAP_KEYS = ['date', 'drawTime', 'number', 'digits', 'state', 'game', 'extra'] as const;
const isColumn = (c: unknown): c is number => Number.isInteger(c) && (c as number) >= 0 && (c as number) < 1000;

/**
 * The admin's column mapping (docs/product.md, "Importing results files"), or the sentence saying
 * what is wrong with it.
 */
export function columnMapOf(raw: string): ColumnMap | string {
  const wrong = `Query parameter map must be JSON like ${MAP_EXAMPLE} (zero-based columns)`;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return `${wrong}.`;
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) return `${wrong}.`;
  const given = v as Record<string, unknown>;
  const unknown = Object.keys(given).find((k) => !(MAP_KEYS as readonly string[]).includes(k));
  if (unknown !== undefined) return `${wrong}: ${JSON.stringify(unknown)} is not one of ${MAP_KEYS.join(', ')}.`;
  if (given.date === undefined) return `${wrong}: it must say the date's column ("date":0).`;
  for (const key of MAP_KEYS) {
    if (key !== 'digits' && given[key] !== undefined && !isColumn(given[key])) return `${wrong}: ${key} must be a column number from 0.`;
  }
  const digits = given.digits;
  if (digits !== undefined && (!Array.isArray(digits) || (digits.length !== 3 && digits.length !== 4) || !digits.every(isColumn))) {
    return `${wrong}: digits must list 3 or 4 column numbers, e.g. [2,3,4].`;
  }
  if ((given.number === undefined) === (digits === undefined)) return `${wrong}: give the number's column ("number":2) or its digits' ("digits":[2,3,4]), one of the two.`;
  const columns = MAP_KEYS.flatMap((k) => (k === 'digits' ? ((digits as number[] | undefined) ?? []) : given[k] === undefined ? [] : [given[k] as number]));
  const twice = columns.find((c, i) => columns.indexOf(c) !== i);
  if (twice !== undefined) return `${wrong}: column ${twice} is named twice.`;
  return given as unknown as ColumnMap;
}

/**
 * POST /api/results/import's query (docs/product.md, "Importing results files"); `preview` is the
 * first import page's name for dryRun.
 */
export const importQuerySchema = z
  .object({
    mode: optionalQuery('mode', (v) => (v === 'all' || v === 'valid' ? v : undefined), 'all or valid'),
    dryRun: optionalQuery('dryRun', (v) => BOOLEAN_QUERY.get(v), '1 or 0'),
    preview: optionalQuery('preview', (v) => BOOLEAN_QUERY.get(v), '1 or 0'),
    state: optionalQuery('state', stateOf, `one of ${STATE_CODES.join(', ')}`),
    game: optionalQuery('game', gameOf, 'pick3 or pick4'),
    drawTime: optionalQuery('drawTime', drawTimeOf, 'morning, midday, evening or night'),
    file: optionalQuery('file', fileNameOf, `a file name of at most ${IMPORT_FILE_NAME_MAX} characters, without a path or control characters`),
    map: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v.trim() === '') return undefined;
        const map = columnMapOf(v);
        if (typeof map === 'string') ctx.addIssue({ code: 'custom', message: map });
        return typeof map === 'string' ? undefined : map;
      }),
  })
  .transform((q): ImportQuery => {
    const params: ImportParams = {};
    if (q.state) params.state = q.state;
    if (q.game) params.game = q.game;
    if (q.drawTime) params.drawTime = q.drawTime;
    if (q.map) params.map = q.map;
    return { mode: q.mode ?? 'all', dryRun: q.dryRun ?? q.preview ?? false, params, ...(q.file && { fileName: q.file }) };
  });
export interface ImportQuery {
  /**
   * all: all or nothing (docs/product.md, "Importing results files"); valid: every valid line is
   * stored, the rest reported.
   */
  mode: 'all' | 'valid';
  /** Count everything, store nothing. */
  dryRun: boolean;
  params: ImportParams;
  /** The chosen file's name (`file`), for the activity log; feeds have none. */
  fileName?: string;
}

const FEED_KEYS = ['state', 'game', 'drawTime', 'map', 'mode'];

/**
 * A RESULTS_FEEDS entry: the file's URL, and after `#` the import's parameters, e.g.
 * `https://…/daily3-midday.csv#state=MI&game=pick3&drawTime=midday` (docs/product.md,
 * "Importing results files").
 */
export function feedEntryOf(entry: string): { url: string; query: ImportQuery } | { problem: string } {
  const hash = entry.indexOf('#');
  const url = hash < 0 ? entry : entry.slice(0, hash);
  if (!/^https?:\/\/[^/]/.test(url) || !URL.canParse(url)) return { problem: `must be comma-separated http(s) URLs, got "${entry}".` };
  const fields = Object.fromEntries(new URLSearchParams(hash < 0 ? '' : entry.slice(hash + 1)));
  const unknown = Object.keys(fields).find((k) => !FEED_KEYS.includes(k));
  if (unknown !== undefined) return { problem: `entry "${entry}": "${unknown}" is not one of the parameters ${FEED_KEYS.join(', ')}.` };
  const parsed = importQuerySchema.safeParse(fields);
  if (!parsed.success) return { problem: `entry "${entry}": ${parsed.error.issues[0].message}` };
  return { url, query: parsed.data };
}
