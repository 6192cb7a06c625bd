import { describe, expect, it } from 'vitest';
import { todayDay as todayInAppZone } from '../../../lib/brand';
import { formatCalendarDay, formatInstantDay, formatInstantTime } from './app-day';

describe('todayInAppZone', () => {
  it("uses New York's calendar, not UTC's", () => {
    // 02:30 UTC on Jan 6 is still the evening of Jan 5 in New York (UTC-5).
    expect(todayInAppZone(Date.parse('2026-01-06T02:30:00Z'))).toBe('2026-01-05');
    expect(todayInAppZone(Date.parse('2026-01-06T05:30:00Z'))).toBe('2026-01-06');
  });

  it('follows daylight saving time', () => {
    // In July New York is UTC-4: 03:59 UTC is 23:59 the day before.
    expect(todayInAppZone(Date.parse('2026-07-10T03:59:00Z'))).toBe('2026-07-09');
    expect(todayInAppZone(Date.parse('2026-07-10T04:00:00Z'))).toBe('2026-07-10');
  });
});

describe('formatting', () => {
  it('shows an instant as a New York day and time', () => {
    expect(formatInstantDay('2026-01-06T02:30:00Z')).toBe('Jan 5, 2026');
    expect(formatInstantTime('2026-01-06T02:30:00Z')).toBe('9:30:00 PM EST');
  });

  it('leaves missing or broken instants blank', () => {
    expect(formatInstantDay(null)).toBe('');
    expect(formatInstantDay('not a date')).toBe('');
    expect(formatInstantTime(undefined)).toBe('');
  });

  it('never shifts a calendar day', () => {
    expect(formatCalendarDay('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatCalendarDay('odd')).toBe('odd');
  });
});
