import { describe, expect, it } from 'vitest';
import type { MoneyFigures, PrizeTableDto } from '@shared/money';
import { bothPlays, expectedNet, formatDollars, formatNet, prizeLine, runningNet } from './money-figures';

const f = (plays: number, won: number, expectedWon: number): MoneyFigures => ({ plays, cost: plays, won, net: won - plays, expectedWon });

describe('the money as the page writes it', () => {
  it('writes dollars with cents only where there are any, losses with a minus sign and gains with a plus', () => {
    expect(formatDollars(5500)).toBe('$5,500');
    expect(formatDollars(43.49)).toBe('$43.49');
    expect(formatDollars(43.5)).toBe('$43.50');
    expect(formatDollars(-46.51)).toBe('−$46.51');
    expect(formatNet(5392)).toBe('+$5,392');
    expect(formatNet(-54)).toBe('−$54');
    expect(formatNet(0)).toBe('$0');
  });

  it('adds both plays and says what chance would have left', () => {
    const both = bothPlays(f(108, 5500, 54), f(90, 560, 43.49));
    expect(both).toEqual({ plays: 198, cost: 198, won: 6060, net: 5862, expectedWon: 97.49 });
    expect(expectedNet(both)).toBe(-100.51);
  });

  it("runs the net of both plays week by week against chance's", () => {
    const weeks = [
      { weekStart: '2026-06-01', straight: f(10, 0, 5), box: f(8, 80, 3.84) },
      { weekStart: '2026-06-08', straight: f(0, 0, 0), box: f(0, 0, 0) },
      { weekStart: '2026-06-15', straight: f(10, 500, 5), box: f(10, 0, 4.8) },
    ];
    expect(runningNet({ weeks })).toEqual([
      { label: 'Jun 1', net: 62, chance: -9.16 },
      { label: 'Jun 8', net: 62, chance: -9.16 },
      { label: 'Jun 15', net: 542, chance: -19.36 },
    ]);
  });

  it("lists a prize table with the common table's amounts marked", () => {
    const t: PrizeTableDto = { state: 'MI', game: 'pick3', straight: 500, box: { 6: 83, 3: 160 }, source: 's', date: '2026-11-28', common: ['3'] };
    expect(prizeLine(t)).toBe('Straight $500 · 3-way box $160* · 6-way box $83');
  });
});
