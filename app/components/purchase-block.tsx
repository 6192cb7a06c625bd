// Says why a plan cannot be bought now, until when, and where that is changed (docs/app.md,
// "Payment and checkout"), in place of the plans and the Confirm Payment the server would refuse.
import { Link } from 'react-router-dom';
import type { RenewingMembershipDto } from '@shared/membership';
import { formatMoney } from '@shared/money-format';
import type { PlanDto } from '@shared/plan-words';
import { formatCalendarDay, formatDate, formatMoment } from '../lib/dates';
import { MEMBERSHIP_PATH, PLAY_LIMITS_PATH, type PurchaseBlock } from '../lib/purchase-limits';
import { Alert } from './alert';

/** Why, in one or two sentences; `plan` names the plan refused (the payment page), else the plans at large. */
export function purchaseBlockText(block: PurchaseBlock, plan?: Pick<PlanDto, 'name' | 'amountCents'>): string {
  if (block.kind === 'break') {
    return `You are taking a break until ${formatMoment(block.until)}. Plans cannot be bought until then: your break pauses purchases and the free trial.`;
  }
  const left = `You have ${formatMoney(block.leftCents)} left of your monthly spending limit of ${formatMoney(block.limitCents)} until ${formatCalendarDay(block.resetsOn)}`;
  const pending =
    block.pending && block.pending.cents === null
      ? ` Your limit will be removed on ${formatMoment(block.pending.from)}.`
      : block.pending
        ? ` Your limit will rise to ${formatMoney(block.pending.cents!)} on ${formatMoment(block.pending.from)}.`
        : '';
  const what = plan ? `: the ${plan.name} plan (${formatMoney(plan.amountCents)}) would go over it.` : ': plans that cost more are not offered until then.';
  return `${left}${what}${pending}`;
}

export function PurchaseBlockNotice({ block, plan }: { block: PurchaseBlock; plan?: Pick<PlanDto, 'name' | 'amountCents'> }) {
  return (
    <Alert kind="info">
      {purchaseBlockText(block, plan)} <Link to={PLAY_LIMITS_PATH}>{block.kind === 'break' ? 'See your play limits' : 'Change your spending limit'}</Link>
    </Alert>
  );
}

/** A member whose membership renews is not offered a second: what they have, and where it is managed. */
export function RenewsAlreadyNotice({ renewal, planName }: { renewal: RenewingMembershipDto; planName: string }) {
  return (
    <Alert kind="info">
      You already have a {planName} membership that renews on {formatDate(renewal.currentPeriodEnd!)}
      {renewal.nextAmountCents !== null && ` for ${formatMoney(renewal.nextAmountCents)}`}, so a second renewing membership is not offered.{' '}
      <Link to={MEMBERSHIP_PATH}>Manage your membership</Link>
    </Alert>
  );
}
