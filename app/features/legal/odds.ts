// The odds of the daily digit games, worked out rather than typed, so the page cannot misstate them.
import { GAMES, GAME_DIGITS, STATES, type Game } from '@shared/results';

const count = new Intl.NumberFormat('en-US');

function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1);
}

export interface GameOdds {
  game: Game;
  digits: number;
  /** The states' own names of the game, e.g. "Pick 3, Cash 3, Daily 3". */
  names: string;
  /** One ticket, the exact digits in order: "1 in 1,000". */
  straight: string;
  /** One ticket, the same digits in any order when all differ: "about 1 in 167". */
  box: string;
}

export function oddsOf(game: Game): GameOdds {
  const digits = GAME_DIGITS[game];
  const outcomes = 10 ** digits;
  const names = [...new Set(Object.values(STATES).map((s) => s.games[game]))].join(', ');
  return {
    game,
    digits,
    names,
    straight: `1 in ${count.format(outcomes)}`,
    box: `about 1 in ${count.format(Math.round(outcomes / factorial(digits)))}`,
  };
}

export const GAME_ODDS: GameOdds[] = GAMES.map(oddsOf);
