// How each play is scored and paid (docs/product.md, "Play types"): for one number, one draw and
// a $1 stake, what the play costs, what it wins, and what chance expects it to win, at the state's
// own prizes (shared/prizes.ts for straight and box, shared/play-types.ts for pairs). The record in
// money by play (GET /api/track-record/money?play=) and the "Plan my plays" panel both use it.
import { boxKey, orderings } from './digits';
import { PLAY_TYPES, type PlayKind } from './play-types';
import { PRIZES } from './prizes';
import { GAMES, STATE_CODES, type Game, type StateCode } from './results';

/** The plays the record in money counts, in the order the page offers them. */
export const MONEY_PLAYS = ['straight', 'box', 'straight-box', 'combo', 'front-pair', 'back-pair'] as const satisfies readonly PlayKind[];
export type MoneyPlay = (typeof MONEY_PLAYS)[number];

export const PLAY_NAMES: Record<PlayKind, string> = {
  straight: 'Straight',
  box: 'Box',
  'straight-box': 'Straight/box',
  combo: 'Combo',
  'front-pair': 'Front pair',
  'back-pair': 'Back pair',
  'split-pair': 'Split pair',
  'one-off': '1-Off',
};

/**
 * The games a play is counted for: every play for both games, where the state sells it for that
 * game (shared/play-types.ts: Ohio sells no Pick 4 combo, Texas pairs on Daily 4 only).
 */
export const PLAY_GAMES: Record<MoneyPlay, readonly Game[]> = {
  straight: GAMES,
  box: GAMES,
  'straight-box': GAMES,
  combo: GAMES,
  'front-pair': GAMES,
  'back-pair': GAMES,
};

/** Whether the state sells the play for the game (its own table says so). */
export const sells = (state: StateCode, game: Game, play: PlayKind): boolean => PLAY_TYPES[state][game].plays[play] !== undefined;

/** The stakes, in cents, at which any of `states` sells the play for either game, lowest first ($1 where none is read). */
export function stakesSold(play: PlayKind, states: readonly StateCode[] = STATE_CODES): number[] {
  const stakes = new Set(states.flatMap((s) => GAMES.flatMap((g) => PLAY_TYPES[s][g].plays[play]?.stakesCents ?? [])));
  return stakes.size > 0 ? [...stakes].sort((a, b) => a - b) : [100];
}

/** Whether the state sells the play of `number` (its game by its length) at `stakeCents` (shared/play-types.ts). */
export function soldAt(play: PlayKind, number: string, state: StateCode, stakeCents: number): boolean {
  const game: Game | undefined = number.length === 3 ? 'pick3' : number.length === 4 ? 'pick4' : undefined;
  return game !== undefined && (PLAY_TYPES[state][game].plays[play]?.stakesCents.includes(stakeCents) ?? false);
}

/** The states that sell the play for none of the games it is counted for (a state selling it for one game is counted there only). */
export const statesNotSelling = (play: MoneyPlay, states: readonly StateCode[] = STATE_CODES): StateCode[] =>
  states.filter((s) => !PLAY_GAMES[play].some((g) => sells(s, g, play)));

/** One play of one number on one draw, at a $1 stake (a combo: $1 per ordering). */
export interface PlayTerms {
  costCents: number;
  /** What the play wins on the drawn number. */
  wonCents(drawn: string): number;
  /** Chance's: the sum over the winning draws of prize × probability, in (fractional) cents. */
  expectedCents: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * The play's terms for `number` in `state`; null where there is no such play: a game the play is
 * not counted for, a state that does not sell it, or a box-like play (box, straight/box, combo) of
 * a number whose digits are all equal (it has one ordering: a straight).
 */
export function playTerms(play: MoneyPlay, number: string, state: StateCode): PlayTerms | null {
  const game: Game | undefined = number.length === 3 ? 'pick3' : number.length === 4 ? 'pick4' : undefined;
  if (!game || !/^\d+$/.test(number) || !PLAY_GAMES[play].includes(game) || !sells(state, game, play)) return null;
  const table = PRIZES[state][game];
  const space = 10 ** number.length;
  const straight = cents(table.straight);
  const k = orderings(number);
  const key = boxKey(number);
  const box = k > 1 ? cents(table.box[k]) : 0;
  const pair = PLAY_TYPES[state][game].pairCents;
  switch (play) {
    case 'straight':
      return { costCents: 100, wonCents: (d) => (d === number ? straight : 0), expectedCents: straight / space };
    case 'box':
      if (k === 1) return null;
      // A box play wins on any order of its digits, the drawn order included.
      return { costCents: 100, wonCents: (d) => (boxKey(d) === key ? box : 0), expectedCents: (box * k) / space };
    case 'straight-box':
      if (k === 1) return null;
      // A $1 straight/box is a 50¢ straight and a 50¢ box: the exact order wins both halves.
      return {
        costCents: 100,
        wonCents: (d) => (d === number ? straight / 2 + box / 2 : boxKey(d) === key ? box / 2 : 0),
        expectedCents: straight / 2 / space + (box / 2) * (k / space),
      };
    case 'combo':
      if (k === 1) return null;
      // One $1 straight per ordering: exactly one of them wins when any ordering is drawn.
      return { costCents: 100 * k, wonCents: (d) => (boxKey(d) === key ? straight : 0), expectedCents: (straight * k) / space };
    case 'front-pair':
      return { costCents: 100, wonCents: (d) => (d.slice(0, 2) === number.slice(0, 2) ? pair : 0), expectedCents: pair / 100 };
    case 'back-pair':
      return { costCents: 100, wonCents: (d) => (d.slice(-2) === number.slice(-2) ? pair : 0), expectedCents: pair / 100 };
  }
}

/** What one draw of the play costs at `stakeCents` (a combo: the stake per ordering). */
export function playCostCents(play: PlayKind, number: string, stakeCents: number): number {
  if (play === 'combo') return stakeCents * orderings(number);
  return stakeCents;
}

/**
 * The numbers an add-on digit (Fireball, Wild Ball) makes of a drawn number: the digit put in the
 * place of each drawn digit in turn, one number per place (so a place whose digit equals the
 * add-on gives the drawn number itself). A play wins its add-on prize once per such number it
 * matches: a straight when equal, a box when it has the same digits.
 */
export function extraNumbers(drawn: string, extra: string): string[] {
  return [...drawn].map((_, i) => drawn.slice(0, i) + extra + drawn.slice(i + 1));
}

/** How many of the add-on's numbers a straight (same order) or box (same digits) play of `number` matches. */
export function extraMatches(number: string, drawn: string, extra: string, kind: 'straight' | 'box'): number {
  const key = boxKey(number);
  return extraNumbers(drawn, extra).filter((n) => (kind === 'straight' ? n === number : boxKey(n) === key)).length;
}
