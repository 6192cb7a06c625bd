// /admin/activity: the activity log (docs/product.md, "The operator's console"), newest first,
// filtered by action and by the admin who acted, a page at a time ("Show older" asks for the
// entries before the last one shown).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert } from '../../../components/alert';
import { Spinner } from '../../../components/spinner';
import { TableWrap } from '../../../components/table-wrap';
import { AUDIT_PAGE_DEFAULT, type AuditAction, type AuditEntryDto } from '@shared/audit';
import { getAudit } from '../api/get-audit';
import { getUsers } from '../api/get-users';
import { AdminLayout } from '../components/admin-layout';
import { SelectField } from '../components/select-field';
import { formatInstantDay, formatInstantTime } from '../../../lib/dates';
import { AUDIT_ACTION_OPTIONS, actionLabel, actorOptions, detailParts } from '../lib/audit-view';
import { messageOr } from '../lib/error-message';

const LOAD_FAILED = 'Failed to load the activity log.';

export default function ActivityPage() {
  const [entries, setEntries] = useState<AuditEntryDto[]>([]);
  const [action, setAction] = useState<AuditAction | ''>('');
  const [actor, setActor] = useState('');
  const [admins, setAdmins] = useState<{ _id: string; username: string }[]>([]);
  const [loading, setLoading] = useState(true);
  const [more, setMore] = useState(false);
  const [error, setError] = useState('');

  const load = useCallback(
    async (before?: string) => {
      setLoading(true);
      setError('');
      try {
        const page = await getAudit({ action: action || undefined, actor: actor || undefined, before });
        setEntries((shown) => (before ? [...shown, ...page] : page));
        // A full page may have more behind it; a short one is the end of the log.
        setMore(page.length === AUDIT_PAGE_DEFAULT);
      } catch (err) {
        setError(messageOr(err, LOAD_FAILED));
      } finally {
        setLoading(false);
      }
    },
    [action, actor],
  );

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    // The person filter lists today's admins; names seen only in old entries join from the log.
    getUsers()
      .then((users) => setAdmins(users.filter((u) => u.role === 'admin')))
      .catch(() => undefined);
  }, []);

  const people = useMemo(() => [{ value: '', label: 'Anyone' }, ...actorOptions(entries, admins)], [entries, admins]);
  const actions = useMemo(() => [{ value: '' as const, label: 'All actions' }, ...AUDIT_ACTION_OPTIONS], []);

  return (
    <AdminLayout
      title="Activity Log"
      actions={
        <button type="button" className="btn btn-secondary" disabled={loading} onClick={() => void load()}>
          Refresh
        </button>
      }
    >
      <div className="stack">
        <p className="muted">Every change made in the admin pages: who made it, when, and what changed. Newest first.</p>
        <div className="admin-filters card" role="search" aria-label="Filter the activity log">
          <SelectField<AuditAction | ''> label="Action" name="auditAction" value={action} options={actions} onChange={setAction} />
          <SelectField label="Person" name="auditActor" value={actor} options={people} onChange={setActor} />
        </div>
        {error && (
          <Alert kind="error" onClose={() => setError('')}>
            {error}
          </Alert>
        )}
        {loading && entries.length === 0 ? (
          <Spinner label="Loading the activity log..." />
        ) : entries.length === 0 ? (
          !error && <p className="card admin-empty">No activity matches these filters.</p>
        ) : (
          <TableWrap label="Activity log">
            <table className="table admin-table admin-cards-table admin-activity-table">
              <colgroup>
                <col className="col-when" />
                <col className="col-who" />
                <col className="col-action" />
                <col className="col-on" />
                <col className="col-details" />
              </colgroup>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">Action</th>
                  <th scope="col">On</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((e) => (
                  <tr key={e._id}>
                    <td data-label="When">
                      <time dateTime={e.at}>
                        {formatInstantDay(e.at)} {formatInstantTime(e.at)}
                      </time>
                    </td>
                    <td data-label="Who">{e.actor.username}</td>
                    <td data-label="Action">{actionLabel(e.action)}</td>
                    <td data-label="On">{e.target}</td>
                    <td data-label="Details">
                      {/* One box: on phones the cell is a two-column grid of label and value. */}
                      <ul className="admin-detail-list">
                        {detailParts(e).map((part) => (
                          <li key={part}>{part}</li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
        {more && entries.length > 0 && (
          <button type="button" className="btn btn-secondary admin-load-more" disabled={loading} onClick={() => void load(entries.at(-1)!._id)}>
            {loading ? 'Loading...' : 'Show older entries'}
          </button>
        )}
      </div>
    </AdminLayout>
  );
}
