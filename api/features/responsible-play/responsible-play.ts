// "Responsible play" (docs/product.md): the rules of a break and of the monthly spending limit,
// written once for the features that keep them: the account sets them, payments refuse what they
// forbid (at checkout and again when paid), and pushes and optional e-mails stay quiet during a
// break.
import type { Deps } from '../../platform/deps';
import { formatDateTime } from '../../platform/format';
import { forbidden } from '../../platform/http/http-errors';
import { excludedUntil, limitInForce, type UserRow } from '../users';
import { ACCOUNT_MESSAGES, breakRunningAt } from '@shared/account';
import { addDays, dayOf, startOfDay } from '@shared/calendar';
import { formatMoney } from '@shared/money-format';

/** The calendar month (APP_TIMEZONE) that `now` falls in, as [start, end) instants: the spending limit's month. */
export function monthOf(now: number, timeZone: string): [number, number] {
  const first = `${dayOf(now, timeZone).slice(0, 7)}-01`;
  // Day 32 after the 1st always lands in the next month; its 1st ends this one.
  const next = `${addDays(first, 32).slice(0, 7)}-01`;
  return [startOfDay(first, timeZone), startOfDay(next, timeZone)];
}

/**
 * "Responsible play" (docs/product.md): no purchase during a break, and none that takes the month's
 * paid purchases over the limit in force. A session already paid is fulfilled regardless: this
 * guards new checkouts. `spentThisMonth` is what the account paid in the month of `now` (the
 * payments feature's figure, read only when a limit is in force).
 */
export async function assertMayBuy(deps: Pick<Deps, 'clock' | 'config'>, user: UserRow, amountCents: number, spentThisMonth: (now: number) => Promise<number>): Promise<void> {
  const now = deps.clock.now();
  assertNotExcluded(deps, user, now);
  const limit = limitInForce(user, now);
  if (limit === null) return;
  const spent = await spentThisMonth(now);
  if (spent + amountCents > limit) {
    throw forbidden(ACCOUNT_MESSAGES.overLimit(formatMoney(limit), formatMoney(Math.max(0, limit - spent))));
  }
}

export function assertNotExcluded(deps: Pick<Deps, 'clock' | 'config'>, user: UserRow, now = deps.clock.now()): void {
  const until = excludedUntil(user, now);
  if (until !== null) throw forbidden(ACCOUNT_MESSAGES.excluded(formatDateTime(until, deps.config.timeZone)));
}

/**
 * Whether a payment at `at` falls in the break: after it began (a payment in the very millisecond
 * counts as before) and before its end. A break from before starts were kept counts as begun.
 */
export function onBreakAt(user: Pick<UserRow, 'selfExcludedFrom' | 'selfExcludedUntil'>, at: number): boolean {
  return breakRunningAt(user, at) !== null;
}

/** Whether someone is on a break at `now` (the account's, the pushes' and the e-mails' rule). */
export const onBreak = (user: Pick<UserRow, 'selfExcludedUntil'>, now: number): boolean => excludedUntil(user, now) !== null;

/** The same rule as a condition on accounts, built by the users feature that keeps the column: not on a break at `now`, so may be pushed or sent optional e-mails. */
export { notOnBreakWhere } from '../users';
