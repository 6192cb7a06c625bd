import { z } from './zod';
import type { SetMethod } from './method-names';
import { dayField, optionalText, pageLimitParam } from './fields';
import type { HitDto } from './hits';

export const TIMES_OF_DAY = ['Morning', 'Evening'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/** A pair as stored and sent in writes. */
export interface PairFields {
  /** Digits only, leading zeros kept ("047"). Both numbers are given (rows saved before that rule may have one). */
  number1: string;
  number2: string;
  priority: number;
}

/** A pair as answered. */
export interface PairDto extends PairFields {
  /**
   * "Hits and the track record" (docs/product.md): the draws this pair's numbers hit, an empty list
   * when none.
   */
  hits: HitDto[];
}

export interface PredictionBatchDto {
  _id: string;
  /** Calendar day YYYY-MM-DD in APP_TIMEZONE. */
  date: string;
  timeOfDay: TimeOfDay;
  sharedContent: string;
  predictions: PairDto[];
  alternatives: PairDto[];
  /** ISO instant the batch was published (or last edited). */
  timestamp: string;
  /**
   * ISO instant the batch was first published or entered: a batch dated before it was entered
   * late (a manual prediction back-filled) and says so. Missing in copies saved before it existed.
   */
  createdAt?: string;
  /**
   * True while no draw of its numbers' games has a stored result in their windows: the batch
   * shows "awaiting draws", not "0 of 10 numbers hit". Missing in copies saved before it existed.
   */
  awaitingDraws?: boolean;
  archived: boolean;
  /**
   * "Hits and the track record" (docs/product.md): the last day (YYYY-MM-DD, APP_TIMEZONE) whose
   * draws score this batch; date..date+13.
   */
  validThrough: string;
  /**
   * How its numbers were made (docs/product.md, "Methods"): `manual` when an admin typed them (and
   * for sets stored before methods existed), otherwise the method that made them. Missing in
   * copies saved before it existed.
   */
  method?: SetMethod;
}

export { validThroughOf } from './prediction-window';

export const PREDICTION_MESSAGES = {
  needOneRow: 'Please enter at least one prediction or alternative',
  notFound: 'Prediction not found.',
  published: 'Prediction posted successfully!',
  added: 'Prediction added successfully!',
  deleted: 'Prediction deleted.',
  manualNumbersRequired: 'Prediction numbers 1 and 2 are required.',
} as const;

export const MAX_ROWS = 100;
export const PAST_PAGE_DEFAULT = 30;
export const PAST_PAGE_MAX = 200;

// A number is a string of digits with its leading zeros (docs/api.md, "JSON, ids and dates"); plain
// JSON numbers are taken too, for clients that send them, but then cannot carry leading zeros.
const DIGITS = /^\d*$/;
const numberField = z
  .union([z.string(), z.number().int().nonnegative()], { error: 'Prediction numbers must be digits.' })
  .transform((v) => String(v).trim())
  .refine((v) => DIGITS.test(v), { message: 'Prediction numbers may contain digits only.' })
  .refine((v) => v.length <= 12, { message: 'Prediction numbers may have at most 12 digits.' });

export const pairInputSchema = z.object(
  {
    number1: numberField.optional().default(''),
    number2: numberField.optional().default(''),
    priority: z.unknown().optional(),
  },
  { error: 'Each row must be an object with number1 and number2.' },
);
export type PairInput = z.input<typeof pairInputSchema>;

export type PairRowLabel = 'Prediction' | 'Alternative';

/**
 * A pair is two numbers or none: a row with one number and not the other would show subscribers
 * "048 - –". Rows are numbered from 1 as the admin's forms show them, empty rows included.
 */
export const PAIR_ROW_MESSAGES = {
  halfEmpty: (label: PairRowLabel, row: number) => `${label} row ${row}: enter both numbers or leave both empty.`,
  notDigits: (label: PairRowLabel, row: number) => `${label} row ${row}: numbers may contain digits only.`,
  length: (label: PairRowLabel, row: number, which: 1 | 2, value: string) =>
    `${label} row ${row}, number ${which}: "${value}" has ${value.length} ${value.length === 1 ? 'digit' : 'digits'}. ` +
    'A prediction is a Pick 3 or Pick 4 number: 3 or 4 digits, leading zeros kept (e.g. 047).',
};

/**
 * The lengths a prediction number may have: the Pick 3 and Pick 4 games it is scored against
 * (docs/product.md, "Hits and the track record"). Any other would be published, never scored, and
 * still counted as a miss.
 */
export const PREDICTION_DIGITS = [3, 4] as const;
const scorableLength = (n: string) => (PREDICTION_DIGITS as readonly number[]).includes(n.length);

type RowInput = { number1?: string | number; number2?: string | number };

/** What is wrong with row `i` (0-based) of `rows`, in the words the form and the server both show; or null. */
function rowProblem(label: PairRowLabel, r: RowInput, i: number): string | null {
  const [a, b] = [String(r.number1 ?? '').trim(), String(r.number2 ?? '').trim()];
  if (!DIGITS.test(a) || !DIGITS.test(b)) return PAIR_ROW_MESSAGES.notDigits(label, i + 1);
  if ((a === '') !== (b === '')) return PAIR_ROW_MESSAGES.halfEmpty(label, i + 1);
  if (a !== '' && !scorableLength(a)) return PAIR_ROW_MESSAGES.length(label, i + 1, 1, a);
  if (b !== '' && !scorableLength(b)) return PAIR_ROW_MESSAGES.length(label, i + 1, 2, b);
  return null;
}

/** The first row of `rows` (as typed in a form) that cannot be sent, said as the server says it; or null. */
export function pairRowsProblem(label: PairRowLabel, rows: ReadonlyArray<RowInput>): string | null {
  for (const [i, r] of rows.entries()) {
    const problem = rowProblem(label, r, i);
    if (problem) return problem;
  }
  return null;
}

const pairList = (label: 'Predictions' | 'Alternatives') =>
  z
    .array(pairInputSchema, { error: `${label} must be a list of rows.` })
    .max(MAX_ROWS, `${label} may have at most ${MAX_ROWS} rows.`)
    .superRefine((rows, ctx) => {
      // The form's own check (pairRowsProblem), so the server says the same sentence.
      const rowLabel = label === 'Predictions' ? 'Prediction' : 'Alternative';
      for (const [i, r] of rows.entries()) {
        const message = rowProblem(rowLabel, r, i);
        if (message) {
          ctx.addIssue({ code: 'custom', path: [i], message });
          return;
        }
      }
    });

/**
 * "Predictions" (docs/product.md): rows whose two numbers are both empty after trimming are
 * dropped, and the rest are numbered 1..n in the order given. Used by the admin form before sending
 * and by the server.
 */
export function normalizePairs(rows: ReadonlyArray<{ number1?: string | number; number2?: string | number }>): PairFields[] {
  return rows
    .map((r) => ({ number1: String(r.number1 ?? '').trim(), number2: String(r.number2 ?? '').trim() }))
    .filter((r) => r.number1 !== '' || r.number2 !== '')
    .map((r, i) => ({ ...r, priority: i + 1 }));
}

const timeOfDayField = z.enum(TIMES_OF_DAY, { error: 'Time of day must be Morning or Evening.' });

export const publishSchema = z.object({
  sharedContent: optionalText('Shared content'),
  predictions: pairList('Predictions').optional().default([]),
  alternatives: pairList('Alternatives').optional().default([]),
  timeOfDay: timeOfDayField.optional().default('Evening'),
  validThrough: dayField('Valid through').optional(),
});

/** An edit: every field optional; what is given replaces what was there (a removed pair is simply absent). */
export const updateSchema = z
  .object({
    sharedContent: z.string({ error: 'Shared content must be text.' }).trim().max(5000, 'Shared content must be at most 5000 characters.').optional(),
    predictions: pairList('Predictions').optional(),
    alternatives: pairList('Alternatives').optional(),
    timeOfDay: timeOfDayField.optional(),
    date: dayField('Date').optional(),
    validThrough: dayField('Valid through').optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'Send at least one field to change: sharedContent, predictions, alternatives, timeOfDay, date or validThrough.',
  });

export const manualSchema = z.object({
  sharedContent: z
    .string({ error: (iss) => (iss.input === undefined ? 'Content is required.' : 'Content must be text.') })
    .trim()
    .min(1, 'Content is required.')
    .max(5000, 'Content must be at most 5000 characters.'),
  date: z.union([dayField('Date'), z.literal(''), z.null()]).optional(),
  timeOfDay: timeOfDayField.optional().default('Morning'),
  predictions: pairList('Predictions').min(1, PREDICTION_MESSAGES.manualNumbersRequired),
  alternatives: pairList('Alternatives').optional().default([]),
  validThrough: dayField('Valid through').optional(),
});

export const pastQuerySchema = z.object({
  limit: pageLimitParam(PAST_PAGE_MAX, PAST_PAGE_DEFAULT, `limit must be a whole number from 1 to ${PAST_PAGE_MAX}.`),
  before: z.string().optional(),
});
