// A user's payment history, shown from role management: the payments that count, and those
// refused when paid (a break, the spending limit) and refunded, which count in no total.
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/alert';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import type { PaymentHistoryEntryDto } from '@shared/admin';
import { formatMoney } from '@shared/money-format';
import { formatInstantDay } from '../../../lib/dates';
import { getUserPayments } from '../api/get-user-payments';
import { messageOr } from '../lib/error-message';
import { planName } from '../lib/overview-view';
import { useConsolePlans } from '../api/plans';

const LOAD_FAILED = 'Failed to load the payments.';

function providerLabel(p: PaymentHistoryEntryDto['provider']): string {
  return p === 'trial' ? 'Free trial' : p === 'simulated' ? 'Simulated checkout' : 'Stripe';
}

export function PaymentsModal({ user, onClose }: { user: { _id: string; username: string }; onClose(): void }) {
  const [payments, setPayments] = useState<PaymentHistoryEntryDto[] | null>(null);
  const [error, setError] = useState('');
  const plans = useConsolePlans();

  useEffect(() => {
    getUserPayments(user._id).then(setPayments, (err) => setError(messageOr(err, LOAD_FAILED)));
  }, [user._id]);

  const kept = payments?.filter((p) => !p.refund) ?? [];
  const total = kept.reduce((sum, p) => sum + Math.round(p.amount * 100), 0);
  const refunded = (payments?.length ?? 0) - kept.length;

  return (
    <Modal
      title={`Payments of ${user.username}`}
      onClose={onClose}
      footer={
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
      }
    >
      {error ? (
        <Alert kind="error">{error}</Alert>
      ) : !payments ? (
        <Spinner label="Loading payments..." />
      ) : payments.length === 0 ? (
        <p className="muted">No payments yet.</p>
      ) : (
        <div className="stack">
          <p>
            {kept.length} payment{kept.length === 1 ? '' : 's'}, {formatMoney(total)} in all
            {refunded > 0 && `; ${refunded} refunded`}.
          </p>
          <ul className="admin-payment-list">
            {payments.map((p) => (
              <li key={p._id}>
                <div className="admin-plan-line">
                  <span>
                    {planName(p.plan, plans)} <span className="muted">· {providerLabel(p.provider)}</span>
                  </span>
                  <span className="admin-plan-amount">{formatMoney(Math.round(p.amount * 100))}</span>
                </div>
                {p.refund ? (
                  <div className="admin-plan-meta">
                    Paid {formatInstantDay(p.createdAt)} · {p.refund.refundedAt ? `refunded ${formatInstantDay(p.refund.refundedAt)}` : 'refund on its way'}
                    {p.refund.reason === 'break' ? ' (paid during a break)' : ' (over the spending limit)'}: {p.refund.message}
                  </div>
                ) : (
                  <div className="admin-plan-meta">
                    Paid {formatInstantDay(p.createdAt)} · covers {formatInstantDay(p.periodStartsAt)} to {formatInstantDay(p.periodEndsAt)}
                    {p.internalReceiptId && ` · ${p.internalReceiptId}`}
                    {p.receiptUrl && (
                      <>
                        {' · '}
                        <a href={p.receiptUrl} target="_blank" rel="noreferrer">
                          Receipt
                        </a>
                      </>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Modal>
  );
}
