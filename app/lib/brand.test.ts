import { describe, expect, it } from 'vitest';
import { APP_TIMEZONE, dayOfInstant, formatDate, formatDay, formatTime, todayDay } from './brand';

// brand.ts works dates out without Intl; Intl (with the operator's time zone) is the reference.
const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: APP_TIMEZONE, ...options });
const time = intl({ hour: 'numeric', minute: '2-digit' });
const date = intl({ year: 'numeric', month: 'long', day: 'numeric' });
const day = new Intl.DateTimeFormat('en-CA', { timeZone: APP_TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

describe('dates in the operator calendar', () => {
  it('match Intl every 15 minutes from 2024 to 2031, across every daylight-saving change', () => {
    const mismatches: string[] = [];
    for (let ms = Date.UTC(2024, 0, 1); ms < Date.UTC(2031, 0, 1); ms += 15 * 60_000) {
      const iso = new Date(ms).toISOString();
      const expected = [time.format(ms), date.format(ms), day.format(ms)];
      const actual = [formatTime(iso), formatDate(iso), dayOfInstant(iso)];
      if (actual.join('|') !== expected.join('|') || todayDay(ms) !== expected[2]) mismatches.push(`${iso}: ${actual} vs ${expected}`);
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('change to daylight time at 2:00 on the second Sunday of March and back on the first Sunday of November', () => {
    expect(formatTime('2026-03-08T06:59:00Z')).toBe('1:59 AM');
    expect(formatTime('2026-03-08T07:00:00Z')).toBe('3:00 AM');
    expect(formatTime('2026-11-01T05:59:00Z')).toBe('1:59 AM');
    expect(formatTime('2026-11-01T06:00:00Z')).toBe('1:00 AM');
    expect(dayOfInstant('2026-01-01T04:59:59Z')).toBe('2025-12-31');
    expect(formatTime('2026-07-04T16:05:00Z')).toBe('12:05 PM');
    expect(formatTime('2026-07-04T04:05:00Z')).toBe('12:05 AM');
  });

  it('name every calendar day as Intl does', () => {
    for (let ms = Date.UTC(2024, 0, 1); ms < Date.UTC(2031, 0, 1); ms += 86_400_000) {
      const iso = new Date(ms).toISOString().slice(0, 10);
      expect(formatDay(iso)).toBe(weekday.format(ms));
    }
  });

  it('leave what is not a date as it came', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDay('2026-13-45')).toBe('2026-13-45');
    expect(formatTime('soon')).toBe('');
  });
});
