import { describe, expect, it } from 'vitest';
import { drawsOn, overLimit, planOf } from './plan';

// 2026-06-15 is a Monday, 2026-06-21 a Sunday.
describe('a plan to play', () => {
  it("counts each state's draws of the day: Ohio 2, Texas 4 Monday to Saturday and none on Sunday, Tennessee 3 then 1", () => {
    expect(drawsOn('OH', '2026-06-15')).toBe(2);
    expect(drawsOn('TX', '2026-06-15')).toBe(4);
    expect(drawsOn('TX', '2026-06-21')).toBe(0);
    expect(drawsOn('TN', '2026-06-15')).toBe(3);
    expect(drawsOn('TN', '2026-06-21')).toBe(1);
  });

  it('costs $1 straight plays of a set per draw, per day and over its window', () => {
    // 123 and 4567 played straight for $1 in Ohio: $2 a draw, 2 draws a day (each game), 3 days.
    const plan = planOf({ numbers: ['123', '4567'], play: 'straight', stakeCents: 100, states: ['OH'], from: '2026-06-15', to: '2026-06-17' });
    expect(plan).toEqual({ perDrawCents: 200, firstDayCents: 400, windowCents: 1200, draws: 6, days: 3, leftOut: [], notSold: [] });
  });

  it('charges a combo per ordering and leaves out what has no such play', () => {
    // Combo at 50¢: 123 costs $3, 112 $1.50, 4567 (24 orderings) $12; 777 (one ordering) has none.
    // Ohio sells no Pick 4 combo, Texas does: Ohio's draws cost $4.50, Texas's $16.50.
    const plan = planOf({ numbers: ['123', '112', '777', '4567'], play: 'combo', stakeCents: 50, states: ['OH', 'TX'], from: '2026-06-20', to: '2026-06-21' });
    expect(plan.perDrawCents).toBe(1650);
    expect(plan.leftOut).toEqual(['777']);
    // Saturday: Ohio 2 draws at $4.50 and Texas 4 at $16.50; Sunday: Ohio 2, Texas none.
    expect(plan.firstDayCents).toBe(2 * 450 + 4 * 1650);
    expect(plan.windowCents).toBe(2 * 450 + 4 * 1650 + 2 * 450);
  });

  it('leaves out the followed states that do not sell the play', () => {
    const plan = planOf({ numbers: ['123'], play: 'front-pair', stakeCents: 100, states: ['TX', 'OH'], from: '2026-06-15', to: '2026-06-15' });
    expect(plan.notSold).toEqual(['TX']);
    expect(plan.firstDayCents).toBe(200);
    expect(plan.draws).toBe(2);
  });

  it('plays a state only at a stake it sells the play at: a $2 straight/box is an Ohio Back-Up, a 50¢ Michigan Daily 4 play none', () => {
    const back = planOf({ numbers: ['123', '4567'], play: 'straight-box', stakeCents: 200, states: ['OH', 'NC'], from: '2026-06-15', to: '2026-06-15' });
    // Ohio's Pick 3 Back-Up is read at $1 only, its Pick 4 at $1 or $2: 4567 on Ohio's 2 draws.
    expect(back.notSold).toEqual(['NC']);
    expect(back.leftOut).toEqual(['123']);
    expect(back.firstDayCents).toBe(2 * 200);
    const half = planOf({ numbers: ['123', '4567'], play: 'straight', stakeCents: 50, states: ['MI'], from: '2026-06-15', to: '2026-06-15' });
    // Michigan's Daily 3 straight is sold at 50¢, its Daily 4 at $1 only.
    expect(half.leftOut).toEqual(['4567']);
    expect(half.firstDayCents).toBe(2 * 50);
  });

  it('passes the monthly limit when what was paid this month and the plan come to more than it', () => {
    const plan = planOf({ numbers: ['123'], play: 'straight', stakeCents: 100, states: ['OH'], from: '2026-06-15', to: '2026-06-15' });
    expect(overLimit(plan, { cents: 5000, spentThisMonthCents: 4800 })).toBe(false);
    expect(overLimit(plan, { cents: 5000, spentThisMonthCents: 4801 })).toBe(true);
    expect(overLimit(plan, { cents: null, spentThisMonthCents: 0 })).toBeNull();
  });
});
