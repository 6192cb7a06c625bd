import { describe, expect, it } from 'vitest';
import { addDays, dayOf, endOfDay, startOfDay } from './calendar';

const NY = 'America/New_York';

describe('calendar days in APP_TIMEZONE', () => {
  it('knows which day an instant falls on', () => {
    expect(dayOf(Date.parse('2026-06-16T03:59:59Z'), NY)).toBe('2026-06-15');
    expect(dayOf(Date.parse('2026-06-16T04:00:00Z'), NY)).toBe('2026-06-16');
    expect(dayOf(Date.parse('2026-01-16T04:59:59Z'), NY)).toBe('2026-01-15');
    expect(dayOf(Date.parse('2026-01-16T05:00:00Z'), 'UTC')).toBe('2026-01-16');
  });

  it('finds local midnight, also on the days the clocks change', () => {
    expect(new Date(startOfDay('2026-06-15', NY)).toISOString()).toBe('2026-06-15T04:00:00.000Z');
    expect(new Date(startOfDay('2026-01-15', NY)).toISOString()).toBe('2026-01-15T05:00:00.000Z');
    // 8 March 2026: clocks go forward at 02:00; midnight is still EST.
    expect(new Date(startOfDay('2026-03-08', NY)).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(new Date(startOfDay('2026-03-09', NY)).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    // 1 November 2026: clocks go back.
    expect(new Date(startOfDay('2026-11-02', NY)).toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(new Date(startOfDay('2026-06-15', 'Asia/Kolkata')).toISOString()).toBe('2026-06-14T18:30:00.000Z');
  });

  it('ends a day one millisecond before the next starts', () => {
    expect(new Date(endOfDay('2026-03-08', NY)).toISOString()).toBe('2026-03-09T03:59:59.999Z');
    expect(new Date(endOfDay('2026-12-31', NY)).toISOString()).toBe('2027-01-01T04:59:59.999Z');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
