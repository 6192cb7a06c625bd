// Pause and Unpause, asked in the app's own dialog (docs/app.md, "Account"; docs/product.md,
// "Pausing"): how many renewals to skip, each choice naming the day it renews again; and, to
// unpause, whether that charges now (no paid time left) or at the paid end.
import { useState } from 'react';
import { PAUSE_PERIODS, type MembershipChangeDto, type PausePeriods, type RenewingMembershipDto } from '@shared/membership';
import { formatMoney } from '@shared/money-format';
import { Alert } from '../../components/alert';
import { Modal } from '../../components/modal';
import { answer, client } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { useMembershipChange } from './use-membership-change';

const DAY_MS = 86_400_000;

interface Props {
  renewal: RenewingMembershipDto;
  /** The plan's period in days; null while the plans load. */
  durationDays: number | null;
  onClose(): void;
  onDone(change: MembershipChangeDto): void;
}

/** The day a pause of `periods` ends: whole periods after the paid end (or now, when that has passed). */
function renewsOn(renewal: RenewingMembershipDto, durationDays: number, periods: number): string {
  const from = Math.max(Date.parse(renewal.currentPeriodEnd ?? ''), Date.now());
  return formatDate(new Date(from + periods * durationDays * DAY_MS).toISOString());
}

export function PauseDialog({ renewal, durationDays, onClose, onDone }: Props) {
  const [periods, setPeriods] = useState<PausePeriods>(1);
  const { busy, error, act } = useMembershipChange(onDone);
  const days = durationDays ?? 0;
  const pause = () => act(() => answer(client.account.membership.pause.$post({ json: { periods } })), 'Could not pause your membership. Please try again.');

  return (
    <Modal title="Pause membership" onClose={onClose}>
      <div className="stack pause-dialog">
        <p>
          Skip renewals while you are away. You keep access until {renewal.currentPeriodEnd ? formatDate(renewal.currentPeriodEnd) : 'the end of the time you have paid for'},
          nothing is charged while it is paused, and it renews again by itself.
        </p>
        <fieldset className="cancel-reasons">
          <legend>How long?</legend>
          {PAUSE_PERIODS.map((n) => (
            <label key={n} className="field-check">
              <input type="radio" name="periods" value={n} checked={periods === n} onChange={() => setPeriods(n)} />
              {n === 1 ? 'Skip 1 renewal' : `Skip ${n} renewals`}
              {days > 0 && ` (${n * days} days): renews again on ${renewsOn(renewal, days, n)}`}
            </label>
          ))}
        </fieldset>
        {error && <Alert kind="error">{error}</Alert>}
        <div className="row">
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void pause()}>
            {busy ? 'Working...' : 'Pause membership'}
          </button>
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={onClose}>
            Keep renewing
          </button>
        </div>
      </div>
    </Modal>
  );
}

export function UnpauseDialog({ renewal, onClose, onDone }: Props) {
  const { busy, error, act } = useMembershipChange(onDone);
  const end = renewal.currentPeriodEnd;
  const timeLeft = end !== null && Date.parse(end) > Date.now();
  const amount = renewal.nextAmountCents !== null ? formatMoney(renewal.nextAmountCents) : 'the renewal price';
  const unpause = () => act(() => answer(client.account.membership.unpause.$post()), 'Could not unpause your membership. Please try again.');

  return (
    <Modal title="Unpause membership" onClose={onClose}>
      <div className="stack pause-dialog">
        <p>
          {timeLeft
            ? `Your membership renews again as usual: next on ${formatDate(end)} for ${amount}. Nothing is charged now.`
            : `The time you paid for has ended, so the next period starts now and ${amount} is charged now.`}
        </p>
        {error && <Alert kind="error">{error}</Alert>}
        <div className="row">
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void unpause()}>
            {busy ? 'Working...' : timeLeft ? 'Unpause' : `Unpause and pay ${amount}`}
          </button>
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={onClose}>
            Stay paused
          </button>
        </div>
      </div>
    </Modal>
  );
}
