// /admin/payment-receipts (docs/app.md, "Admin pages" and "Error messages"), with a
// range of days: the table, the range's total by plan and the CSV all follow the same range.
import { useCallback, useEffect, useState } from 'react';
import { Alert } from '../../../components/alert';
import { DownloadIcon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import type { ReceiptsSummaryDto } from '@shared/receipts';
import { downloadReceiptsCsv } from '../api/download-receipts-csv';
import { getReceipts, getReceiptsSummary } from '../api/get-receipts';
import { AdminLayout } from '../components/admin-layout';
import { ReceiptsRangeForm } from '../components/receipts-range-form';
import { ReceiptsSummary } from '../components/receipts-summary';
import type { DayRange } from '../lib/receipt-range';
import { RECEIPT_MESSAGES, receiptRow, receiptsError, type ReceiptRow } from '../lib/receipt-view';
import { TableWrap } from '../../../components/table-wrap';

const COLUMNS = ['Receipt ID', 'User', 'Email', 'Plan', 'Amount', 'Date', 'Time Generated'] as const;

export default function PaymentReceiptsPage() {
  // The receipts table lists every receipt (docs/app.md, "Admin pages"): "all time" until a range
  // is chosen.
  const [range, setRange] = useState<DayRange>({});
  const [rows, setRows] = useState<ReceiptRow[]>([]);
  const [summary, setSummary] = useState<ReceiptsSummaryDto | null>(null);
  const [loading, setLoading] = useState(true);
  const [refreshing, setRefreshing] = useState(false);
  const [error, setError] = useState('');

  const load = useCallback(
    async (phase: 'load' | 'refresh') => {
      (phase === 'load' ? setLoading : setRefreshing)(true);
      setError('');
      try {
        const [list, totals] = await Promise.all([getReceipts(range), getReceiptsSummary(range)]);
        if (!Array.isArray(list)) {
          setError(RECEIPT_MESSAGES.unexpected);
          return;
        }
        setRows(list.map(receiptRow));
        setSummary(totals);
      } catch (err) {
        setError(receiptsError(err, phase));
      } finally {
        (phase === 'load' ? setLoading : setRefreshing)(false);
      }
    },
    [range],
  );

  useEffect(() => {
    void load('load');
  }, [load]);

  const downloadCsv = () => downloadReceiptsCsv(range).catch((err: Error) => setError(err.message || 'Failed to download receipts.'));

  return (
    <AdminLayout
      title="Payment Receipts"
      actions={
        <>
          <button type="button" className="btn btn-secondary" disabled={loading || refreshing} onClick={() => void load('refresh')}>
            {refreshing ? 'Refreshing...' : 'Refresh'}
          </button>
          <button type="button" className="btn btn-secondary" disabled={loading || rows.length === 0} onClick={() => void downloadCsv()}>
            <DownloadIcon size={16} /> Download CSV
          </button>
        </>
      }
    >
      <div className="stack">
        <ReceiptsRangeForm range={range} busy={loading || refreshing} onApply={setRange} />
        {error && (
          <Alert kind="error" onClose={() => setError('')}>
            {error}
          </Alert>
        )}
        {summary && !loading && <ReceiptsSummary summary={summary} />}
        {loading ? (
          <Spinner label="Loading receipts..." />
        ) : rows.length === 0 ? (
          !error && <p className="card admin-empty">{range.from || range.to ? 'No receipts in this range.' : 'No receipts yet.'}</p>
        ) : (
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
        )}
      </div>
    </AdminLayout>
  );
}
