// "My numbers" (docs/product.md, "My numbers"): the numbers a signed-in person keeps, how each is
// played, when a draw counts for it, chance's expectation, and the wire types and sentences. Shared
// so the page checks a list with the server's own rule and shows the server's own words.
import { z } from './zod';
import { chanceOf, gameOfNumber, hitKind, type HitKind, type ScoredGame } from './hits';
import { pageLimitParam } from './fields';
import { stateDrawName, type DrawTime, type StateCode } from './results';

/** Numbers one account may keep. */
export const MY_NUMBERS_MAX = 20;
/** How far back each number's hits are counted, in days. */
export const MY_NUMBERS_HISTORY_DAYS = 365;
/** Draws this recent are news: their notices are also pushed and e-mailed, once (hours). */
export const NUMBER_NEWS_HOURS = 48;
/** The notices list: 20 unless asked, at most 100. */
export const NUMBER_HITS_DEFAULT = 20;
export const NUMBER_HITS_MAX = 100;

export const PLAYS = ['straight', 'box', 'both'] as const;
export type Play = (typeof PLAYS)[number];
export const PLAY_NAMES: Record<Play, string> = { straight: 'Straight', box: 'Box', both: 'Straight and box' };

/**
 * How a draw counts for a number played so: a straight play wins only on the same digits in the
 * same order; a box play (and straight-and-box) on any order of its digits, the drawn order
 * included, as a box ticket does. The answer is the hit's kind as §10 names it (straight: the same
 * order; box: another order), or null when the draw does not count.
 */
export function matchOf(number: string, play: Play, drawn: string): HitKind | null {
  const kind = hitKind(number, drawn);
  return kind === 'box' && play === 'straight' ? null : kind;
}

/** Pure chance, for one draw of its game, that a number played so comes up (shared/hits.ts's rules). */
export function playChance(number: string, play: Play): number {
  const chance = chanceOf(number);
  return play === 'straight' ? chance.straight : chance.straight + chance.box;
}

/** "Your number 047 came up in Michigan Evening, box": the push's words and the e-mail's subject. */
export const noticeSentence = (n: { number: string; state: string; drawTime: string; kind: HitKind }) =>
  `Your number ${n.number} came up in ${stateDrawName(n.state as StateCode, n.drawTime as DrawTime)}, ${n.kind}`;

const shown = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};

export const MY_NUMBERS_MESSAGES = {
  listMissing: `The numbers list is required: up to ${MY_NUMBERS_MAX} rows of {number, play}, or an empty list.`,
  list: `The numbers list must be a list of up to ${MY_NUMBERS_MAX} rows of {number, play}.`,
  tooMany: (n: number) => `You can keep at most ${MY_NUMBERS_MAX} numbers; this list has ${n}.`,
  /** What is wrong with a number, said on its own (the page's field) or after its row. */
  number: (value: unknown) => `The number must be 3 or 4 digits written as text, such as "047" or "1234"; got ${shown(value)}.`,
  play: (value: unknown) => `The play must be straight, box or both; got ${shown(value)}.`,
  duplicate: (number: string, row: number) => `${number} is already in row ${row}.`,
  row: (row: number, problem: string) => `Row ${row}: ${problem}`,
  rowShape: 'Each row must be {number, play}.',
  saved: (n: number) => (n === 0 ? 'Your list of numbers is empty.' : n === 1 ? 'Your number is saved.' : `Your ${n} numbers are saved.`),
  mailsOn: 'We will e-mail you when one of your numbers comes up.',
  mailsOff: 'E-mails about your numbers are off.',
  mailsMissing: 'The field on is required: true to get an e-mail when one of your numbers comes up, false for none.',
  mailsField: 'The field on must be true or false.',
  limit: `Query parameter limit must be a whole number from 1 to ${NUMBER_HITS_MAX}.`,
  badLink: 'This unsubscribe link is not valid. Please use the link from your latest e-mail.',
} as const;

/** Why `value` cannot be a saved number, or null when it can; `taken` are the rows' numbers before it. */
export function numberProblem(value: unknown, taken: readonly string[] = []): string | null {
  if (typeof value !== 'string' || !/^\d{3,4}$/.test(value.trim())) return MY_NUMBERS_MESSAGES.number(value);
  const first = taken.indexOf(value.trim());
  return first >= 0 ? MY_NUMBERS_MESSAGES.duplicate(value.trim(), first + 1) : null;
}

export interface MyNumberInput {
  number: string;
  play: Play;
}

/**
 * PUT /api/account/numbers: up to 20 rows in the person's order, each a number of 3 or 4 digits
 * (leading zeros kept, spaces around it dropped) and its play, no number twice. The first problem
 * names its row ("Row 3: …") and the field (`numbers.2.number`).
 */
export const myNumbersSchema = z.object({
  numbers: z
    .array(z.unknown(), { error: (iss) => (iss.input === undefined ? MY_NUMBERS_MESSAGES.listMissing : MY_NUMBERS_MESSAGES.list) })
    .superRefine((rows, ctx) => {
      if (rows.length > MY_NUMBERS_MAX) {
        ctx.addIssue({ code: 'custom', message: MY_NUMBERS_MESSAGES.tooMany(rows.length) });
        return;
      }
      const taken: string[] = [];
      for (const [i, row] of rows.entries()) {
        const problem = (message: string, field?: string) => ctx.addIssue({ code: 'custom', message: MY_NUMBERS_MESSAGES.row(i + 1, message), path: field ? [i, field] : [i] });
        if (row === null || typeof row !== 'object' || Array.isArray(row)) return problem(MY_NUMBERS_MESSAGES.rowShape);
        const { number, play } = row as Record<string, unknown>;
        const wrong = numberProblem(number, taken);
        if (wrong) return problem(wrong, 'number');
        if (!(PLAYS as readonly unknown[]).includes(play)) return problem(MY_NUMBERS_MESSAGES.play(play), 'play');
        taken.push((number as string).trim());
      }
    })
    .transform((rows) => rows.map((r) => ({ number: (r as MyNumberInput).number.trim(), play: (r as MyNumberInput).play }))),
});

/** PUT /api/account/number-mails. */
export const numberMailsSchema = z.object({
  on: z.boolean({ error: (iss) => (iss.input === undefined ? MY_NUMBERS_MESSAGES.mailsMissing : MY_NUMBERS_MESSAGES.mailsField) }),
});

/** `?limit=` of GET /api/account/number-hits. */
export const numberHitsQuerySchema = z.object({
  limit: pageLimitParam(NUMBER_HITS_MAX, NUMBER_HITS_DEFAULT, MY_NUMBERS_MESSAGES.limit),
});

/** A draw of the last 365 days in a followed state that counted for the number. */
export interface MyNumberHitDto {
  state: string;
  game: ScoredGame;
  drawDate: string;
  drawTime: string;
  kind: HitKind;
}

/** GET /api/account/numbers: one saved number, in the person's order, with its last 365 days. */
export interface MyNumberDto {
  number: string;
  play: Play;
  /** Newest draw first. */
  hits: MyNumberHitDto[];
  /** Stored draws of its game in the followed states over the same days. */
  draws: number;
  /** Chance's expectation over those draws: draws × playChance. */
  expectedHits: number;
}

/** PUT /api/account/numbers: what was saved, as GET answers it. */
export interface MyNumbersChangeDto {
  message: string;
  numbers: MyNumberDto[];
}

/** GET /api/account/number-hits: a result stored for a followed state that counted for a saved number. */
export interface NumberNoticeDto {
  number: string;
  play: Play;
  kind: HitKind;
  state: string;
  game: ScoredGame;
  drawDate: string;
  drawTime: string;
  /** ISO instant the result that made it was stored (or last corrected). */
  at: string;
}

export interface NumberMailsDto {
  on: boolean;
}

export interface NumberMailsChangeDto extends NumberMailsDto {
  message: string;
}

/** The game a saved number plays: pick3 or pick4. */
export const gameOfSaved = (number: string): ScoredGame => gameOfNumber(number)!;
