import type { HitFigures, TrackRecordDto } from '@shared/hits';
import { formatExpected, stateRows } from './figures';

const COLUMNS = ['Straight hits', 'Straight by chance', 'Box hits', 'Box by chance'] as const;

function cells(straight: HitFigures, box: HitFigures): string[] {
  return [String(straight.hits), formatExpected(straight.expectedHits), String(box.hits), formatExpected(box.expectedHits)];
}

/**
 * Hits per state against the hits pure chance gives for that state's draws. On a phone each row
 * becomes a small card whose cells name their column (data-label).
 */
export function StateTable({ record }: { record: TrackRecordDto }) {
  const rows = stateRows(record);
  if (rows.length === 0) return <p className="muted">No state has a stored draw in this period yet.</p>;
  return (
    <table className="table state-table">
      <caption className="sr-only">Hits per state against pure chance</caption>
      <thead>
        <tr>
          <th scope="col">State</th>
          {COLUMNS.map((c) => (
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
            {cells(r.straight, r.box).map((v, i) => (
              <td key={COLUMNS[i]} data-label={COLUMNS[i]}>
                {v}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
