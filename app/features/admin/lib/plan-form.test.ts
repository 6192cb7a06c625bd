import { describe, expect, it } from 'vitest';
import { centsOfDollars } from './plan-form';

describe('centsOfDollars', () => {
  it('reads dollars as typed, to the cent', () => {
    expect(centsOfDollars('80')).toBe(8000);
    expect(centsOfDollars('$1,500.5')).toBe(150_050);
    expect(centsOfDollars('11.43')).toBe(1143);
  });

  it('is no number for anything else', () => {
    for (const t of ['', 'abc', '1.234', '-5', '1e3']) expect(centsOfDollars(t), t).toBeNaN();
  });
});
