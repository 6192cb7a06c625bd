// The helplines as data (docs/product.md, "Help where the player lives"): dated and sourced, the
// national line no longer 1-800-GAMBLER, and the footer text holding only the followed states.
import { describe, expect, it } from 'vitest';
import { helpFooterText, NATIONAL_HELPLINE, STATE_HELPLINES, stateHelpLines } from './helplines';

describe('the helplines', () => {
  it('each say where and when they were read, and a number found is dialled as shown', () => {
    for (const h of [NATIONAL_HELPLINE, ...Object.values(STATE_HELPLINES)]) {
      expect(h.source.length).toBeGreaterThan(10);
      expect(h.read).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (h.call) expect(h.call.shown.replace(/\D/g, '').slice(-10)).toBe(h.call.tel.slice(-10));
    }
  });

  it('give the national line as the Council now runs it, not 1-800-GAMBLER', () => {
    expect(NATIONAL_HELPLINE.call!.tel).toBe('+18006973738');
    expect(JSON.stringify(NATIONAL_HELPLINE)).not.toContain('GAMBLER');
  });

  it("put the national line and the followed states' lines in an e-mail's footer, and no other state's", () => {
    const text = helpFooterText(['OH', 'NC']);
    expect(text).toContain('National: National Problem Gambling Helpline');
    expect(text).toContain('Ohio: ');
    expect(text).toContain('North Carolina: North Carolina Problem Gambling Helpline, call 1-877-718-5543, text morethanagamenc to 53342');
    expect(text).not.toContain('Florida');
    expect(stateHelpLines(['NC', 'OH']).map((h) => h.state)).toEqual(['OH', 'NC']);
  });
});
