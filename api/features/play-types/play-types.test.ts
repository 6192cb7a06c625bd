// GET /api/play-types (docs/api.md, "Play types"): anyone reads each state's plays under its own
// names, with stakes and $1 prizes in cents, each table with its source and the date read.
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import type { GameOfferDto, PlayTypesDto } from '@shared/play-types';

const ctx = await createTestContext();
const { call } = ctx;

const answer = (await call('GET', '/api/play-types')).json as PlayTypesDto;
const game = (state: string, g: string) => answer.games.find((x) => x.state === state && x.game === g) as GameOfferDto;

describe('the play types', () => {
  it('answer every state and game, each with its source and the date it was read', async () => {
    const r = await call('GET', '/api/play-types');
    expect(r.status).toBe(200);
    expect(answer.games.map((g) => `${g.state} ${g.game}`)).toHaveLength(14);
    for (const g of answer.games) {
      expect(g.source.length).toBeGreaterThan(10);
      expect(g.read).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(g.prizesRead).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("give Ohio's Pick 3 under Ohio's names and Ohio's prizes: box $167/$83, Back-Up, Wheel and pairs of $50", () => {
    const oh = game('OH', 'pick3');
    expect(oh.name).toBe('Pick 3');
    const by = Object.fromEntries(oh.plays.map((p) => [p.play, p]));
    expect(by.box.prizesCents).toEqual({ 3: 16700, 6: 8300 });
    expect(by['straight-box'].name).toBe('Back-Up');
    expect(by['straight-box'].prizesCents).toEqual({ '3-exact': 33350, '3-any': 8350, '6-exact': 29150, '6-any': 4150 });
    expect(by.combo.name).toBe('Wheel');
    expect(by['front-pair'].prizesCents).toEqual({ pair: 5000 });
    expect(by['split-pair'].common).toEqual([]);
    expect(oh.notSold).toEqual(['one-off']);
    expect(oh.addOn).toBeNull();
  });

  it('name what a state does not sell, and mark an amount not found', () => {
    expect(game('TX', 'pick3').notSold).toContain('front-pair');
    expect(game('MI', 'pick3').notSold).toEqual(['front-pair', 'back-pair', 'split-pair']);
    const ga = Object.fromEntries(game('GA', 'pick3').plays.map((p) => [p.play, p]));
    expect(ga['front-pair'].common).toEqual(['pair']);
    expect(ga.box.common).toEqual(['3', '6']);
    expect(ga['one-off'].prizesCents).toBeNull();
    expect(game('FL', 'pick3').notFound).toEqual(['split-pair', 'one-off']);
  });

  it("give each state's Pick 4 under its own names: Ohio's Boxed and Back-Up at its own prizes, no Wheel or pairs", () => {
    const oh = game('OH', 'pick4');
    const by = Object.fromEntries(oh.plays.map((p) => [p.play, p]));
    expect(oh.plays.map((p) => p.play)).toEqual(['straight', 'box', 'straight-box']);
    expect(by.box).toMatchObject({ name: 'Boxed', prizesCents: { 4: 119800, 6: 80000, 12: 40000, 24: 20000 } });
    expect(by['straight-box']).toMatchObject({ name: 'Back-Up', stakesCents: [100, 200] });
    expect(by['straight-box'].prizesCents).toMatchObject({ '4-exact': 309900, '4-any': 59900, '24-exact': 260000, '24-any': 10000 });
    expect(oh.notSold).toEqual(['combo', 'front-pair', 'back-pair', 'split-pair', 'one-off']);
    expect(oh.read).toBe('2026-12-03');
    const tx = Object.fromEntries(game('TX', 'pick4').plays.map((p) => [p.play, p]));
    expect(tx['split-pair'].name).toBe('Mid Pair');
    expect(tx.combo.prizesCents).toEqual({ 'per-ordering': 500000 });
    expect(game('MI', 'pick4').plays.map((p) => [p.name, p.stakesCents])).toEqual([
      ['Straight', [100]],
      ['Box', [100]],
      ['2-Way', [100]],
      ['Wheel', [100]],
      ['1-Off', [100]],
    ]);
    expect(game('NC', 'pick4').notFound).toEqual(['one-off']);
  });

  it('give the add-on where the state draws one: Fireball in Texas, Florida and North Carolina, Wild Ball in Tennessee', () => {
    const addOns = Object.fromEntries(answer.games.filter((g) => g.game === 'pick3').map((g) => [g.state, g.addOn?.kind ?? null]));
    expect(addOns).toEqual({ TN: 'wildball', TX: 'fireball', GA: null, OH: null, MI: null, FL: 'fireball', NC: 'fireball' });
    // Their prizes were not found: said so, not made up; Florida's Pick 3 FIREBALL's were.
    expect(game('TX', 'pick3').addOn!.prizesCents).toBeNull();
    expect(game('TX', 'pick4').addOn!.prizesCents).toBeNull();
    expect(game('FL', 'pick3').addOn!.prizesCents).toMatchObject({ straight: { straight: 20000 }, box: { 3: 6800, 6: 3400 }, 'front-pair': { pair: 2000 } });
    const pick4AddOns = Object.fromEntries(answer.games.filter((g) => g.game === 'pick4').map((g) => [g.state, g.addOn?.kind ?? null]));
    expect(pick4AddOns).toEqual(addOns);
  });
});
