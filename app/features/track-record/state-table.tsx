import type { HitFigures, TrackRecordDto } from '@shared/hits';
import { formatExpected, stateRows } from './figures';

const COLUMNS = ['Straight hits', 'Straight by chance', 'Box hits', 'Box by chance'] as const;
const COUNTS_ONLY = ['Straight hits', 'Box hits'] as const;

function cells(straight: HitFigures, box: HitFigures, compare: boolean): string[] {
  if (!compare) return [String(straight.hits), String(box.hits)];
  return [String(straight.hits), formatExpected(straight.expectedHits), String(box.hits), formatExpected(box.expectedHits)];
}

/**
 * Hits per state against the hits pure chance gives for that state's draws. On a phone each row
 * becomes a small card whose cells name their column (data-label).
 */
export function StateTable({ record, compare = true }: { record: TrackRecordDto; compare?: boolean }) {
  const rows = stateRows(record);
  const columns = compare ? COLUMNS : COUNTS_ONLY;
  if (rows.length === 0) return <p className="muted">No state has a stored draw in this period yet.</p>;
  return (
    <table className="table state-table">
      <caption className="sr-only">{compare ? 'Hits per state against pure chance' : 'Hits per state'}</caption>
      <thead>
        <tr>
          <th scope="col">State</th>
          {columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.state}>
            <th scope="row">{r.name}</th>
            {cells(r.straight, r.box, compare).map((v, i) => (
              <td key={columns[i]} data-label={columns[i]}>
                {v}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
