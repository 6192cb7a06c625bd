// "Plan my plays" (docs/product.md, "A plan to play"): what playing a set's numbers one way would
// cost per draw, per day and for the set's window, in the states the member follows, held against
// their own monthly limit. Worked out in the browser alone: nothing is bought, nothing is sent.
import { addDays, weekdayOf } from '@shared/calendar';
import { playCostCents, playTerms, soldAt, type MoneyPlay } from '@shared/plays';
import { STATES, type StateCode } from '@shared/results';

export interface PlanInput {
  /** The set's numbers (3 or 4 digits), each played once per draw of its game. */
  numbers: readonly string[];
  play: MoneyPlay;
  /** The stake per play in cents (a combo: per ordering). */
  stakeCents: number;
  /** The states whose draws are played. */
  states: readonly StateCode[];
  /** The first and last day played (YYYY-MM-DD). */
  from: string;
  to: string;
}

export interface Plan {
  /** One play of every number that has this play, once each. */
  perDrawCents: number;
  /** What the first day costs (every draw of the states that day). */
  firstDayCents: number;
  /** The whole window, day by day. */
  windowCents: number;
  /** Draws played over the window, in the states that sell the play. */
  draws: number;
  days: number;
  /** Numbers without this play (777 has no box; a Pick 4 number has no combo in Ohio). */
  leftOut: string[];
  /** States followed that do not sell the play (at this stake: only Ohio sells a $2 Back-Up). */
  notSold: StateCode[];
}

/** How many draws a state holds on a day (its draw table, by weekday): the same for both games. */
export function drawsOn(state: StateCode, day: string): number {
  const weekday = weekdayOf(day);
  return Object.values(STATES[state].draws).filter((d) => d.weekdays.includes(weekday)).length;
}

export function planOf(input: PlanInput): Plan {
  // A number is played in a state that sells its play at the stake (a combo: the stake per ordering).
  const has = (n: string, s: StateCode) => playTerms(input.play, n, s) !== null && soldAt(input.play, n, s, input.stakeCents);
  const played = input.numbers.filter((n) => input.states.some((s) => has(n, s)));
  const leftOut = [...new Set(input.numbers.filter((n) => !played.includes(n)))];
  const notSold = input.states.filter((s) => !input.numbers.some((n) => has(n, s)));
  const cost = (n: string) => playCostCents(input.play, n, input.stakeCents);
  const perDrawCents = played.reduce((sum, n) => sum + cost(n), 0);
  let windowCents = 0;
  let firstDayCents = 0;
  let draws = 0;
  let days = 0;
  for (let day = input.from; day <= input.to; day = addDays(day, 1)) {
    let dayCents = 0;
    for (const state of input.states) {
      const held = drawsOn(state, day);
      for (const n of played) if (has(n, state)) dayCents += held * cost(n);
      if (!notSold.includes(state)) draws += held;
    }
    if (days === 0) firstDayCents = dayCents;
    windowCents += dayCents;
    days += 1;
  }
  return { perDrawCents, firstDayCents, windowCents, draws, days, leftOut, notSold };
}

/** Whether the plan, with what was paid this month, passes the limit; null without a limit. */
export function overLimit(plan: Plan, limit: { cents: number | null; spentThisMonthCents: number }): boolean | null {
  if (limit.cents === null) return null;
  return limit.spentThisMonthCents + plan.windowCents > limit.cents;
}
