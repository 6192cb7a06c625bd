import { describe, expect, it } from 'vitest';
import { MAX_VALID_DAYS } from '@shared/hits';
import { validThroughBounds } from './valid-through';

describe('the days a batch may be valid through', () => {
  it('runs from its own day to 13 days later', () => {
    expect(MAX_VALID_DAYS).toBe(13);
    expect(validThroughBounds('2026-11-17')).toEqual({ min: '2026-11-17', max: '2026-11-30' });
  });

  it('crosses months and leap days by the calendar', () => {
    expect(validThroughBounds('2028-02-20')).toEqual({ min: '2028-02-20', max: '2028-03-04' });
    expect(validThroughBounds('2026-12-25')).toEqual({ min: '2026-12-25', max: '2027-01-07' });
  });
});
