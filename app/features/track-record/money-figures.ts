// The money as the page says it (docs/product.md, "The money"): dollars as people write them, the
// two plays added up, and the running net against chance's for the chart.
import type { MoneyFigures, MoneyWeeklyDto, PrizeTableDto } from '@shared/money';
import { formatMoney } from '@shared/money-format';
import { formatMonthDay } from '../../lib/dates';

/** "$1,234", "$4.93", "−$12" for an amount the answer gives in dollars (shared/money-format.ts). */
export const formatDollars = (amount: number): string => formatMoney(Math.round(amount * 100));

/** "+$12" for a gain, "−$12" for a loss. */
export const formatNet = (amount: number) => (amount > 0 ? `+${formatDollars(amount)}` : formatDollars(amount));

/** Straight and box together, as one person following every prediction with both plays. */
export function bothPlays(a: MoneyFigures, b: MoneyFigures): MoneyFigures {
  const add = (x: number, y: number) => Math.round((x + y) * 100) / 100;
  return { plays: a.plays + b.plays, cost: add(a.cost, b.cost), won: add(a.won, b.won), net: add(a.net, b.net), expectedWon: add(a.expectedWon, b.expectedWon) };
}

/** What chance's expectation would have left: expectedWon − cost. */
export const expectedNet = (f: MoneyFigures) => Math.round((f.expectedWon - f.cost) * 100) / 100;

export interface NetPoint {
  /** "Nov 23": the week's Monday. */
  label: string;
  /** Both plays' net from the first week to this one, and chance's. */
  net: number;
  chance: number;
}

/** The running net of both plays, week by week, against chance's running net. */
export function runningNet(weekly: Pick<MoneyWeeklyDto, 'weeks'>): NetPoint[] {
  let net = 0;
  let chance = 0;
  return weekly.weeks.map((w) => {
    const both = bothPlays(w.straight, w.box);
    net += both.net;
    chance += expectedNet(both);
    return { label: formatMonthDay(w.weekStart), net: Math.round(net * 100) / 100, chance: Math.round(chance * 100) / 100 };
  });
}

/** A prize table's amounts as the page lists them: "Straight $500 · 3-way box $160* · 6-way box $80*" (* the common table's). */
export function prizeLine(t: PrizeTableDto): string {
  const mark = (key: string) => (t.common.includes(key) ? '*' : '');
  const boxes = Object.entries(t.box)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([k, v]) => `${k}-way box ${formatDollars(v)}${mark(k)}`);
  return [`Straight ${formatDollars(t.straight)}${mark('straight')}`, ...boxes].join(' · ');
}
