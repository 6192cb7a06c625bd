import { describe, expect, it } from 'vitest';
import { analyticsRangeOf, auditFiltersOf } from './address-filters';

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
