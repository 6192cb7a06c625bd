import { describe, expect, it } from 'vitest';
import { ANY, STORED_PAGE, addressOf, offsetOf, searchOf } from './stored-search';

const q = (s: string) => new URLSearchParams(s);

describe('searchOf', () => {
  it('reads the search the address holds', () => {
    expect(searchOf(q('state=FL&game=pick4&drawTime=evening&from=2026-06-01&to=2026-06-30&number=0471&box=1'))).toEqual({
      state: 'FL',
      game: 'pick4',
      drawTime: 'evening',
      from: '2026-06-01',
      to: '2026-06-30',
      number: '0471',
      box: true,
    });
    expect(searchOf(q(''))).toEqual(ANY);
  });

  it('takes what a search cannot be as "any", so a hand-made address still opens the page', () => {
    expect(searchOf(q('state=ZZ&game=pick9&drawTime=noon&from=June&to=2026-13'))).toEqual(ANY);
    expect(searchOf(q('number=12'))).toEqual(ANY);
    expect(searchOf(q('from=2026-06-30&to=2026-06-01'))).toEqual({ ...ANY, from: '2026-06-30' });
  });
});

describe('offsetOf', () => {
  it('is a whole page from the newest, 0 unless the address says', () => {
    expect(offsetOf(q(''))).toBe(0);
    expect(offsetOf(q(`offset=${STORED_PAGE * 2}`))).toBe(STORED_PAGE * 2);
    expect(offsetOf(q(`offset=${STORED_PAGE + 5}`))).toBe(STORED_PAGE);
    expect(offsetOf(q('offset=-30'))).toBe(0);
    expect(offsetOf(q('offset=abc'))).toBe(0);
  });
});

describe('addressOf', () => {
  it('writes the search and the page, leaving out "any", the first page and the other params', () => {
    expect(addressOf(q('other=1&offset=60'), { ...ANY, state: 'MI', number: '123', box: true }, 0).toString()).toBe('other=1&state=MI&number=123&box=1');
    expect(addressOf(q('state=MI'), ANY, STORED_PAGE).toString()).toBe(`offset=${STORED_PAGE}`);
  });

  it('drops "any order" without a number, which the search would not send', () => {
    expect(addressOf(q(''), { ...ANY, box: true }, 0).toString()).toBe('');
  });

  it('reads back as it was written', () => {
    const search = { ...ANY, game: 'pick3' as const, from: '2026-01-01', number: '047' };
    const address = addressOf(q(''), search, STORED_PAGE * 3);
    expect(searchOf(address)).toEqual(search);
    expect(offsetOf(address)).toBe(STORED_PAGE * 3);
  });
});
