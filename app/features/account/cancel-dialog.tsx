// Cancel renewal, asked once more (docs/app.md, "Account"): why the member is leaving (optional),
// and, when the operator has one for them, the retention offer to stay at a lower next renewal
// (GET /api/account/membership/offer). Staying takes the offer; cancelling sends the reason.
import { useEffect, useState } from 'react';
import type { MembershipChangeDto } from '@shared/membership';
import { CANCEL_REASON_WORDS, CANCEL_REASONS, OFFER_LIMITS, type CancelReason, type RetentionOfferDto } from '@shared/offer-words';
import { formatMoney } from '@shared/money-format';
import { Alert } from '../../components/alert';
import { Modal } from '../../components/modal';
import { answer, client } from '../../lib/api-client';
import { useMembershipChange } from './use-membership-change';

interface Props {
  onClose(): void;
  onDone(change: MembershipChangeDto): void;
}

export function CancelDialog({ onClose, onDone }: Props) {
  const [offer, setOffer] = useState<RetentionOfferDto['offer']>(null);
  const [reason, setReason] = useState<CancelReason | ''>('');
  const [comment, setComment] = useState('');
  const { busy, error, act } = useMembershipChange(onDone);

  useEffect(() => {
    let live = true;
    answer(client.account.membership.offer.$get())
      .then((r) => live && setOffer(r.offer))
      // No offer shown is the cancel dialog as it always was.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const cancel = () =>
    act(
      () => answer(client.account.membership.cancel.$post({ json: { ...(reason && { reason }), ...(comment.trim() && { comment: comment.trim() }) } })),
      'Could not cancel the renewal. Please try again.',
    );
  const stay = (code: string) => act(() => answer(client.account.membership['accept-offer'].$post({ json: { code } })), 'Could not take the offer. Please try again.');

  return (
    <Modal title="Cancel renewal" onClose={onClose}>
      <div className="stack cancel-dialog">
        {offer && (
          <section className="cancel-offer" aria-labelledby="cancel-offer-title">
            <h3 id="cancel-offer-title">Before you go: your next renewal for {formatMoney(offer.payCents)}</h3>
            <p>
              Stay, and your next renewal is {formatMoney(offer.discountCents)} off: {formatMoney(offer.payCents)} instead of {formatMoney(offer.nextAmountCents)}. After that it
              renews at its usual price, and you can still cancel at any time.
            </p>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void stay(offer.code)}>
              Stay for {formatMoney(offer.payCents)}
            </button>
          </section>
        )}
        <fieldset className="cancel-reasons">
          <legend>Why are you cancelling? (optional)</legend>
          {CANCEL_REASONS.map((r) => (
            <label key={r} className="field-check">
              <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} />
              {CANCEL_REASON_WORDS[r]}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label className="field-label" htmlFor="field-cancel-comment">
            Anything else you want to tell us? (optional)
          </label>
          <textarea id="field-cancel-comment" name="comment" maxLength={OFFER_LIMITS.commentMax} value={comment} onChange={(e) => setComment(e.target.value)} />
          <span className="field-hint">
            {comment.length}/{OFFER_LIMITS.commentMax}
          </span>
        </div>
        {error && <Alert kind="error">{error}</Alert>}
        <p className="muted">You keep the time you have paid for; your membership just stops renewing at its end.</p>
        <div className="row">
          <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void cancel()}>
            {busy ? 'Working...' : 'Cancel renewal'}
          </button>
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={onClose}>
            Keep my membership
          </button>
        </div>
      </div>
    </Modal>
  );
}
