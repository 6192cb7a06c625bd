import { describe, expect, it } from 'vitest';
import { ABOUT } from './about';
import { HOME } from './home';
import { TACTIC_GUIDE, TACTICS } from './marketing';

describe('the tactics the pages name', () => {
  it('are each explained, in a sentence or two that says how to use a set', () => {
    expect(TACTICS).toEqual(['First Best Alternate (FBA)', 'Very Last Number You See (VL#UC)']);
    for (const t of TACTIC_GUIDE) expect(t.how.length, t.name).toBeGreaterThan(60);
    expect(TACTIC_GUIDE[0].how).toMatch(/first of the Best Alternatives/);
    expect(TACTIC_GUIDE[1].how).toMatch(/very last set you see/);
  });

  it('are the ones the home page and How it works name', () => {
    const copy = JSON.stringify({ HOME, ABOUT });
    for (const name of TACTICS) expect(copy).toContain(name);
    expect(ABOUT.tacticsTitle).toBe('Our two tactics');
  });
});
