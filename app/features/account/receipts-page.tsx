// The signed-in user's own receipts, one per payment (issue: "a user can list their own
// receipts on their account").
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PLANS, isPlanId } from '@shared/plans';
import type { ReceiptDto } from '@shared/receipts';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { answer, client } from '../../lib/api-client';
import { formatDate, formatTime } from '../../lib/dates';
import { receiptLinks } from '../../lib/receipt-links';
import './account.css';
import { TableWrap } from '../../components/table-wrap';

const money = (r: ReceiptDto) => new Intl.NumberFormat('en-US', { style: 'currency', currency: r.currency.toUpperCase() }).format(r.amount);

export default function ReceiptsPage() {
  const [receipts, setReceipts] = useState<ReceiptDto[] | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    answer(client.receipts.mine.$get())
      .then(setReceipts)
      .catch((err: Error) => setError(err.message || 'Failed to load receipts'));
  }, []);

  return (
    <div className="page container account-page">
      <h1 className="page-title">My Receipts</h1>
      {error && <Alert kind="error">{error}</Alert>}
      {!receipts && !error && <Spinner label="Loading receipts..." />}
      {receipts?.length === 0 && (
        <div className="card stack">
          <p>You have no receipts yet. Each payment for a plan gets one here.</p>
          <Link to="/explore-plans" className="btn btn-primary">
            Explore Plans
          </Link>
        </div>
      )}
      {receipts && receipts.length > 0 && (
        <TableWrap label="My receipts">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Receipt ID</th>
                <th scope="col">Plan</th>
                <th scope="col">Amount</th>
                <th scope="col">Date</th>
                <th scope="col">Receipt</th>
              </tr>
            </thead>
            <tbody>
              {receipts.map((r) => {
                const links = r.receiptUrl ? receiptLinks(r.receiptUrl) : null;
                return (
                  <tr key={r._id}>
                    <td>{r.internalReceiptId}</td>
                    <td>{isPlanId(r.plan) ? PLANS[r.plan].name : r.plan}</td>
                    <td>{money(r)}</td>
                    <td>
                      {formatDate(r.createdAt)} {formatTime(r.createdAt)}
                    </td>
                    <td>
                      {links && (
                        <span className="row">
                          <a href={links.view} target="_blank" rel="noopener noreferrer">
                            View<span className="sr-only"> receipt {r.internalReceiptId}</span>
                          </a>
                          <a href={links.download}>
                            Download<span className="sr-only"> receipt {r.internalReceiptId}</span>
                          </a>
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableWrap>
      )}
    </div>
  );
}
