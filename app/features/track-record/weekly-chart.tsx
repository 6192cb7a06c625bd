import { useCallback } from 'react';
import type { HitKind } from '@shared/hits';
import { ChartFigure } from './chart-figure';
import { KIND_NAMES, formatShare, type WeekPoint } from './figures';
import { type ChartDraw, useLazyChart } from './use-lazy-chart';

const percent = (v: number | null) => (v === null ? '–' : formatShare(v / 100));

/**
 * One kind's weekly share of numbers that hit, against pure chance's share and range. The
 * canvas is a picture; the table below it says the same figures for anyone who cannot see it.
 */
export function WeeklyChart({ kind, points }: { kind: HitKind; points: WeekPoint[] }) {
  const name = KIND_NAMES[kind].toLowerCase();
  const { canvas, failed } = useLazyChart(useCallback<ChartDraw>((setup, c) => setup.drawWeeklyChart(c, points, `Numbers with a ${name} hit`), [points, name]));

  return (
    <ChartFigure
      canvas={canvas}
      failed={failed}
      label={`Chart: share of numbers with a ${name} hit each week, against the share and range pure chance gives. The figures are in the table "Weekly ${name} figures".`}
      title={`Weekly ${name} figures`}
    >
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
    </ChartFigure>
  );
}
