import { describe, expect, it } from 'vitest';
import { chanceBand } from './chance-band';

// The Poisson distribution's CDF by its definition, term by term, to check the band against.
function cdf(mean: number, k: number): number {
  let term = Math.exp(-mean);
  let sum = term;
  for (let i = 1; i <= k; i++) sum += term *= mean / i;
  return sum;
}

describe('the range pure chance gives', () => {
  it('is empty when chance gives nothing', () => {
    expect(chanceBand(0)).toEqual({ low: 0, high: 0 });
  });

  it.each([0.05, 0.5, 1, 3.4, 10, 42.7, 300])('holds 95%% of the counts of mean %s, each end as tight as it can be', (mean) => {
    const { low, high } = chanceBand(mean);
    expect(low).toBeLessThanOrEqual(high);
    // At most 2.5% below the range and 2.5% above it, and one step less would exceed that.
    expect(low === 0 || cdf(mean, low - 1) < 0.025).toBe(true);
    expect(cdf(mean, low)).toBeGreaterThanOrEqual(0.025);
    expect(cdf(mean, high)).toBeGreaterThanOrEqual(0.975);
    expect(cdf(mean, high - 1)).toBeLessThan(0.975);
  });

  it('starts at zero for rare events and brackets the mean for common ones', () => {
    expect(chanceBand(0.5)).toEqual({ low: 0, high: 2 });
    const wide = chanceBand(100);
    expect(wide.low).toBeGreaterThanOrEqual(79);
    expect(wide.high).toBeLessThanOrEqual(121);
  });

  it('does not underflow for a year of checks', () => {
    const { low, high } = chanceBand(2000);
    expect(low).toBeGreaterThan(1900);
    expect(high).toBeLessThan(2100);
  });
});
