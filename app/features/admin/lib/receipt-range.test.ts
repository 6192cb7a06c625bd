import { describe, expect, it } from 'vitest';
import { presetRange, rangeProblem } from './receipt-range';

describe('presetRange', () => {
  it('counts months and the last 30 days from the operator’s today, both ends included', () => {
    expect(presetRange('this-month', '2026-06-15')).toEqual({ from: '2026-06-01', to: '2026-06-15' });
    expect(presetRange('last-month', '2026-06-15')).toEqual({ from: '2026-05-01', to: '2026-05-31' });
    expect(presetRange('last-month', '2026-03-01')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('last-month', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('last-30-days', '2026-06-15')).toEqual({ from: '2026-05-17', to: '2026-06-15' });
    expect(presetRange('all', '2026-06-15')).toEqual({});
  });
});

describe('rangeProblem', () => {
  it('refuses a start after the end in the server’s words, and lets open ends through', () => {
    expect(rangeProblem({ from: '2026-06-02', to: '2026-06-01' })).toBe('The start date (from) must not be after the end date (to).');
    expect(rangeProblem({ from: '2026-06-01', to: '2026-06-01' })).toBeNull();
    expect(rangeProblem({ from: '2026-06-02' })).toBeNull();
  });
});
