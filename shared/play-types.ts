// The ways each state sells its daily 3- and 4-digit games (docs/product.md, "Play types"): the
// play types under the state's own names, their stakes, the $1 prize of each way to win and the
// add-on (Fireball, Wild Ball). One table per state and game, each with where it was read and
// when. The straight and box amounts are shared/prizes.ts's (the record in money's table, with its
// own sources); this file adds what else the state sells. GET /api/play-types answers it.
//
// What a source did not say is written as not found: a play whose sale was not found is in
// `notFound`, a pair prize not found is the common $50 marked `pairCommon`, an add-on's prizes not
// found are `null`. A play the source lists the state's plays without is in `notSold`. When a state
// changes its plays, change its table and its `read` date.
import { PRIZES } from './prizes';
import { GAMES, STATE_CODES, STATES, type Game, type StateCode } from './results';

/** The play types a state may sell; the first six are those the record in money counts. */
export const PLAY_KINDS = ['straight', 'box', 'straight-box', 'combo', 'front-pair', 'back-pair', 'split-pair', 'one-off'] as const;
export type PlayKind = (typeof PLAY_KINDS)[number];

export const ADD_ON_KINDS = ['fireball', 'wildball'] as const;
export type AddOnKind = (typeof ADD_ON_KINDS)[number];

/** One play type a state sells: its own name and the stakes it is sold at, in cents. */
export interface PlayOffer {
  name: string;
  stakesCents: number[];
}

export interface AddOn {
  kind: AddOnKind;
  /** The state's own name for it. */
  name: string;
  /** What it costs: the state's words. */
  cost: string;
  /** Its $1 prizes where published; null: not found. */
  prizesCents: null;
  source: string;
  read: string;
}

export interface GameOffer {
  plays: Partial<Record<PlayKind, PlayOffer>>;
  /** Plays the source lists the state's plays without. */
  notSold: PlayKind[];
  /** Plays whose sale the source does not say. */
  notFound: PlayKind[];
  /** A $1 front, back or split pair's prize, in cents. */
  pairCents: number;
  /** The pair prize was not found for this state: the common amount (COMMON_PAIR_CENTS). */
  pairCommon: boolean;
  addOn: AddOn | null;
  source: string;
  read: string;
}

/** What the states that publish it pay for a $1 pair (Ohio, North Carolina, Virginia: $50). */
export const COMMON_PAIR_CENTS = 5000;

const READ = '2026-12-02';
const HALF_AND_ONE = [50, 100];
const ONE = [100];

/** Pick 4's play types were not read here: every play is not found but the straight and box of shared/prizes.ts. */
const pick4NotRead = (source: string, addOn: AddOn | null = null): GameOffer => ({
  plays: { straight: { name: 'Straight', stakesCents: HALF_AND_ONE }, box: { name: 'Box', stakesCents: HALF_AND_ONE } },
  notSold: [],
  notFound: ['straight-box', 'combo', 'front-pair', 'back-pair', 'split-pair', 'one-off'],
  pairCents: COMMON_PAIR_CENTS,
  pairCommon: true,
  addOn,
  source,
  read: READ,
});

const fireball = (source: string): AddOn => ({ kind: 'fireball', name: 'FIREBALL', cost: 'doubles the cost of the play', prizesCents: null, source, read: READ });

export const PLAY_TYPES: Record<StateCode, Record<Game, GameOffer>> = {
  TN: {
    pick3: {
      plays: {
        straight: { name: 'Exact Order', stakesCents: HALF_AND_ONE },
        box: { name: 'Any Order', stakesCents: HALF_AND_ONE },
        'straight-box': { name: 'Exact or Any Order', stakesCents: ONE },
        combo: { name: 'Combo', stakesCents: ONE },
      },
      notSold: ['front-pair', 'back-pair', 'split-pair', 'one-off'],
      notFound: [],
      pairCents: COMMON_PAIR_CENTS,
      pairCommon: true,
      addOn: {
        kind: 'wildball',
        name: 'Wild Ball',
        cost: 'not found',
        prizesCents: null,
        source: 'Cash 3 questions and answers at tn.pick-3.com/faqs (the Wild Ball named as an optional add-on; its cost and prizes not read there)',
        read: READ,
      },
      source: 'Cash 3 questions and answers at tn.pick-3.com/faqs: Exact Order, Any Order, Exact or Any Order ($1), Combo ($1 per combination)',
      read: READ,
    },
    pick4: pick4NotRead('Cash 4 play types were not read here', {
      kind: 'wildball',
      name: 'Wild Ball',
      cost: 'not found',
      prizesCents: null,
      source: "the product contract (§27) names Tennessee's Wild Ball; Cash 4's was not read here",
      read: READ,
    }),
  },
  TX: {
    pick3: {
      plays: {
        straight: { name: 'Exact Order', stakesCents: HALF_AND_ONE },
        box: { name: 'Any Order', stakesCents: HALF_AND_ONE },
        'straight-box': { name: 'Exact/Any', stakesCents: ONE },
        combo: { name: 'Combo', stakesCents: HALF_AND_ONE },
      },
      notSold: ['front-pair', 'back-pair', 'split-pair', 'one-off'],
      notFound: [],
      pairCents: COMMON_PAIR_CENTS,
      pairCommon: true,
      addOn: fireball(
        'Texas Lottery, "FIREBALL Starts April 28!" (txlottery.org, Pick 3 pages) and texas.lottonumbers.com/pick-3/odds-and-prizes; its prizes depend on how many combinations it makes and were not all read',
      ),
      source: 'Texas Pick 3 play styles (Exact Order, Any Order, Exact/Any, Combo) as reproduced from the Texas Lottery at support.lotto.com ("TX Pick 3 Play Types")',
      read: READ,
    },
    pick4: pick4NotRead(
      'Daily 4 play types were not read here',
      fireball('Texas Lottery, "FIREBALL Starts April 28!" (txlottery.org): one Pick 3 and one Daily 4 FIREBALL number drawn after every drawing; its prizes not read'),
    ),
  },
  GA: {
    pick3: {
      plays: {
        straight: { name: 'Straight', stakesCents: HALF_AND_ONE },
        box: { name: 'Box', stakesCents: HALF_AND_ONE },
        'straight-box': { name: 'Straight/Box', stakesCents: ONE },
        combo: { name: 'Combo', stakesCents: HALF_AND_ONE },
        'front-pair': { name: 'Front Pair', stakesCents: HALF_AND_ONE },
        'back-pair': { name: 'Back Pair', stakesCents: HALF_AND_ONE },
        'one-off': { name: '1-Off', stakesCents: HALF_AND_ONE },
      },
      notSold: ['split-pair'],
      notFound: [],
      pairCents: COMMON_PAIR_CENTS,
      pairCommon: true,
      addOn: null,
      source: 'Cash 3 questions and answers at ga.pick-3.com/faqs: Straight, Box, Straight/Box ($1), Combo, 1-Off, Front Pair, Back Pair; the pair prize not read there',
      read: READ,
    },
    pick4: pick4NotRead('Cash 4 play types were not read here'),
  },
  OH: {
    pick3: {
      plays: {
        straight: { name: 'Straight', stakesCents: HALF_AND_ONE },
        box: { name: 'Box', stakesCents: HALF_AND_ONE },
        'straight-box': { name: 'Back-Up', stakesCents: ONE },
        combo: { name: 'Wheel', stakesCents: HALF_AND_ONE },
        'front-pair': { name: 'Front Pair', stakesCents: HALF_AND_ONE },
        'back-pair': { name: 'Back Pair', stakesCents: HALF_AND_ONE },
        'split-pair': { name: 'Split Pair', stakesCents: HALF_AND_ONE },
      },
      notSold: ['one-off'],
      notFound: [],
      pairCents: 5000,
      pairCommon: false,
      addOn: null,
      source: 'Ohio Lottery, Pick 3 "Ways To Win": ohiolottery.com/Games/DrawGames/Pick-3.aspx (pairs $50 for $1; a $1 Back-Up is a 50¢ straight and a 50¢ box)',
      read: READ,
    },
    pick4: pick4NotRead('Ohio Pick 4 play types were not read here'),
  },
  MI: {
    pick3: {
      plays: {
        straight: { name: 'Straight', stakesCents: HALF_AND_ONE },
        box: { name: 'Box', stakesCents: HALF_AND_ONE },
        'straight-box': { name: '2-Way', stakesCents: ONE },
        combo: { name: 'Wheel', stakesCents: ONE },
        'one-off': { name: '1-Off', stakesCents: HALF_AND_ONE },
      },
      notSold: ['front-pair', 'back-pair', 'split-pair'],
      notFound: [],
      pairCents: COMMON_PAIR_CENTS,
      pairCommon: true,
      addOn: null,
      source: 'Michigan Daily 3 bet types (Straight, Box, Wheel, 2-Way, 1-Off) at michiganlotterylive.com/daily-3',
      read: READ,
    },
    pick4: pick4NotRead('Daily 4 bet types were not read here'),
  },
  FL: {
    pick3: {
      plays: {
        straight: { name: 'Straight', stakesCents: HALF_AND_ONE },
        box: { name: 'Box', stakesCents: HALF_AND_ONE },
        'straight-box': { name: 'Straight/Box', stakesCents: ONE },
        combo: { name: 'Combo', stakesCents: HALF_AND_ONE },
        'front-pair': { name: 'Front Pair', stakesCents: HALF_AND_ONE },
        'back-pair': { name: 'Back Pair', stakesCents: HALF_AND_ONE },
      },
      notSold: [],
      notFound: ['split-pair', 'one-off'],
      pairCents: COMMON_PAIR_CENTS,
      pairCommon: true,
      addOn: fireball('Florida Pick 3 at lottery.net/florida/pick-3 ("Try the Fireball add-on"); its prizes not read there'),
      source: 'Florida Pick 3 at lottery.net/florida/pick-3: Straight, Box, Straight/Box ($1), Combo, Front Pair, Back Pair; the pair prize not read there',
      read: READ,
    },
    pick4: pick4NotRead('Florida Pick 4 play types were not read here', fireball("the product contract (§27) names Florida's Fireball; Pick 4's was not read here")),
  },
  NC: {
    pick3: {
      plays: {
        straight: { name: 'Exact', stakesCents: HALF_AND_ONE },
        box: { name: 'Any Order', stakesCents: HALF_AND_ONE },
        'straight-box': { name: '50/50 (Exact/Any)', stakesCents: ONE },
        combo: { name: 'Combo', stakesCents: HALF_AND_ONE },
        'front-pair': { name: 'Front Pair', stakesCents: HALF_AND_ONE },
        'back-pair': { name: 'Back Pair', stakesCents: HALF_AND_ONE },
        'one-off': { name: '1 OFF', stakesCents: HALF_AND_ONE },
      },
      notSold: ['split-pair'],
      notFound: [],
      pairCents: 5000,
      pairCommon: false,
      addOn: fireball(
        'North Carolina Education Lottery, Pick 3 "How To Play": nclottery.com/pick3-how-to-play ("Fireball doubles the cost of the ticket"); its prizes not read there',
      ),
      source: 'North Carolina Education Lottery, Pick 3 "How To Play": nclottery.com/pick3-how-to-play; pairs $50 for $1 at lottoedge.com/carolina-pick-3',
      read: READ,
    },
    pick4: pick4NotRead('Carolina Pick 4 play types were not read here', fireball("the product contract (§27) names North Carolina's Fireball; Pick 4's was not read here")),
  },
};

/** Whether a state's game draws an add-on digit (Fireball, Wild Ball) a result may carry. */
export const drawsExtra = (state: StateCode, game: Game): boolean => PLAY_TYPES[state][game].addOn !== null;

/** One play type as answered: the state's name, stakes and the $1 prize of each way to win, in cents (null: not found). */
export interface PlayTypeDto {
  play: PlayKind;
  name: string;
  stakesCents: number[];
  /**
   * By way to win: straight `straight`; box by orderings (`3`, `6`; Pick 4 `4`…`24`); straight/box
   * `3-exact`, `3-any`, …; combo `per-ordering` (it costs the stake once per ordering); pairs `pair`.
   */
  prizesCents: Record<string, number> | null;
  /** Amounts of prizesCents not found for this state: the common amount is given, marked here. */
  common: string[];
}

export interface GameOfferDto {
  state: StateCode;
  game: Game;
  /** The state's own name of the game. */
  name: string;
  plays: PlayTypeDto[];
  notSold: PlayKind[];
  notFound: PlayKind[];
  addOn: AddOn | null;
  source: string;
  read: string;
  /** Where the straight and box amounts were read (shared/prizes.ts), and when. */
  prizesSource: string;
  prizesRead: string;
}

/** GET /api/play-types. */
export interface PlayTypesDto {
  games: GameOfferDto[];
}

function prizesOf(state: StateCode, game: Game, play: PlayKind): Pick<PlayTypeDto, 'prizesCents' | 'common'> {
  const t = PRIZES[state][game];
  const offer = PLAY_TYPES[state][game];
  const straight = Math.round(t.straight * 100);
  const box = Object.entries(t.box).map(([k, v]) => [k, Math.round(v * 100)] as const);
  const common = t.common.map(String);
  const boxCommon = common.filter((c) => c !== 'straight');
  const pairCommon = offer.pairCommon ? ['pair'] : [];
  switch (play) {
    case 'straight':
      return { prizesCents: { straight }, common: common.includes('straight') ? ['straight'] : [] };
    case 'box':
      return { prizesCents: Object.fromEntries(box), common: boxCommon };
    case 'straight-box':
      // A $1 straight/box is a 50¢ straight and a 50¢ box.
      return {
        prizesCents: Object.fromEntries(
          box.flatMap(([k, v]) => [
            [`${k}-exact`, straight / 2 + v / 2],
            [`${k}-any`, v / 2],
          ]),
        ),
        common: boxCommon.flatMap((k) => [`${k}-exact`, `${k}-any`]),
      };
    case 'combo':
      return { prizesCents: { 'per-ordering': straight }, common: common.includes('straight') ? ['per-ordering'] : [] };
    case 'front-pair':
    case 'back-pair':
    case 'split-pair':
      return { prizesCents: { pair: offer.pairCents }, common: pairCommon };
    case 'one-off':
      return { prizesCents: null, common: [] };
  }
}

/** The whole table as answered, in the product's order of states, Pick 3 before Pick 4. */
export function playTypesDto(): PlayTypesDto {
  return {
    games: STATE_CODES.flatMap((state) =>
      GAMES.map((game): GameOfferDto => {
        const offer = PLAY_TYPES[state][game];
        return {
          state,
          game,
          name: STATES[state].games[game],
          plays: PLAY_KINDS.flatMap((play) => {
            const p = offer.plays[play];
            return p ? [{ play, name: p.name, stakesCents: p.stakesCents, ...prizesOf(state, game, play) }] : [];
          }),
          notSold: offer.notSold,
          notFound: offer.notFound,
          addOn: offer.addOn,
          source: offer.source,
          read: offer.read,
          prizesSource: PRIZES[state][game].source,
          prizesRead: PRIZES[state][game].read,
        };
      }),
    ),
  };
}
