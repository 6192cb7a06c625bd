import { describe, expect, it } from 'vitest';
import { ANY_SEARCH, STORED_PAGE, analyticsRangeOf, auditFiltersOf, storedOffsetOf, storedSearchAddress, storedSearchOf } from './address-filters';

describe('auditFiltersOf', () => {
  it('reads an action the log knows and the acting admin', () => {
    expect(auditFiltersOf(new URLSearchParams('action=user.create&actor=7'))).toEqual({ action: 'user.create', actor: '7' });
  });

  it('leaves out an action the log does not know, also a name every object has', () => {
    expect(auditFiltersOf(new URLSearchParams('action=nonsense')).action).toBe('');
    expect(auditFiltersOf(new URLSearchParams('action=toString')).action).toBe('');
    expect(auditFiltersOf(new URLSearchParams(''))).toEqual({ action: '', actor: '' });
  });
});

describe('analyticsRangeOf', () => {
  it('reads the range and a period the page offers', () => {
    expect(analyticsRangeOf(new URLSearchParams('from=2026-11-01&to=2026-11-30&by=day'))).toEqual({ from: '2026-11-01', to: '2026-11-30', by: 'day' });
  });

  it("leaves out what is empty or not offered, for the server's default", () => {
    expect(analyticsRangeOf(new URLSearchParams('from=&by=year'))).toEqual({ from: undefined, to: undefined, by: undefined });
  });
});

const q = (s: string) => new URLSearchParams(s);

describe('storedSearchOf', () => {
  it('reads the search the address holds', () => {
    expect(storedSearchOf(q('state=FL&game=pick4&drawTime=evening&from=2026-06-01&to=2026-06-30&number=0471&box=1'))).toEqual({
      state: 'FL',
      game: 'pick4',
      drawTime: 'evening',
      from: '2026-06-01',
      to: '2026-06-30',
      number: '0471',
      box: true,
    });
    expect(storedSearchOf(q(''))).toEqual(ANY_SEARCH);
  });

  it('takes what a search cannot be as "any", so a hand-made address still opens the page', () => {
    expect(storedSearchOf(q('state=ZZ&game=pick9&drawTime=noon&from=June&to=2026-13'))).toEqual(ANY_SEARCH);
    expect(storedSearchOf(q('number=12'))).toEqual(ANY_SEARCH);
    expect(storedSearchOf(q('from=2026-06-30&to=2026-06-01'))).toEqual({ ...ANY_SEARCH, from: '2026-06-30' });
  });
});

describe('storedOffsetOf', () => {
  it('is a whole page from the newest, 0 unless the address says', () => {
    expect(storedOffsetOf(q(''))).toBe(0);
    expect(storedOffsetOf(q(`offset=${STORED_PAGE * 2}`))).toBe(STORED_PAGE * 2);
    expect(storedOffsetOf(q(`offset=${STORED_PAGE + 5}`))).toBe(STORED_PAGE);
    expect(storedOffsetOf(q('offset=-30'))).toBe(0);
    expect(storedOffsetOf(q('offset=abc'))).toBe(0);
  });
});

describe('storedSearchAddress', () => {
  it('writes the search and the page, leaving out "any", the first page and the other params', () => {
    expect(storedSearchAddress(q('other=1&offset=60'), { ...ANY_SEARCH, state: 'MI', number: '123', box: true }, 0).toString()).toBe('other=1&state=MI&number=123&box=1');
    expect(storedSearchAddress(q('state=MI'), ANY_SEARCH, STORED_PAGE).toString()).toBe(`offset=${STORED_PAGE}`);
  });

  it('drops "any order" without a number, which the search would not send', () => {
    expect(storedSearchAddress(q(''), { ...ANY_SEARCH, box: true }, 0).toString()).toBe('');
  });

  it('reads back as it was written', () => {
    const search = { ...ANY_SEARCH, game: 'pick3' as const, from: '2026-01-01', number: '047' };
    const address = storedSearchAddress(q(''), search, STORED_PAGE * 3);
    expect(storedSearchOf(address)).toEqual(search);
    expect(storedOffsetOf(address)).toBe(STORED_PAGE * 3);
  });
});
