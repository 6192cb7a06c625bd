// A renewing membership on the account page (docs/product.md, "Renewing memberships"): when it
// renews and for how much, or when it ends once cancelled; Cancel renewal or Resume, Update card,
// and a failed payment said plainly with what to do about it; Pause and Unpause (docs/product.md,
// "Pausing"), each asked in a dialog.
import { useEffect, useRef, useState } from 'react';
import type { MembershipChangeDto, RenewingMembershipDto } from '@shared/membership';
import { Alert } from '../../components/alert';
import { answer, client, serverMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { describeRenewal } from './account-format';
import { planOf, usePlans } from '../../lib/use-plans';
import { CancelDialog } from './cancel-dialog';
import { PauseDialog, UnpauseDialog } from './pause-dialog';

interface Props {
  renewal: RenewingMembershipDto;
  /** The end of the time paid for (the account's membership end). */
  paidUntil: string | null;
  onChange(renewal: RenewingMembershipDto): void;
}

export function RenewalPanel({ renewal, paidUntil, onChange }: Props) {
  const plan = planOf(usePlans(), renewal.plan);
  const summary = describeRenewal(renewal, plan);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ kind: 'success' | 'error' | 'info'; text: string } | null>(null);
  // Cancel renewal opens a dialog: why, and the retention offer where there is one.
  const [asking, setAsking] = useState(false);
  const [pausing, setPausing] = useState<'pause' | 'unpause' | null>(null);
  // Cancel renewal and Resume are one button that changes its words: while the request runs it is
  // disabled, which drops the focus to the page; once done, the focus goes back to it.
  const toggle = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    toggle.current?.focus();
  }, [busy]);
  if (!summary) return null;

  async function run(request: () => Promise<MembershipChangeDto>, fallback: string) {
    refocus.current = true;
    setBusy(true);
    setResult(null);
    try {
      const change = await request();
      onChange(change.membership);
      setResult({ kind: 'success', text: change.message });
    } catch (err) {
      setResult({ kind: 'error', text: serverMessage(err, fallback) });
    } finally {
      setBusy(false);
    }
  }

  async function updateCard() {
    setBusy(true);
    setResult(null);
    try {
      const { url } = await answer(client.account['billing-portal'].$post());
      // Stripe's portal is another site; the practice checkout keeps no card, its "portal" is this page.
      if (/^https?:\/\//.test(url)) {
        window.location.assign(url);
        return;
      }
      setResult({ kind: 'info', text: 'This server uses the practice checkout, which keeps no card: there is nothing to update.' });
    } catch (err) {
      setResult({ kind: 'error', text: serverMessage(err, 'Could not open the card settings. Please try again.') });
    }
    setBusy(false);
  }

  return (
    <div className="renewal">
      <p className="renewal-headline">{summary.headline}</p>
      <p>{summary.detail}</p>
      {renewal.paymentProblem && (
        <Alert kind="error">
          <strong>Your last renewal payment did not go through.</strong> Update your card to keep your membership.
          {paidUntil && ` Your membership stays active until ${formatDate(paidUntil)}, the end of the time you have paid for.`} We will try the payment again.
        </Alert>
      )}
      {result && <Alert kind={result.kind}>{result.text}</Alert>}
      <div className="row">
        <button
          ref={toggle}
          type="button"
          className={`btn ${renewal.cancelAtPeriodEnd ? 'btn-primary' : 'btn-secondary'}`}
          disabled={busy}
          onClick={() =>
            renewal.cancelAtPeriodEnd ? run(() => answer(client.account.membership.resume.$post()), 'Could not resume your membership. Please try again.') : setAsking(true)
          }
        >
          {renewal.cancelAtPeriodEnd ? 'Resume' : 'Cancel renewal'}
        </button>
        {renewal.pausedUntil ? (
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => setPausing('unpause')}>
            Unpause
          </button>
        ) : (
          !renewal.cancelAtPeriodEnd && (
            <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => setPausing('pause')}>
              Pause
            </button>
          )
        )}
        <button type="button" className={`btn ${renewal.paymentProblem ? 'btn-primary' : 'btn-secondary'}`} disabled={busy} onClick={updateCard}>
          Update card
        </button>
      </div>
      {pausing && (
        <Pausing
          renewal={renewal}
          durationDays={plan?.durationDays ?? null}
          onClose={() => setPausing(null)}
          onDone={(change) => {
            setPausing(null);
            onChange(change.membership);
            setResult({ kind: 'success', text: change.message });
          }}
          which={pausing}
        />
      )}
      {asking && (
        <CancelDialog
          onClose={() => setAsking(false)}
          onDone={(change) => {
            setAsking(false);
            onChange(change.membership);
            setResult({ kind: 'success', text: change.message });
          }}
        />
      )}
    </div>
  );
}

function Pausing({ which, ...props }: Parameters<typeof PauseDialog>[0] & { which: 'pause' | 'unpause' }) {
  return which === 'pause' ? <PauseDialog {...props} /> : <UnpauseDialog {...props} />;
}
