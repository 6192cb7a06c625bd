import { useEffect, useRef, useState } from 'react';
import type { HitKind } from '@shared/hits';
import { TableWrap } from '../../components/table-wrap';
import { KIND_NAMES, formatShare, type WeekPoint } from './figures';

const percent = (v: number | null) => (v === null ? '–' : formatShare(v / 100));

/**
 * One kind's weekly share of numbers that hit, against pure chance's share and range. The
 * canvas is a picture; the table below it says the same figures for anyone who cannot see it.
 */
export function WeeklyChart({ kind, points }: { kind: HitKind; points: WeekPoint[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  const name = KIND_NAMES[kind].toLowerCase();

  useEffect(() => {
    let live = true;
    let chart: { destroy(): void } | undefined;
    import('./chart-setup')
      .then(({ drawWeeklyChart }) => {
        if (live && canvas.current) chart = drawWeeklyChart(canvas.current, points, `Numbers with a ${name} hit`);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      chart?.destroy();
    };
  }, [points, name]);

  return (
    <figure className="weekly-chart">
      <div className="weekly-chart-canvas">
        {failed ? (
          <p className="muted">The chart could not be loaded; the figures are in the table below.</p>
        ) : (
          <canvas
            ref={canvas}
            role="img"
            aria-label={`Chart: share of numbers with a ${name} hit each week, against the share and range pure chance gives. The figures are in the table "Weekly ${name} figures".`}
          />
        )}
      </div>
      <details className="weekly-table">
        <summary>Weekly {name} figures as a table</summary>
        <TableWrap label={`Weekly ${name} figures`}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Week of</th>
                <th scope="col">Numbers</th>
                <th scope="col">Hit {name}</th>
                <th scope="col">Pure chance</th>
                <th scope="col">Chance range</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.label}>
                  <th scope="row">{p.label}</th>
                  <td>{p.numbers}</td>
                  <td>{percent(p.rate)}</td>
                  <td>{percent(p.expected)}</td>
                  <td>{p.low === null ? '–' : `${percent(p.low)} to ${percent(p.high)}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      </details>
    </figure>
  );
}
