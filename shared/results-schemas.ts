// The results API's request schemas (contract §9). Kept apart from the draw table in results.ts,
// which the subscriber's pages import for hit labels: zod stays out of those pages' downloads.
import { isRealDay } from './calendar';
import { checkDraw, drawTimeOf, gameOf, RESULT_MESSAGES, RESULTS_LIMIT_DEFAULT, RESULTS_LIMIT_MAX, STATE_CODES, stateOf } from './results';
import { z } from './zod';

const textField = (label: string) =>
  z.string({ error: (iss) => (iss.input === undefined || iss.input === null ? `${label} is required.` : `${label} must be text.`) }).max(100, `${label} must be at most 100 characters.`);

/** POST /api/results. */
export const resultInputSchema = z
  .object({
    state: textField('State'),
    game: textField('Game'),
    drawDate: textField('Draw date'),
    drawTime: textField('Draw time'),
    number: textField('Number'),
  })
  .transform((f, ctx) => {
    const checked = checkDraw(f);
    if (checked.ok) return checked.draw;
    ctx.addIssue({ code: 'custom', message: checked.message, path: [checked.field] });
    return z.NEVER;
  });

/** PUT /api/results/{id}: the number's length is checked against the stored draw's game. */
export const resultCorrectionSchema = z.object({
  number: textField('Number')
    .transform((v) => v.trim())
    .refine((v) => /^\d+$/.test(v), { error: (iss) => RESULT_MESSAGES.numberDigits(String(iss.input)) }),
});

const optionalQuery = <T>(label: string, parse: (v: string) => T | undefined, expected: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      const parsed = parse(v);
      if (parsed === undefined) ctx.addIssue({ code: 'custom', message: `Query parameter ${label} must be ${expected}.` });
      return parsed;
    });

const BOOLEAN_QUERY = new Map([['1', true], ['true', true], ['0', false], ['false', false]]);

/** GET /api/results: filters, newest first. */
export const resultsQuerySchema = z
  .object({
    state: optionalQuery('state', stateOf, `one of ${STATE_CODES.join(', ')}`),
    game: optionalQuery('game', gameOf, 'pick3 or pick4'),
    drawTime: optionalQuery('drawTime', drawTimeOf, 'morning, midday, evening or night'),
    from: optionalQuery('from', (v) => (isRealDay(v) ? v : undefined), 'a date (YYYY-MM-DD)'),
    to: optionalQuery('to', (v) => (isRealDay(v) ? v : undefined), 'a date (YYYY-MM-DD)'),
    number: optionalQuery('number', (v) => (/^\d{3,4}$/.test(v) ? v : undefined), 'a number of 3 or 4 digits'),
    box: optionalQuery('box', (v) => BOOLEAN_QUERY.get(v), '1 or 0'),
    limit: optionalQuery(
      'limit',
      (v) => (/^\d+$/.test(v) && +v >= 1 && +v <= RESULTS_LIMIT_MAX ? Number(v) : undefined),
      `a whole number from 1 to ${RESULTS_LIMIT_MAX}`,
    ).transform((v) => v ?? RESULTS_LIMIT_DEFAULT),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'Query parameter from must not be after to.', path: ['from'] })
  .refine((q) => !q.box || q.number, { message: 'Query parameter box=1 finds a number in any order: give number too.', path: ['box'] });
export type ResultsQuery = z.output<typeof resultsQuerySchema>;
