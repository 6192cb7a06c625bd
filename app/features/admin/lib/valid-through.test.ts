import { describe, expect, it } from 'vitest';
import { MAX_VALID_DAYS } from '@shared/hits';
import { defaultValidThrough, validThroughBounds, validThroughNote } from './valid-through';

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

describe('Valid through after the last draw of the day', () => {
  const ny = 'America/New_York';
  const t = (isoTime: string) => Date.parse(isoTime);

  it('starts at the set’s day while a draw is left, and at the next day once the last one is over', () => {
    expect(defaultValidThrough('2026-11-24', t('2026-11-24T20:00:00-05:00'), ny)).toBe('2026-11-24');
    expect(defaultValidThrough('2026-11-24', t('2026-11-24T23:47:00-05:00'), ny)).toBe('2026-11-25');
  });

  it('says why it moved, and warns when the chosen day has no draw left', () => {
    const late = t('2026-11-24T23:47:00-05:00');
    expect(validThroughNote('2026-11-24', '2026-11-25', late, ny)).toEqual({
      kind: 'info',
      text: "Today's last draw (Georgia Night at 11:34 PM) is over, so Valid through starts at tomorrow, Nov 25: these numbers get its draws.",
    });
    expect(validThroughNote('2026-11-24', '2026-11-24', late, ny)).toEqual({
      kind: 'error',
      text: 'No draw is left before the end of Nov 24 (the last was Georgia Night at 11:34 PM): numbers valid through that day can never hit. Choose a later day.',
    });
    expect(validThroughNote('2026-11-24', '2026-11-24', t('2026-11-24T20:00:00-05:00'), ny)).toBeNull();
    expect(validThroughNote('2026-11-24', '2026-11-27', late, ny)).toBeNull();
  });
});
