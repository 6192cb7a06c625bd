import { describe, expect, it } from 'vitest';
import { trialDaysIn, withTrial } from './trial';

const page = (content?: string) => ({
  querySelector: (selector: string) => (content !== undefined && selector === 'meta[name="app-trial-days"]' ? ({ content } as unknown as Element) : null),
});

describe('the free trial as the served page names it', () => {
  it('is the length the server wrote, or 3 days when it wrote none or a bad one', () => {
    expect(trialDaysIn(page('5'))).toBe(5);
    expect(trialDaysIn(page('30'))).toBe(30);
    expect(trialDaysIn(page())).toBe(3);
    expect(trialDaysIn(page('0'))).toBe(3);
    expect(trialDaysIn(page('soon'))).toBe(3);
    expect(trialDaysIn(undefined)).toBe(3);
  });

  it('fills the operator’s words with the length and a worth of $15 a day', () => {
    expect(withTrial('FREE {days}-day membership. Valued at {value}.', 3)).toBe('FREE 3-day membership. Valued at $45.');
    expect(withTrial('Claim the free {days}-day membership (valued at {value})', 5)).toBe('Claim the free 5-day membership (valued at $75)');
  });
});
