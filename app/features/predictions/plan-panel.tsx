// The body of "Plan my plays" (plan-my-plays.tsx), loaded when the member first opens it: the
// states' play tables it reads (shared/play-types.ts) are not part of /predictions' own chunk
// (e2e/bundle.spec.ts). The member picks a play and a stake; the panel says what playing every
// number of the set that way costs per draw, per day and for the set's window in the states they
// follow, and whether that, with what was paid this month, passes their own monthly limit. The
// limit comes from GET /api/account, read when the panel is opened (plan-my-plays.tsx); nothing is
// sent and nothing is bought.
import { useId, useMemo, useState } from 'react';
import type { MonthlyLimitDto } from '@shared/account';
import { formatMoney } from '@shared/money-format';
import { MONEY_PLAYS, PLAY_NAMES, stakesSold, type MoneyPlay } from '@shared/plays';
import type { PredictionBatchDto } from '@shared/predictions';
import { validThroughOf } from '@shared/prediction-window';
import { stateName } from '@shared/results';
import { Link } from 'react-router-dom';
import { Loaded } from '../../components/loaded';
import { useFollowedStates } from '../../lib/followed-states';
import { overLimit, planOf, type Plan } from './plan';

const money = (cents: number) => formatMoney(cents, { cents: 'when-any' });

const LIMIT_UNREAD = 'Your monthly limit could not be read just now.';

export default function PlanPanel({ batch, today, limit }: { batch: PredictionBatchDto; today: string; limit: Promise<MonthlyLimitDto> }) {
  const [play, setPlay] = useState<MoneyPlay>('straight');
  const [stake, setStake] = useState(100);
  const states = useFollowedStates();
  const id = useId();
  const numbers = useMemo(() => [...batch.predictions, ...batch.alternatives].flatMap((p) => [p.number1, p.number2]).filter((n) => n !== ''), [batch]);
  const from = batch.date > today ? batch.date : today;
  // The stakes the followed states sell the play at (shared/play-types.ts): a Back-Up in Ohio is $1 or $2.
  const stakes = useMemo(() => stakesSold(play, states), [play, states]);
  const stakeCents = stakes.includes(stake) ? stake : stakes.includes(100) ? 100 : stakes[0];
  const plan = useMemo(() => planOf({ numbers, play, stakeCents, states, from, to: validThroughOf(batch) }), [numbers, play, stakeCents, states, from, batch]);

  return (
    <>
      <div className="plan-form">
        <label className="field" htmlFor={`${id}-play`}>
          <span>Play</span>
          <select id={`${id}-play`} value={play} onChange={(e) => setPlay(e.target.value as MoneyPlay)}>
            {MONEY_PLAYS.map((p) => (
              <option key={p} value={p}>
                {PLAY_NAMES[p]}
              </option>
            ))}
          </select>
        </label>
        <label className="field" htmlFor={`${id}-stake`}>
          <span>Stake</span>
          <select id={`${id}-stake`} value={stakeCents} onChange={(e) => setStake(Number(e.target.value))}>
            {stakes.map((s) => (
              <option key={s} value={s}>
                {s === 50 ? '50¢' : money(s)}
                {play === 'combo' ? ' per ordering' : ''}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="muted">
        Every number of this set, played this way on every draw of its game in the states you follow ({states.length === 7 ? 'all seven' : states.map(stateName).join(', ')}), until{' '}
        {validThroughOf(batch)}.
      </p>
      <dl className="plan-figures" aria-label="What the plan costs">
        <dt>Per draw</dt>
        <dd>{money(plan.perDrawCents)}</dd>
        <dt>{from === today ? 'Today' : 'The first day'}</dt>
        <dd>{money(plan.firstDayCents)}</dd>
        <dt>
          For the window ({plan.days} {plan.days === 1 ? 'day' : 'days'}, {plan.draws} draws)
        </dt>
        <dd>{money(plan.windowCents)}</dd>
      </dl>
      {plan.leftOut.length > 0 && <p className="muted">Not played this way: {plan.leftOut.join(', ')} (no such play for these numbers).</p>}
      {plan.notSold.length > 0 && <p className="muted">Not sold in {plan.notSold.map(stateName).join(', ')}: left out.</p>}
      <Loaded
        resolve={limit}
        loading={null}
        pending={<p className="muted">Reading your monthly limit…</p>}
        failed={LIMIT_UNREAD}
        error={() => <p className="muted">{LIMIT_UNREAD}</p>}
      >
        {(l) => <LimitNote plan={plan} limit={l} />}
      </Loaded>
      <p className="muted">Nothing is bought here and nothing leaves this device: it is a plan to think with. Every draw is random.</p>
    </>
  );
}

/** The plan held against the member's monthly limit: within it, over it, or no limit set. */
function LimitNote({ plan, limit }: { plan: Plan; limit: MonthlyLimitDto }) {
  const over = overLimit(plan, limit);
  if (over === null || limit.cents === null) {
    return (
      <p className="muted">
        You have set no monthly limit. <Link to="/account">Set one on your account page</Link>.
      </p>
    );
  }
  if (!over) {
    return (
      <p className="plan-within">
        With the {money(limit.spentThisMonthCents)} paid this month, this plan stays within your monthly limit of {money(limit.cents)}.
      </p>
    );
  }
  return (
    <p className="plan-over" role="alert">
      This plan would pass your monthly limit: {money(plan.windowCents)} for the window with the {money(limit.spentThisMonthCents)} paid this month comes to{' '}
      {money(plan.windowCents + limit.spentThisMonthCents)}, over your limit of {money(limit.cents)}.
    </p>
  );
}
