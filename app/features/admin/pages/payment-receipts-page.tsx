// /admin/payment-receipts (docs/app.md, "Admin pages" and "Error messages"), with a
// range of days: the table, the range's total by plan and the CSV all follow the same range. Both
// reads go through the route's loader (docs/app.md, "How a page reads data"), the range in the
// address (`?from=&to=`, either left out: an open end; neither: all time).
import { useState } from 'react';
import { useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { Alert } from '../../../components/alert';
import { DownloadIcon } from '../../../components/icons';
import { Loaded } from '../../../components/loaded';
import { downloadReceiptsCsv } from '../api/download-receipts-csv';
import { getReceipts, getReceiptsSummary } from '../api/get-receipts';
import { AdminLayout } from '../components/admin-layout';
import { ReceiptsRangeForm } from '../components/receipts-range-form';
import { ReceiptsSummary } from '../components/receipts-summary';
import type { DayRange } from '../lib/receipt-range';
import { RECEIPT_MESSAGES, receiptRow, receiptsError, type ReceiptRow } from '../lib/receipt-view';
import { TableWrap } from '../../../components/table-wrap';
import { reads, usePageData } from '../../../lib/page-data';

const COLUMNS = ['Receipt ID', 'User', 'Email', 'Plan', 'Amount', 'Date', 'Time Generated'] as const;

/** The range the address names (docs/app.md, "Admin pages"): "all time" until one is chosen. */
const rangeOf = (q: URLSearchParams): DayRange => ({ from: q.get('from') || undefined, to: q.get('to') || undefined });

/** An answer that is not the list of receipts (docs/app.md, "Error messages": "unexpected"). */
const UNEXPECTED = new Error(RECEIPT_MESSAGES.unexpected);

export function loader({ request }: LoaderFunctionArgs) {
  const range = rangeOf(new URL(request.url).searchParams);
  const receipts = Promise.all([getReceipts(range, request.signal), getReceiptsSummary(range, request.signal)]).then(([list, summary]) => {
    if (!Array.isArray(list)) throw UNEXPECTED;
    return { rows: list.map(receiptRow), summary };
  });
  return reads({ receipts });
}

export default function PaymentReceiptsPage() {
  const { receipts } = usePageData<typeof loader>();
  const revalidator = useRevalidator();
  const refreshing = revalidator.state === 'loading';
  const [params, setParams] = useSearchParams();
  const range = rangeOf(params);
  // A failure after Refresh says "refreshing" (docs/app.md, "Error messages"); a new range is a first read.
  const [phase, setPhase] = useState<'load' | 'refresh'>('load');
  const [error, setError] = useState('');

  const refresh = () => {
    setPhase('refresh');
    void revalidator.revalidate();
  };

  const apply = (next: DayRange) => {
    const q = new URLSearchParams();
    if (next.from) q.set('from', next.from);
    if (next.to) q.set('to', next.to);
    setPhase('load');
    setParams(q, { replace: true, preventScrollReset: true });
  };

  const failed = (err: unknown) => <Alert kind="error">{err === UNEXPECTED ? RECEIPT_MESSAGES.unexpected : receiptsError(err, phase)}</Alert>;

  const downloadCsv = () => downloadReceiptsCsv(range).catch((err: Error) => setError(err.message || 'Failed to download receipts.'));

  return (
    <AdminLayout
      title="Payment Receipts"
      actions={
        <>
          <button type="button" className="btn btn-secondary" disabled={refreshing} onClick={refresh}>
            {refreshing ? 'Refreshing...' : 'Refresh'}
          </button>
          <Loaded resolve={receipts} loading={null} failed={null}>
            {({ rows }) => (
              <button type="button" className="btn btn-secondary" disabled={rows.length === 0} onClick={() => void downloadCsv()}>
                <DownloadIcon size={16} /> Download CSV
              </button>
            )}
          </Loaded>
        </>
      }
    >
      <div className="stack">
        <ReceiptsRangeForm range={range} busy={refreshing} onApply={apply} />
        {error && (
          <Alert kind="error" onClose={() => setError('')}>
            {error}
          </Alert>
        )}
        <Loaded resolve={receipts} loading="Loading receipts..." failed={RECEIPT_MESSAGES.fetchFailed} error={failed}>
          {({ rows, summary }) => (
            <>
              <ReceiptsSummary summary={summary} />
              {rows.length === 0 ? <p className="card admin-empty">{range.from || range.to ? 'No receipts in this range.' : 'No receipts yet.'}</p> : <ReceiptsTable rows={rows} />}
            </>
          )}
        </Loaded>
      </div>
    </AdminLayout>
  );
}

function ReceiptsTable({ rows }: { rows: ReceiptRow[] }) {
  return (
    <TableWrap label="Payment receipts">
      <table className="table admin-table admin-cards-table">
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <td data-label="Receipt ID" className="admin-nowrap">
                {r.receiptId}
              </td>
              <td data-label="User">{r.user}</td>
              <td data-label="Email">{r.email}</td>
              <td data-label="Plan">{r.plan}</td>
              <td data-label="Amount" className="admin-nowrap">
                {r.amount}
              </td>
              <td data-label="Date" className="admin-nowrap">
                {r.date}
              </td>
              <td data-label="Time Generated" className="admin-nowrap">
                {r.time}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
