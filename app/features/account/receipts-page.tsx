// The signed-in user's own receipts, one per payment: plan, the period it bought, amount and
// date, with this server's receipt page and its PDF (docs/product.md, "Receipts").
import { Link, type LoaderFunctionArgs } from 'react-router-dom';
import type { ReceiptDto } from '@shared/receipts';
import { Loaded } from '../../components/loaded';
import { TableWrap } from '../../components/table-wrap';
import { answer, client, requestOptions } from '../../lib/api-client';
import { formatInstantDay } from '../../lib/dates';
import { reads, usePageData } from '../../lib/page-data';
import { receiptAmount, receiptPeriod } from './receipt-format';
import './account.css';

export function loader({ request }: LoaderFunctionArgs) {
  return reads({ receipts: answer(client.receipts.mine.$get(undefined, requestOptions({ signal: request.signal }))) });
}

export default function ReceiptsPage() {
  const { receipts } = usePageData<typeof loader>();
  return (
    <div className="page receipts-page">
      <h1 className="page-title">My Receipts</h1>
      <Loaded resolve={receipts} loading="Loading receipts..." failed="Failed to load receipts">
        {(list) => <ReceiptList receipts={list} />}
      </Loaded>
    </div>
  );
}

function ReceiptList({ receipts }: { receipts: ReceiptDto[] }) {
  return (
    <>
      {receipts.length === 0 && (
        <div className="card stack receipts-empty">
          <p>You have no receipts yet. Each payment for a plan gets one here.</p>
          <Link to="/explore-plans" className="btn btn-primary">
            Explore Plans
          </Link>
        </div>
      )}
      {receipts.length > 0 && (
        <TableWrap label="My receipts">
          <table className="table receipts-table">
            <thead>
              <tr>
                <th scope="col">Receipt ID</th>
                <th scope="col">Plan</th>
                <th scope="col">Period</th>
                <th scope="col">Amount</th>
                <th scope="col">Date</th>
                <th scope="col">Receipt</th>
              </tr>
            </thead>
            <tbody>
              {receipts.map((r) => (
                <tr key={r._id}>
                  <td data-label="Receipt ID">{r.internalReceiptId}</td>
                  <td data-label="Plan">{r.planName}</td>
                  <td data-label="Period">{receiptPeriod(r)}</td>
                  <td data-label="Amount">{receiptAmount(r)}</td>
                  <td data-label="Date">{formatInstantDay(r.createdAt)}</td>
                  <td data-label="Receipt">
                    <span className="receipt-actions">
                      <a href={r.viewUrl} target="_blank" rel="noopener noreferrer">
                        View<span className="sr-only"> receipt {r.internalReceiptId}</span>
                      </a>
                      <a href={r.pdfUrl} download>
                        Download PDF<span className="sr-only"> of receipt {r.internalReceiptId}</span>
                      </a>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </>
  );
}
