// /admin/activity: the activity log (docs/product.md, "The operator's console"), newest first,
// filtered by action and by the admin who acted, a page at a time ("Show older" asks for the
// entries before the last one shown). The filters live in the address (?action=, ?actor=): the
// route's loader reads the newest page of them (docs/app.md, "How a page reads data").
import { useEffect, useMemo, useState } from 'react';
import { useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { Alert } from '../../../components/alert';
import { Loaded } from '../../../components/loaded';
import { TableWrap } from '../../../components/table-wrap';
import { AUDIT_PAGE_DEFAULT, type AuditAction, type AuditEntryDto } from '@shared/audit';
import { answer, client, requestOptions } from '../../../lib/api-client';
import { reads, usePageData } from '../../../lib/page-data';
import { useSearchParam } from '../../../lib/use-search-param';
import { getAudit } from '../api/get-audit';
import { AdminLayout } from '../components/admin-layout';
import { SelectField } from '../components/select-field';
import { formatInstantDay, formatInstantTime } from '../../../lib/dates';
import { AUDIT_ACTION_OPTIONS, actionLabel, actorOptions, detailParts } from '../lib/audit-view';
import { auditFiltersOf } from '../lib/address-filters';
import { failsWith, messageOr } from '../lib/error-message';

const LOAD_FAILED = 'Failed to load the activity log.';

type Admin = { _id: string; username: string };

export function loader({ request }: LoaderFunctionArgs) {
  const { action, actor } = auditFiltersOf(new URL(request.url).searchParams);
  return reads({
    newest: failsWith(getAudit({ action: action || undefined, actor: actor || undefined }, request.signal), LOAD_FAILED),
    // The person filter lists today's admins; names seen only in old entries join from the log.
    // Without them the log's own names are still there.
    admins: answer(client.users.$get(undefined, requestOptions({ signal: request.signal })))
      .then((users): Admin[] => users.filter((u) => u.role === 'admin'))
      .catch((): Admin[] => []),
  });
}

export default function ActivityPage() {
  const { newest, admins } = usePageData<typeof loader>();
  const revalidator = useRevalidator();
  const [params, setParam] = useSearchParam<'action' | 'actor'>();
  const { action, actor } = auditFiltersOf(params);
  // The entries on screen, for the names the person filter offers.
  const [shown, setShown] = useState<AuditEntryDto[]>([]);

  const actions = useMemo(() => [{ value: '' as const, label: 'All actions' }, ...AUDIT_ACTION_OPTIONS], []);

  return (
    <AdminLayout
      title="Activity Log"
      actions={
        <button type="button" className="btn btn-secondary" disabled={revalidator.state !== 'idle'} onClick={() => void revalidator.revalidate()}>
          Refresh
        </button>
      }
    >
      <div className="stack">
        <p className="muted">Every change made in the admin pages: who made it, when, and what changed. Newest first.</p>
        <div className="admin-filters card" role="search" aria-label="Filter the activity log">
          <SelectField<AuditAction | ''> label="Action" name="auditAction" value={action} options={actions} onChange={(v) => setParam('action', v)} />
          <Loaded resolve={admins} loading={null} failed={null}>
            {(known) => (
              <SelectField
                label="Person"
                name="auditActor"
                value={actor}
                options={[{ value: '', label: 'Anyone' }, ...actorOptions(shown, known)]}
                onChange={(v) => setParam('actor', v)}
              />
            )}
          </Loaded>
        </div>
        <Loaded resolve={newest} loading="Loading the activity log..." failed={LOAD_FAILED}>
          {(page) => <ActivityEntries newest={page} filters={{ action, actor }} onShown={setShown} />}
        </Loaded>
      </div>
    </AdminLayout>
  );
}

interface ActivityEntriesProps {
  /** The loader's page: the newest entries of the filters. */
  newest: AuditEntryDto[];
  filters: { action: AuditAction | ''; actor: string };
  onShown(entries: AuditEntryDto[]): void;
}

// A full page may have more behind it; a short one is the end of the log.
const fullPage = (page: AuditEntryDto[]) => page.length === AUDIT_PAGE_DEFAULT;
const olderOf = (newest: AuditEntryDto[]) => ({ after: newest, entries: [] as AuditEntryDto[], more: fullPage(newest) });

/** The log's newest page and the older pages asked for with "Show older entries". */
function ActivityEntries({ newest, filters, onShown }: ActivityEntriesProps) {
  // The older pages belong to the newest page they continue: a new one (other filters, Refresh)
  // starts the list again.
  const [older, setOlder] = useState(() => olderOf(newest));
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const current = older.after === newest ? older : olderOf(newest);
  if (current !== older) setOlder(current);
  const entries = useMemo(() => [...newest, ...current.entries], [newest, current.entries]);

  useEffect(() => onShown(entries), [entries, onShown]);

  async function showOlder() {
    setLoading(true);
    setError('');
    try {
      const page = await getAudit({ action: filters.action || undefined, actor: filters.actor || undefined, before: entries.at(-1)!._id });
      setOlder((o) => (o.after === newest ? { after: newest, entries: [...o.entries, ...page], more: fullPage(page) } : o));
    } catch (err) {
      setError(messageOr(err, LOAD_FAILED));
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      {error && (
        <Alert kind="error" onClose={() => setError('')}>
          {error}
        </Alert>
      )}
      {entries.length === 0 ? (
        <p className="card admin-empty">No activity matches these filters.</p>
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
      {current.more && entries.length > 0 && (
        <button type="button" className="btn btn-secondary admin-load-more" disabled={loading} onClick={() => void showOlder()}>
          {loading ? 'Loading...' : 'Show older entries'}
        </button>
      )}
    </>
  );
}
