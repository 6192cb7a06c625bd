// What a $1 play of each state's daily 3- and 4-digit game pays (docs/product.md, "The money"):
// the straight prize, and the box prize by how many orderings the played number's digits have
// (Pick 3: 3 and 6; Pick 4: 4, 6, 12 and 24). A box play wins on any order of its digits, the
// drawn order included; a number whose digits are all equal has no box play. One table per state
// and game, each with where its amounts were read and when. GET /api/track-record/money answers
// the tables it used, and /track-record shows them.
//
// Where a state's own amount could not be read here, the table says so (`common`) and uses the
// amount most states publish (COMMON below), marked as such. When a state changes a prize, change
// its table and its `read` date.
import type { Game, StateCode } from './results';

export interface PrizeTable {
  /** $1 straight: the same digits in the drawn order. */
  straight: number;
  /** $1 box by the number of orderings: Pick 3 {3, 6}, Pick 4 {4, 6, 12, 24}. */
  box: Record<number, number>;
  /** Where the amounts were read (a state's page, or a results site's copy of its prize table). */
  source: string;
  /** When they were read there (YYYY-MM-DD). */
  read: string;
  /** The amounts not found for this state here, taken from COMMON instead ('straight' or an ordering count). */
  common: (number | 'straight')[];
}

/** What most states pay for $1 (e.g. North Carolina, Texas Daily 4, Virginia, Kansas, Maryland). */
export const COMMON: Record<Game, Pick<PrizeTable, 'straight' | 'box'>> = {
  pick3: { straight: 500, box: { 3: 160, 6: 80 } },
  pick4: { straight: 5000, box: { 4: 1200, 6: 800, 12: 400, 24: 200 } },
};

const READ = '2026-11-28';

export const PRIZES: Record<StateCode, Record<Game, PrizeTable>> = {
  TN: {
    pick3: {
      ...COMMON.pick3,
      source:
        'Tennessee Lottery, news release of 2005-11-14 (tnlottery.com/newsroom, nid=452): "Prizes for Cash 3 range from $40 to $500"; the $1 box amounts could not be read here',
      read: READ,
      common: [3, 6],
    },
    pick4: {
      straight: 5000,
      box: { 4: 1198, 6: 800, 12: 400, 24: 200 },
      source: 'Tennessee Cash 4 prize table as reproduced at lotto.lotterydefeater.com/lottery/prizes-odds.php?game=TNMOR4&state=TN',
      read: READ,
      common: [],
    },
  },
  TX: {
    pick3: {
      straight: 500,
      box: { 3: 160, 6: 80 },
      source:
        'Texas Lottery Pick 3 prizes and odds as reproduced from lottery.net/texas/pick-3 at investingmoney24.info/texas-lottery-pick-3-winning-numbers ($0.50 plays pay half)',
      read: READ,
      common: [],
    },
    pick4: {
      straight: 5000,
      box: { 4: 1200, 6: 800, 12: 400, 24: 200 },
      source: 'Texas Daily 4 payouts at lotteryguru.com/united-states-lottery-results/us-daily-4-tx; the 24-way amount was cut off there',
      read: READ,
      common: [24],
    },
  },
  GA: {
    pick3: { ...COMMON.pick3, source: 'Georgia Cash 3 ($500 straight: lottery.net/georgia/cash-3); the $1 box amounts could not be read here', read: READ, common: [3, 6] },
    pick4: {
      straight: 5000,
      box: { ...COMMON.pick4.box, 24: 200 },
      source: 'Georgia Cash 4 ($5,000 straight, $200 24-way box: pixelation.org, "Georgia Lottery Cash 4 explained simply"); the other box amounts could not be read here',
      read: READ,
      common: [4, 6, 12],
    },
  },
  OH: {
    pick3: { straight: 500, box: { 3: 167, 6: 83 }, source: 'Ohio Lottery, Pick 3 "Ways To Win": ohiolottery.com/Games/DrawGames/Pick-3.aspx', read: READ, common: [] },
    pick4: {
      straight: 5000,
      box: { 4: 1198, 6: 800, 12: 400, 24: 200 },
      source: 'Ohio Lottery, Pick 4 "Ways To Win": ohiolottery.com/Games/DrawGames/Pick-4.aspx',
      read: READ,
      common: [],
    },
  },
  MI: {
    pick3: {
      straight: 500,
      box: { 3: 160, 6: 83 },
      source: 'Michigan Daily 3 ($500 straight, $83 6-way box: pixelation.org, "Michigan 3-digit and 4-digit explained"); the 3-way amount could not be read here',
      read: READ,
      common: [3],
    },
    pick4: {
      straight: 5000,
      box: { 4: 1250, 6: 833, 12: 416, 24: 208 },
      source: 'Michigan Daily 4 box prizes as reproduced at bestwinlotterylotto.co.za/michigan-lottery-daily-4-midday',
      read: READ,
      common: [],
    },
  },
  FL: {
    pick3: { ...COMMON.pick3, source: 'Florida Pick 3 ($500 straight: lottery.net/florida/pick-3); the $1 box amounts could not be read here', read: READ, common: [3, 6] },
    pick4: {
      straight: 5000,
      box: { 4: 1198, 6: 800, 12: 400, 24: 200 },
      source: 'Florida Pick 4 odds and prizes as reproduced at florida.lottonumbers.com/pick-4/odds-and-prizes',
      read: READ,
      common: [],
    },
  },
  NC: {
    pick3: { straight: 500, box: { 3: 160, 6: 80 }, source: 'Carolina Pick 3 prizes and odds as reproduced at lottoedge.com/carolina-pick-3', read: READ, common: [] },
    pick4: {
      straight: 5000,
      box: { 4: 1200, 6: 800, 12: 400, 24: 200 },
      source: 'Carolina Pick 4 prizes and odds as reproduced at lottoedge.com/carolina-pick-4',
      read: READ,
      common: [],
    },
  },
};
