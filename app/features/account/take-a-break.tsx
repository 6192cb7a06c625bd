// Self-exclusion (docs/product.md, "Responsible play"): a break of 1, 7, 30 or 180 days. It cannot
// be ended early, so the person confirms with its end in front of them.
import { useState } from 'react';
import { SELF_EXCLUSION_DAYS, type AccountChangeDto, type SelfExclusionDays } from '@shared/account';
import { Alert } from '../../components/alert';
import { Modal } from '../../components/modal';
import { answer, client, serverMessage } from '../../lib/api-client';
import { breakEnd, breakLabel, formatMoment } from './account-format';

interface Props {
  selfExcludedUntil: string | null;
  onChange(change: AccountChangeDto): string;
}

export function TakeABreak({ selfExcludedUntil, onChange }: Props) {
  const [days, setDays] = useState<SelfExclusionDays>(7);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function takeBreak() {
    setBusy(true);
    setError('');
    try {
      // The running break's sentence below says what the server's answer says: it is not said twice.
      onChange(await answer(client.account['self-exclusion'].$post({ json: { days } })));
    } catch (err) {
      setError(serverMessage(err, 'Could not start your break. Please try again.'));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <div className="limit-block">
      <h3>Take a break</h3>
      {selfExcludedUntil ? (
        <p className="break-running" role="status">
          You are taking a break until <strong>{formatMoment(selfExcludedUntil)}</strong>. Until then you cannot buy a plan or start the free trial, and we send you no
          notifications. You can make the break longer.
        </p>
      ) : (
        <p className="muted">Pause purchases, the free trial and notifications for a while.</p>
      )}
      {error && <Alert kind="error">{error}</Alert>}
      <fieldset className="break-options">
        <legend>Length of the break</legend>
        {SELF_EXCLUSION_DAYS.map((d) => (
          <label key={d} className="break-option">
            <input type="radio" name="break-days" value={d} checked={days === d} onChange={() => setDays(d)} />
            <span>{breakLabel(d)}</span>
          </label>
        ))}
      </fieldset>
      <button type="button" className="btn btn-secondary" onClick={() => setConfirming(true)}>
        Take a break
      </button>
      {confirming && (
        <Modal
          title={`Take a break of ${breakLabel(days)}?`}
          onClose={() => !busy && setConfirming(false)}
          footer={
            <>
              <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)} disabled={busy}>
                Cancel
              </button>
              <button type="button" className="btn btn-primary" onClick={() => void takeBreak()} disabled={busy}>
                {busy ? 'Starting...' : 'Start my break'}
              </button>
            </>
          }
        >
          <p>
            Your break will run until <strong>{formatMoment(breakEnd(days))}</strong>. Until then you cannot buy a plan or start the free trial, and we send you no notifications.
          </p>
          <p>
            Checkouts you have open are cancelled, and a renewing membership skips the renewals that would fall in the break (it is paused, not cancelled, and renews again by
            itself after it): the time you have paid for stays. A payment that goes through during the break anyway is refunded.
          </p>
          <p>
            <strong>A break cannot be undone or ended early</strong>, not even by our support team. You can only make it longer.
          </p>
        </Modal>
      )}
    </div>
  );
}
