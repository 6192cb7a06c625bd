// Every play's scoring and prize (docs/product.md, "Play types"): what a $1 play of a number costs
// and wins on each possible draw, at the state's own amounts, and chance's expectation checked by
// summing over every possible draw.
import { describe, expect, it } from 'vitest';
import { extraMatches, extraNumbers, MONEY_PLAYS, playCostCents, playTerms, stakesSold, statesNotSelling } from './plays';
import { STATE_CODES } from './results';

const all = (digits: number) => Array.from({ length: 10 ** digits }, (_, i) => String(i).padStart(digits, '0'));

describe("a $1 play of each type, at Ohio's own prizes", () => {
  it('straight: $500 on the drawn order only', () => {
    const t = playTerms('straight', '123', 'OH')!;
    expect(t.costCents).toBe(100);
    expect(all(3).filter((d) => t.wonCents(d) > 0)).toEqual(['123']);
    expect(t.wonCents('123')).toBe(50000);
  });

  it('box: $167 on each of the 3 orderings of a pair, $83 on each of 6 of different digits, none for a triple', () => {
    const pair = playTerms('box', '112', 'OH')!;
    expect(all(3).filter((d) => pair.wonCents(d) > 0)).toEqual(['112', '121', '211']);
    expect(pair.wonCents('121')).toBe(16700);
    const six = playTerms('box', '123', 'OH')!;
    expect(all(3).filter((d) => six.wonCents(d) === 8300)).toEqual(['123', '132', '213', '231', '312', '321']);
    expect(playTerms('box', '777', 'OH')).toBeNull();
  });

  it('straight/box: a 50¢ straight and a 50¢ box, as Ohio prints its Back-Up ($333.50 and $291.50 exact)', () => {
    const pair = playTerms('straight-box', '112', 'OH')!;
    expect(pair.costCents).toBe(100);
    expect(pair.wonCents('112')).toBe(33350);
    expect(pair.wonCents('211')).toBe(8350);
    const six = playTerms('straight-box', '123', 'OH')!;
    expect(six.wonCents('123')).toBe(29150);
    expect(six.wonCents('321')).toBe(4150);
    expect(six.wonCents('124')).toBe(0);
  });

  it('straight/box in North Carolina pays what its table prints: $330/$80 and $290/$40', () => {
    expect(playTerms('straight-box', '112', 'NC')!.wonCents('112')).toBe(33000);
    expect(playTerms('straight-box', '112', 'NC')!.wonCents('121')).toBe(8000);
    expect(playTerms('straight-box', '123', 'NC')!.wonCents('123')).toBe(29000);
    expect(playTerms('straight-box', '123', 'NC')!.wonCents('231')).toBe(4000);
  });

  it('combo: one $1 straight per ordering, $6 for different digits and $3 for a pair, $500 on any ordering', () => {
    const six = playTerms('combo', '123', 'OH')!;
    expect(six.costCents).toBe(600);
    const wins = all(3).filter((d) => six.wonCents(d) > 0);
    expect(wins).toEqual(['123', '132', '213', '231', '312', '321']);
    for (const d of wins) expect(six.wonCents(d)).toBe(50000);
    const pair = playTerms('combo', '112', 'OH')!;
    expect(pair.costCents).toBe(300);
    expect(all(3).filter((d) => pair.wonCents(d) > 0)).toEqual(['112', '121', '211']);
    expect(playTerms('combo', '000', 'OH')).toBeNull();
    expect(playCostCents('combo', '123', 50)).toBe(300);
    expect(playCostCents('combo', '112', 100)).toBe(300);
    expect(playCostCents('straight', '112', 50)).toBe(50);
  });

  it('front pair: $50 when the first two digits are drawn in their places; back pair the last two', () => {
    const front = playTerms('front-pair', '125', 'OH')!;
    const frontWins = all(3).filter((d) => front.wonCents(d) > 0);
    expect(frontWins).toEqual(['120', '121', '122', '123', '124', '125', '126', '127', '128', '129']);
    expect(front.wonCents('129')).toBe(5000);
    expect(front.wonCents('212')).toBe(0);
    const back = playTerms('back-pair', '125', 'OH')!;
    expect(all(3).filter((d) => back.wonCents(d) > 0)).toEqual(['025', '125', '225', '325', '425', '525', '625', '725', '825', '925']);
    expect(back.wonCents('152')).toBe(0);
  });
});

describe('the states that do not sell a play', () => {
  it('have no terms for it, and are named; a state selling it for one game is counted for that game', () => {
    expect(playTerms('front-pair', '125', 'TX')).toBeNull();
    expect(playTerms('front-pair', '1256', 'TX')!.wonCents('1299')).toBe(5000);
    expect(playTerms('back-pair', '125', 'MI')).toBeNull();
    expect(playTerms('back-pair', '1256', 'MI')).toBeNull();
    // Tennessee and Michigan sell no pairs; Texas sells them on Daily 4, Ohio on Pick 3.
    expect(statesNotSelling('front-pair')).toEqual(['TN', 'MI']);
    expect(statesNotSelling('combo')).toEqual([]);
    expect(statesNotSelling('straight')).toEqual([]);
  });

  it("count Ohio's Pick 4 straight, Boxed and Back-Up, and no combo or pairs, which Ohio sells for Pick 3 only", () => {
    expect(playTerms('straight', '1234', 'OH')!.wonCents('1234')).toBe(500000);
    expect(playTerms('box', '1123', 'OH')!.wonCents('3211')).toBe(40000);
    expect(playTerms('straight-box', '1123', 'OH')!.wonCents('1123')).toBe(270000);
    expect(playTerms('combo', '1234', 'OH')).toBeNull();
    expect(playTerms('front-pair', '1234', 'OH')).toBeNull();
    expect(playTerms('combo', '123', 'OH')).not.toBeNull();
  });

  it('give the stakes the states sell a play at: a Back-Up in Ohio $1 or $2, every Michigan Daily 4 play $1', () => {
    expect(stakesSold('straight-box', ['OH'])).toEqual([100, 200]);
    expect(stakesSold('straight-box', ['NC'])).toEqual([100]);
    expect(stakesSold('straight', ['NC'])).toEqual([50, 100]);
    expect(stakesSold('front-pair', ['TN', 'MI'])).toEqual([100]);
  });
});

describe("a $1 play of a Pick 4 number, at each state's own prizes", () => {
  const orderingsOf = (n: string) => all(4).filter((d) => [...d].sort().join('') === [...n].sort().join(''));

  it("box: 4, 6, 12 or 24 ways to win by the digits, each paying the state's amount for that many; none for 7777", () => {
    const cases = [
      ['1112', 4, 119800],
      ['1122', 6, 80000],
      ['1123', 12, 40000],
      ['1234', 24, 20000],
    ] as const;
    for (const [n, ways, prize] of cases) {
      const t = playTerms('box', n, 'FL')!;
      const wins = all(4).filter((d) => t.wonCents(d) > 0);
      expect(wins, n).toEqual(orderingsOf(n));
      expect(wins, n).toHaveLength(ways);
      for (const d of wins) expect(t.wonCents(d)).toBe(prize);
    }
    // Michigan's own: $1,250, $833, $416, $208.
    expect(['1112', '1122', '1123', '1234'].map((n) => playTerms('box', n, 'MI')!.wonCents(n))).toEqual([125000, 83300, 41600, 20800]);
    expect(playTerms('box', '7777', 'FL')).toBeNull();
  });

  it('combo: one straight per ordering (cost $4, $6, $12, $24), $5,000 on any of them, none for 7777', () => {
    for (const [n, ways] of [
      ['1112', 4],
      ['1122', 6],
      ['1123', 12],
      ['1234', 24],
    ] as const) {
      const t = playTerms('combo', n, 'NC')!;
      expect(t.costCents, n).toBe(100 * ways);
      expect(playCostCents('combo', n, 50), n).toBe(50 * ways);
      const wins = all(4).filter((d) => t.wonCents(d) > 0);
      expect(wins, n).toEqual(orderingsOf(n));
      for (const d of wins) expect(t.wonCents(d)).toBe(500000);
    }
    expect(playTerms('combo', '7777', 'NC')).toBeNull();
    // Michigan's Wheel is its combo.
    expect(playTerms('combo', '1234', 'MI')!.costCents).toBe(2400);
  });

  it('straight/box: the drawn order pays half the straight and half the box, as the states print it', () => {
    // Florida and Tennessee print $3,099/$599 (4-way) … $2,600/$100 (24-way), Ohio's Back-Up $3,099
    // for 4-way, North Carolina's 50/50 $3,100/$600 (its 4-way box is $1,200).
    const fl = ['1112', '1122', '1123', '1234'].map((n) => playTerms('straight-box', n, 'FL')!);
    expect(fl.map((t, i) => t.wonCents(['1112', '1122', '1123', '1234'][i]))).toEqual([309900, 290000, 270000, 260000]);
    expect(fl.map((t, i) => t.wonCents(['2111', '2211', '3211', '4321'][i]))).toEqual([59900, 40000, 20000, 10000]);
    expect(playTerms('straight-box', '1112', 'OH')!.wonCents('1112')).toBe(309900);
    expect(playTerms('straight-box', '1112', 'NC')!.wonCents('1112')).toBe(310000);
    expect(playTerms('straight-box', '1112', 'NC')!.wonCents('1211')).toBe(60000);
    expect(playTerms('straight-box', '1112', 'TN')!.wonCents('1121')).toBe(59900);
    // Michigan's 2-Way: $2,500 + half of $208.
    expect(playTerms('straight-box', '1234', 'MI')!.wonCents('1234')).toBe(260400);
    expect(playTerms('straight-box', '1234', 'FL')!.wonCents('1235')).toBe(0);
    expect(playTerms('straight-box', '7777', 'FL')).toBeNull();
  });

  it('front pair: the first two digits in their places ($50, 100 draws of 10,000); back pair the last two; 7777 has both', () => {
    const front = playTerms('front-pair', '1256', 'FL')!;
    const frontWins = all(4).filter((d) => front.wonCents(d) > 0);
    expect(frontWins).toHaveLength(100);
    expect(frontWins.every((d) => d.startsWith('12'))).toBe(true);
    expect(front.wonCents('1290')).toBe(5000);
    expect(front.wonCents('2156')).toBe(0);
    expect(front.wonCents('0125')).toBe(0);
    const back = playTerms('back-pair', '1256', 'NC')!;
    const backWins = all(4).filter((d) => back.wonCents(d) > 0);
    expect(backWins).toHaveLength(100);
    expect(backWins.every((d) => d.endsWith('56'))).toBe(true);
    expect(back.wonCents('5612')).toBe(0);
    expect(playTerms('front-pair', '7777', 'NC')!.wonCents('7712')).toBe(5000);
    // Georgia sells no Cash 4 pairs, Tennessee no Cash 4 pairs.
    expect(playTerms('front-pair', '1256', 'GA')).toBeNull();
    expect(playTerms('back-pair', '1256', 'TN')).toBeNull();
  });
});

describe("chance's expectation", () => {
  it('is the prize summed over every possible draw, for every play, state and digit pattern', () => {
    for (const state of STATE_CODES) {
      for (const play of MONEY_PLAYS) {
        for (const number of ['123', '112', '777', '1234', '1123', '1122', '1112', '7777']) {
          const t = playTerms(play, number, state);
          if (!t) continue;
          const draws = all(number.length);
          const total = draws.reduce((sum, d) => sum + t.wonCents(d), 0);
          expect(t.expectedCents, `${state} ${play} ${number}`).toBeCloseTo(total / draws.length, 9);
        }
      }
    }
  });
});

describe('the add-on digit (Fireball, Wild Ball)', () => {
  it('makes one number per place of the drawn number, the digit put in that place', () => {
    expect(extraNumbers('123', '7')).toEqual(['723', '173', '127']);
    // Texas's own example: 1-2-3 drawn, FIREBALL 3: 323, 133 and 123 (the drawn number again).
    expect(extraNumbers('123', '3')).toEqual(['323', '133', '123']);
    expect(extraNumbers('1235', '4')).toEqual(['4235', '1435', '1245', '1234']);
  });

  it('wins a straight per matching number, a box per number of the same digits', () => {
    // 1-2-7 straight, 1-2-3 drawn with 7: the third place makes 127.
    expect(extraMatches('127', '123', '7', 'straight')).toBe(1);
    expect(extraMatches('172', '123', '7', 'straight')).toBe(0);
    expect(extraMatches('172', '123', '7', 'box')).toBe(1);
    // 567 any order, 057 drawn with 6: 657 has its digits.
    expect(extraMatches('567', '057', '6', 'box')).toBe(1);
    // A triple drawn with its own digit: every place makes it again.
    expect(extraMatches('333', '333', '3', 'straight')).toBe(3);
    expect(extraMatches('124', '123', '5', 'box')).toBe(0);
  });
});
