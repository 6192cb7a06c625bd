// /admin/schedule: the publishing schedule (docs/app.md, "Admin pages"; docs/product.md,
// "Publishing on a schedule"): entries per time of day, each with its method, pairs, alternatives
// and window, and the latest rounds, published or refused with the reason.
import { useState } from 'react';
import { useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { Alert } from '../../../components/alert';
import { Loaded } from '../../../components/loaded';
import { TableWrap } from '../../../components/table-wrap';
import { TextField } from '../../../components/text-field';
import { METHODS, methodName, type MethodId } from '@shared/method-names';
import type { ScheduleDto, ScheduleEntry } from '@shared/methods';
import { formatMoment } from '../../../lib/dates';
import { getSchedule, setSchedule } from '../api/methods';
import { AdminLayout } from '../components/admin-layout';
import { SelectField } from '../components/select-field';
import { failsWith, messageOr } from '../lib/error-message';
import { reads, usePageData } from '../../../lib/page-data';

/** An entry as the form holds it: the numbers as typed. */
type Row = { key: number; timeOfDay: 'Morning' | 'Evening'; publishAt: string; method: MethodId; pairs: string; alternatives: string; validDays: string };

let keys = 0;
const rowOf = (e: ScheduleEntry): Row => ({ key: ++keys, ...e, pairs: String(e.pairs), alternatives: String(e.alternatives), validDays: String(e.validDays) });
const NEW_ROW = (): Row => ({ key: ++keys, timeOfDay: 'Morning', publishAt: '09:00', method: 'hot', pairs: '2', alternatives: '0', validDays: '1' });
/** A typed count as the server reads it: a whole number, or the text itself so the server names it. */
const whole = (v: string) => (/^\d{1,3}$/.test(v.trim()) ? Number(v.trim()) : (v as unknown as number));

const LOAD_FAILED = 'Failed to load the schedule.';

type Result = { kind: 'success' | 'error'; text: string } | null;

export function loader({ request }: LoaderFunctionArgs) {
  return reads({ schedule: failsWith(getSchedule(request.signal), LOAD_FAILED) });
}

export default function SchedulePage() {
  const { schedule } = usePageData<typeof loader>();
  const [result, setResult] = useState<Result>(null);

  return (
    <AdminLayout title="Schedule">
      <div className="stack">
        <p className="muted">
          At each entry's time (in the site's time zone) the server publishes the set its method makes, as you would: pushes, the public record, the activity log (as "schedule"). A
          day it cannot, it publishes nothing and says why in Messages.
        </p>
        <Loaded resolve={schedule} loading="Loading the schedule..." failed={LOAD_FAILED}>
          {(s) => <ScheduleEntries schedule={s} onResult={setResult} />}
        </Loaded>
        {result && <Alert kind={result.kind}>{result.text}</Alert>}
        {/* A second view of the same read: its spinner and error show above. */}
        <Loaded resolve={schedule} loading={null} failed={null}>
          {(s) => <LatestRounds runs={s.runs} />}
        </Loaded>
      </div>
    </AdminLayout>
  );
}

/** The entries as the form holds them, from the loaded schedule and again once a save is read back. */
function ScheduleEntries({ schedule, onResult: setResult }: { schedule: ScheduleDto; onResult: (r: Result) => void }) {
  const { revalidate } = useRevalidator();
  const [edited, setEdited] = useState(() => ({ of: schedule, rows: schedule.entries.map(rowOf) }));
  const [busy, setBusy] = useState(false);
  const current = edited.of === schedule ? edited : { of: schedule, rows: schedule.entries.map(rowOf) };
  if (current !== edited) setEdited(current);
  const rows = current.rows;
  const setRows = (next: Row[]) => setEdited({ of: schedule, rows: next });

  const change = (key: number, patch: Partial<Row>) => setEdited((e) => ({ ...e, rows: e.rows.map((r) => (r.key === key ? { ...r, ...patch } : r)) }));

  const save = async () => {
    setBusy(true);
    setResult(null);
    try {
      const entries = rows.map((r) => ({
        timeOfDay: r.timeOfDay,
        publishAt: r.publishAt,
        method: r.method,
        pairs: whole(r.pairs),
        alternatives: whole(r.alternatives),
        validDays: whole(r.validDays),
      }));
      const saved = await setSchedule(entries);
      setResult({ kind: 'success', text: saved.message });
      await revalidate();
    } catch (err) {
      setResult({ kind: 'error', text: messageOr(err, 'Failed to save the schedule.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card stack" aria-label="Entries">
      {rows.length === 0 && <p className="muted">No entries: nothing is published by itself.</p>}
      {rows.map((r, i) => (
        <fieldset key={r.key} className="admin-schedule-entry">
          <legend>Entry {i + 1}</legend>
          <div className="admin-schedule-fields">
            <SelectField
              label="Time of day"
              name={`timeOfDay-${r.key}`}
              value={r.timeOfDay}
              options={[
                { value: 'Morning', label: 'Morning' },
                { value: 'Evening', label: 'Evening' },
              ]}
              onChange={(timeOfDay) => change(r.key, { timeOfDay })}
            />
            <TextField label="Publish at" name={`publishAt-${r.key}`} type="time" value={r.publishAt} onChange={(publishAt) => change(r.key, { publishAt })} />
            <SelectField
              label="Method"
              name={`method-${r.key}`}
              value={r.method}
              options={METHODS.map((m) => ({ value: m.id, label: m.name }))}
              onChange={(method) => change(r.key, { method })}
            />
            <TextField label="Pairs" name={`pairs-${r.key}`} inputMode="numeric" value={r.pairs} onChange={(pairs) => change(r.key, { pairs })} hint="1 to 10" />
            <TextField
              label="Alternatives"
              name={`alternatives-${r.key}`}
              inputMode="numeric"
              value={r.alternatives}
              onChange={(alternatives) => change(r.key, { alternatives })}
              hint="0 to 10"
            />
            <TextField
              label="Valid days"
              name={`validDays-${r.key}`}
              inputMode="numeric"
              value={r.validDays}
              onChange={(validDays) => change(r.key, { validDays })}
              hint="1 to 7"
            />
          </div>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => setRows(rows.filter((x) => x.key !== r.key))}>
            Remove entry {i + 1}
          </button>
        </fieldset>
      ))}
      <div className="admin-actions">
        <button type="button" className="btn btn-secondary" onClick={() => setRows([...rows, NEW_ROW()])}>
          Add an entry
        </button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={save}>
          {busy ? 'Saving...' : 'Save the schedule'}
        </button>
      </div>
    </section>
  );
}

function LatestRounds({ runs }: { runs: ScheduleDto['runs'] }) {
  return (
    <section className="card stack" aria-label="Latest rounds">
      <h2>Latest rounds</h2>
      {runs.length === 0 ? (
        <p className="muted">None yet.</p>
      ) : (
        <TableWrap label="Latest rounds">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Set</th>
                <th scope="col">Method</th>
                <th scope="col">Outcome</th>
                <th scope="col">At</th>
              </tr>
            </thead>
            <tbody>
              {runs.map((r) => (
                <tr key={`${r.day} ${r.timeOfDay} ${r.publishAt}`}>
                  <td className="admin-nowrap">{r.day}</td>
                  <td>
                    {r.timeOfDay}, {r.publishAt}
                  </td>
                  <td>{methodName(r.method)}</td>
                  <td>{r.problem === null ? 'Published' : `Not published: ${r.problem}.`}</td>
                  <td className="admin-nowrap">{formatMoment(r.at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </section>
  );
}
