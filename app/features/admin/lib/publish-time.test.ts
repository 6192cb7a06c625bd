import { describe, expect, it } from 'vitest';
import { defaultTimeOfDay } from './publish-time';

const ny = (local: string) => Date.parse(`${local}-04:00`); // June: New York is UTC-4

describe('defaultTimeOfDay', () => {
  it('preselects Morning until noon and Evening after, on the operator’s clock', () => {
    expect(defaultTimeOfDay(ny('2026-06-15T00:00:00'), 'America/New_York')).toBe('Morning');
    expect(defaultTimeOfDay(ny('2026-06-15T11:00:00'), 'America/New_York')).toBe('Morning');
    expect(defaultTimeOfDay(ny('2026-06-15T11:59:59'), 'America/New_York')).toBe('Morning');
    expect(defaultTimeOfDay(ny('2026-06-15T12:00:00'), 'America/New_York')).toBe('Evening');
    expect(defaultTimeOfDay(ny('2026-06-15T23:30:00'), 'America/New_York')).toBe('Evening');
  });

  it('follows the operator’s zone, not the browser’s', () => {
    // 11:00 in New York is 08:00 in Los Angeles and 17:00 in Berlin.
    const at = ny('2026-06-15T11:00:00');
    expect(defaultTimeOfDay(at, 'America/Los_Angeles')).toBe('Morning');
    expect(defaultTimeOfDay(at, 'Europe/Berlin')).toBe('Evening');
  });
});
