// The ways each state sells its daily 3- and 4-digit games (docs/product.md, "Play types"): the
// play types under the state's own names, their stakes, the $1 prize of each way to win and the
// add-on (Fireball, Wild Ball). One table per state and game, each with where it was read and
// when. The straight and box amounts are shared/prizes.ts's (the record in money's table, with its
// own sources); this file adds what else the state sells. GET /api/play-types answers it.
//
// What a source did not say is written as not found: a play whose sale was not found is in
// `notFound`, a pair prize not found is the common $50 marked `pairCommon`, an add-on's prizes not
// found are `null`. A play the source lists the state's plays without is in `notSold`. When a state
// changes its plays, change its table and its `read` date. A 4-digit game's `split-pair` is the
// state's Mid Pair: the second and third digits.
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
  /**
   * Its $1 prizes where published, by play and way to win (the keys of PlayTypeDto's prizesCents),
   * paid once per add-on number a play matches (extraMatches in shared/plays.ts); null: not found.
   */
  prizesCents: Partial<Record<PlayKind, Record<string, number>>> | null;
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
  /**
   * The $1 straight/box prizes as the source prints them (`24-exact`, `24-any`, …), where it does.
   * The answer's are worked out as a 50¢ straight and a 50¢ box; the data tests check they agree.
   */
  straightBoxPrinted?: Record<string, number>;
  source: string;
  read: string;
}

/** What the states that publish it pay for a $1 pair (Ohio, North Carolina, Virginia: $50). */
export const COMMON_PAIR_CENTS = 5000;

const READ = '2026-12-02';
/** When the 4-digit games' tables (and Florida's Pick 3 FIREBALL prizes) were read, from stored copies of the pages named. */
const READ_PICK4 = '2026-12-03';
const HALF_AND_ONE = [50, 100];
const ONE = [100];

const fireball = (source: string, read = READ): AddOn => ({ kind: 'fireball', name: 'FIREBALL', cost: 'doubles the cost of the play', prizesCents: null, source, read });

/** A 4-digit game's straight/box prizes as printed: the exact order's then any order's, by orderings 4, 6, 12, 24, in dollars. */
const printed = (exact: number[], any: number[] = []): Record<string, number> =>
  Object.fromEntries(
    [4, 6, 12, 24].flatMap((k, i) => [...(exact[i] === undefined ? [] : [[`${k}-exact`, exact[i] * 100]]), ...(any[i] === undefined ? [] : [[`${k}-any`, any[i] * 100]])]),
  );

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
    pick4: {
      plays: {
        straight: { name: 'Exact Order', stakesCents: HALF_AND_ONE },
        box: { name: 'Any Order', stakesCents: HALF_AND_ONE },
        'straight-box': { name: 'Exact/Any', stakesCents: ONE },
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
        source:
          'Tennessee Cash 4 at tn.pick-4.com ("add the Wild Ball … a fifth number that can be swapped in to replace any of the others"), a stored copy; its cost and prizes not read there',
        read: READ_PICK4,
      },
      straightBoxPrinted: printed([3099, 2900], [599, 400]),
      source:
        'Tennessee Cash 4 at us-lotteries.com/Tennessee/Cash_4/Cash_4-Game-Info.asp ("four ways to play": for $1 Exact Order, Any Order, Exact/Any or Combo, for 50¢ only Exact Order or Any Order; Combo $4 to $24) and its Exact/Any amounts at lotto.lotterydefeater.com/lottery/prizes-odds.php?game=TNMOR4&state=TN (the 12- and 24-way cut off there), stored copies; the Tennessee Lottery\'s own page was not found',
      read: READ_PICK4,
    },
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
    pick4: {
      plays: {
        straight: { name: 'Straight (Exact Order)', stakesCents: HALF_AND_ONE },
        box: { name: 'Box (Any Order)', stakesCents: HALF_AND_ONE },
        'straight-box': { name: 'Straight/Box (Exact/Any Order)', stakesCents: ONE },
        combo: { name: 'Combo', stakesCents: HALF_AND_ONE },
        'front-pair': { name: 'Front Pair', stakesCents: HALF_AND_ONE },
        'back-pair': { name: 'Back Pair', stakesCents: HALF_AND_ONE },
        'split-pair': { name: 'Mid Pair', stakesCents: HALF_AND_ONE },
      },
      notSold: ['one-off'],
      notFound: [],
      pairCents: COMMON_PAIR_CENTS,
      pairCommon: true,
      addOn: fireball(
        'Texas Lottery, "FIREBALL Starts April 28!" (txlottery.org/export/sites/lottery/Games/Pick_3/fireball_coming_soon.html): one Daily 4 FIREBALL number drawn after every drawing, its cost not said there; "doubles the cost of all Daily 4 plays" at lottery.net/texas/daily-4 and texaslotterynumbers.net/fireball (lotteryguru.com says it costs nothing extra: the two that agree kept); its prizes not read',
        READ_PICK4,
      ),
      source:
        "Texas Daily 4 at lottery.net/texas/daily-4 (Straight (Exact Order), Box (Any Order), Straight/Box (Exact/Any Order), Combo, Front Pair, Mid Pair, Back Pair; from $0.50) and lotteryguru.com/united-states-lottery-results/us-daily-4-tx ($0.50 or $1), stored copies; the Straight/Box taken at $1 as Pick 3's; the pair prize was cut off there and the Texas Lottery's own page was not found",
      read: READ_PICK4,
    },
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
    pick4: {
      plays: {
        straight: { name: 'Straight', stakesCents: HALF_AND_ONE },
        box: { name: 'Box', stakesCents: HALF_AND_ONE },
        'straight-box': { name: 'Straight/Box', stakesCents: ONE },
        combo: { name: 'Combo', stakesCents: HALF_AND_ONE },
        'one-off': { name: '1-OFF', stakesCents: HALF_AND_ONE },
      },
      notSold: ['front-pair', 'back-pair', 'split-pair'],
      notFound: [],
      pairCents: COMMON_PAIR_CENTS,
      pairCommon: true,
      addOn: null,
      source:
        'Georgia Lottery "About Cash 4" as reproduced at easylotto.co.za/georgia-pick-4-evening ("Play Cash 4 for $.50 or $1.00"; play types exact order (straight), any order (box), straight/box, combo or 1-OFF), a stored copy; the Straight/Box taken at $1 as Cash 3\'s; its prize amounts not reproduced there',
      read: READ_PICK4,
    },
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
    pick4: {
      plays: {
        straight: { name: 'Straight', stakesCents: HALF_AND_ONE },
        box: { name: 'Boxed', stakesCents: HALF_AND_ONE },
        // A $1 Back-Up is a 50¢ Straight and a 50¢ Boxed bet; $2 is $1 of each.
        'straight-box': { name: 'Back-Up', stakesCents: [100, 200] },
      },
      notSold: ['combo', 'front-pair', 'back-pair', 'split-pair', 'one-off'],
      notFound: [],
      pairCents: COMMON_PAIR_CENTS,
      pairCommon: true,
      addOn: null,
      straightBoxPrinted: printed([3099, 2900, 2700, 2600]),
      source:
        'Ohio Lottery, Pick 4 "Ways To Win" and "How To Play": ohiolottery.com/Games/DrawGames/Pick-4.aspx, a stored copy ("three types of bets": Straight and Boxed at $0.50 and $1, Back-Up in $1 increments; a Back-Up\'s straight winners $2,600, $2,700, $2,900, $3,099 for $1)',
      read: READ_PICK4,
    },
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
    pick4: {
      plays: {
        straight: { name: 'Straight', stakesCents: ONE },
        box: { name: 'Box', stakesCents: ONE },
        'straight-box': { name: '2-Way', stakesCents: ONE },
        combo: { name: 'Wheel', stakesCents: ONE },
        'one-off': { name: '1-Off', stakesCents: ONE },
      },
      notSold: ['front-pair', 'back-pair', 'split-pair'],
      notFound: [],
      pairCents: COMMON_PAIR_CENTS,
      pairCommon: true,
      addOn: null,
      source:
        'Michigan Daily 4 bet types at michiganlotterylive.com/daily-4 (Straight, Box, Wheel: "a $1 play on each straight bet", 2-Way: "$1 … divided into two $0.50 bets", 1-Off) and Lottery Post, 2025-08-29, lotterypost.com/news/355806 ("Straight, Boxed, Two-Way, 1-Off, and Wheeled … Each play costs $1"), stored copies',
      read: READ_PICK4,
    },
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
      pairCents: 5000,
      pairCommon: false,
      addOn: {
        ...fireball(
          'Florida Lottery, PICK 3 "Base Game and FIREBALL Odds and Prize Payouts" as reproduced at jackpotlottowin.co.za/pick-3-lottery-chart, a stored copy (a $1 play: Straight $200, Box $68 and $34, Straight/Box $134/$34 and $117/$17, pairs $20, Combo $200)',
          READ_PICK4,
        ),
        prizesCents: {
          straight: { straight: 20000 },
          box: { 3: 6800, 6: 3400 },
          'straight-box': { '3-exact': 13400, '3-any': 3400, '6-exact': 11700, '6-any': 1700 },
          combo: { 'per-ordering': 20000 },
          'front-pair': { pair: 2000 },
          'back-pair': { pair: 2000 },
        },
      },
      source:
        "Florida Pick 3 at lottery.net/florida/pick-3: Straight, Box, Straight/Box ($1), Combo, Front Pair, Back Pair; the pairs $50 for $1 in the Florida Lottery's chart as reproduced at jackpotlottowin.co.za/pick-3-lottery-chart (read 2026-12-03)",
      read: READ_PICK4,
    },
    pick4: {
      plays: {
        straight: { name: 'Straight', stakesCents: HALF_AND_ONE },
        box: { name: 'Box', stakesCents: HALF_AND_ONE },
        'straight-box': { name: 'Straight/Box', stakesCents: ONE },
        combo: { name: 'Combo', stakesCents: HALF_AND_ONE },
        'front-pair': { name: 'Front Pair', stakesCents: HALF_AND_ONE },
        'back-pair': { name: 'Back Pair', stakesCents: HALF_AND_ONE },
        'split-pair': { name: 'Mid Pair', stakesCents: HALF_AND_ONE },
      },
      notSold: ['one-off'],
      notFound: [],
      pairCents: 5000,
      pairCommon: false,
      addOn: fireball(
        'Florida Lottery PICK 4 questions as reproduced at morganconsulting.co/how-to-win-play-4 ("Add FIREBALL … for double the price of your base play"); its prize table was cut off at florida.lottonumbers.com/pick-4/odds-and-prizes',
        READ_PICK4,
      ),
      straightBoxPrinted: printed([3099, 2900, 2700, 2600], [599, 400, 200, 100]),
      source:
        'Florida Lottery PICK 4 questions as reproduced at morganconsulting.co/how-to-win-play-4 (Straight, Box, Straight/Box, Combo, Front Pair, Mid Pair, Back Pair; $0.50 or $1, Straight/Box $1, Combo $2 to $24) and prizes at florida.lottonumbers.com/pick-4/odds-and-prizes (Any Pair Play $50 for $1), stored copies',
      read: READ_PICK4,
    },
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
    pick4: {
      plays: {
        straight: { name: 'Exact', stakesCents: HALF_AND_ONE },
        box: { name: 'Any Order', stakesCents: HALF_AND_ONE },
        'straight-box': { name: '50/50 (Exact/Any)', stakesCents: ONE },
        combo: { name: 'Combo', stakesCents: HALF_AND_ONE },
        'front-pair': { name: 'Front Pair', stakesCents: HALF_AND_ONE },
        'back-pair': { name: 'Back Pair', stakesCents: HALF_AND_ONE },
      },
      notSold: ['split-pair'],
      notFound: ['one-off'],
      pairCents: 5000,
      pairCommon: false,
      addOn: fireball(
        'North Carolina Education Lottery, "Fireball will ignite your Pick 3 and Pick 4 play" (2022-09-18, nclottery.com/NewsBlogDetails/2022/9/18/Fireball-will-ignite-your-Pick-3-and-Pick-4-play): "Adding Fireball doubles the cost of your ticket"; its prize charts are in the brochures, not read',
        READ_PICK4,
      ),
      straightBoxPrinted: printed([3100, 2900, 2700, 2600], [600, 400, 200, 100]),
      source:
        'North Carolina Education Lottery, Pick 4 "How To Play": nclottery.com/pick4how, a stored copy (Exact, Any Order, 50/50 (Exact/Any), Combo, Pairs (Front or Back); the copy ends there, so 1-OFF is not found); 50¢ or $1, 50/50 $1 at thelotterylab.com/game-detail/north-carolina-pick4; prizes (pairs $50 for $1) at lotterycritic.com/lottery-results/north-carolina/carolina-pick-4',
      read: READ_PICK4,
    },
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
