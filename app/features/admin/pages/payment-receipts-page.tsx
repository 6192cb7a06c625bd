// /admin/payment-receipts (spec §2 "Payment receipts table", §8 "Receipts").
import { useCallback, useEffect, useState } from 'react';
import { Alert } from '../../../components/alert';
import { DownloadIcon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { downloadReceiptsCsv } from '../api/download-receipts-csv';
import { getReceipts } from '../api/get-receipts';
import { AdminLayout } from '../components/admin-layout';
import { RECEIPT_MESSAGES, receiptRow, receiptsError, type ReceiptRow } from '../lib/receipt-view';
import { TableWrap } from '../../../components/table-wrap';

export default function PaymentReceiptsPage() {
  const [rows, setRows] = useState<ReceiptRow[]>([]);
  const [loading, setLoading] = useState(true);
  const [refreshing, setRefreshing] = useState(false);
  const [error, setError] = useState('');

  const load = useCallback(async (phase: 'load' | 'refresh') => {
    (phase === 'load' ? setLoading : setRefreshing)(true);
    setError('');
    try {
      const list = await getReceipts();
      if (!Array.isArray(list)) {
        setError(RECEIPT_MESSAGES.unexpected);
        return;
      }
      setRows(list.map(receiptRow));
    } catch (err) {
      setError(receiptsError(err, phase));
    } finally {
      (phase === 'load' ? setLoading : setRefreshing)(false);
    }
  }, []);

  useEffect(() => {
    void load('load');
  }, [load]);

  const downloadCsv = () =>
    downloadReceiptsCsv().catch((err: Error) => setError(err.message || 'Failed to download receipts.'));

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
        {error && (
          <Alert kind="error" onClose={() => setError('')}>
            {error}
          </Alert>
        )}
        {loading ? (
          <Spinner label="Loading receipts..." />
        ) : rows.length === 0 ? (
          !error && <p className="card admin-empty">No receipts yet.</p>
        ) : (
          <TableWrap label="Payment receipts">
            <table className="table admin-table">
              <thead>
                <tr>
                  <th scope="col">Receipt ID</th>
                  <th scope="col">User</th>
                  <th scope="col">Email</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Date</th>
                  <th scope="col">Time Generated</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.key}>
                    <td className="admin-nowrap">{r.receiptId}</td>
                    <td>{r.user}</td>
                    <td>{r.email}</td>
                    <td className="admin-nowrap">{r.amount}</td>
                    <td className="admin-nowrap">{r.date}</td>
                    <td className="admin-nowrap">{r.time}</td>
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
