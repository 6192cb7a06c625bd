import { describe, expect, it } from 'vitest';
import { oddsOf } from './odds';

describe('the odds of the digit games', () => {
  it('3 digits: 1,000 numbers, 6 orders of three different digits', () => {
    const o = oddsOf('pick3');
    expect(o.straight).toBe('1 in 1,000');
    expect(o.box).toBe('about 1 in 167');
    expect(o.names.split(', ')).toEqual(expect.arrayContaining(['Pick 3', 'Cash 3', 'Daily 3']));
  });

  it('4 digits: 10,000 numbers, 24 orders of four different digits', () => {
    const o = oddsOf('pick4');
    expect(o.straight).toBe('1 in 10,000');
    expect(o.box).toBe('about 1 in 417');
    expect(o.names).toContain('Cash 4');
  });
});
