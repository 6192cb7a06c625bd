// The track record in money (docs/product.md, "The money"): what a $1 straight and a $1 box play of
// every scored number on every stored draw of its window would have cost and won, beside chance's
// expectation. Wire types and the `states` parameter of GET /api/track-record/money and /weekly.
import { z } from './zod';
import type { CoverageDto } from './coverage';
import { trackRecordQuerySchema } from './hits';
import { MONEY_PLAYS, type MoneyPlay } from './plays';
import { STATE_CODES, stateOf, type Game, type StateCode } from './results';

/** Whole dollars, with cents only where a prize has them; expectedWon to the cent. */
export interface MoneyFigures {
  /** $1 plays: one per (number, stored draw); box plays leave out numbers with all digits equal. */
  plays: number;
  cost: number;
  won: number;
  /** won − cost. */
  net: number;
  /** Chance's: the sum over the plays of prize × probability. */
  expectedWon: number;
}

/** A prize table as answered: `box` by the number of orderings. */
export interface PrizeTableDto {
  state: StateCode;
  game: Game;
  straight: number;
  box: Record<string, number>;
  source: string;
  /** When the amounts were read from `source`. */
  date: string;
  /** Amounts this state's own table was not found for here: the common table's, marked. */
  common: string[];
}

/** GET /api/track-record/money (docs/api.md, "Track record and proof list"). */
export interface MoneyDto {
  from: string;
  to: string;
  states: StateCode[];
  straight: MoneyFigures;
  box: MoneyFigures;
  byState: { state: StateCode; straight: MoneyFigures; box: MoneyFigures }[];
  prizes: PrizeTableDto[];
  coverage: CoverageDto;
}

/** GET /api/track-record/money/weekly: the chart's series, Monday-to-Sunday weeks oldest first (by validThrough day). */
export interface MoneyWeeklyDto {
  from: string;
  to: string;
  states: StateCode[];
  weeks: { weekStart: string; straight: MoneyFigures; box: MoneyFigures }[];
}

export const MONEY_MESSAGES = {
  states: `Query parameter states must be a comma-separated list of ${STATE_CODES.join(', ')}.`,
} as const;

/** `?from=&to=&states=`: the window as the track record's; `states` a comma list of the seven (any case), default all. */
export const moneyQuerySchema = trackRecordQuerySchema.extend({
  states: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return STATE_CODES;
      const codes = v.split(',').map((s) => stateOf(s));
      if (codes.length === 0 || codes.some((c) => c === undefined)) {
        ctx.addIssue({ code: 'custom', message: MONEY_MESSAGES.states });
        return z.NEVER;
      }
      // In the product's order, each once.
      return STATE_CODES.filter((c) => codes.includes(c));
    }),
});

/**
 * GET /api/track-record/money?play=: one play's money at each state's own stakes and prizes
 * (docs/product.md, "Money by play"), the states that do not sell it left out and named.
 */
export interface MoneyByPlayDto extends MoneyFigures {
  from: string;
  to: string;
  /** The states asked for; those in `notSold` are not counted. */
  states: StateCode[];
  play: MoneyPlay;
  /** The games whose numbers the play is counted for. */
  games: Game[];
  byState: ({ state: StateCode } & MoneyFigures)[];
  notSold: StateCode[];
  coverage: CoverageDto;
}

export const MONEY_PLAY_MESSAGE = `Query parameter play must be one of ${MONEY_PLAYS.join(', ')}.`;

/** `/money`'s query: the window and states as above, and `play` (none: the straight and box answer). */
export const moneyPlayQuerySchema = moneyQuerySchema.extend({
  play: z.enum(MONEY_PLAYS, { error: MONEY_PLAY_MESSAGE }).optional(),
});
