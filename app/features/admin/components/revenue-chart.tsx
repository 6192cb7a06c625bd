// Revenue by day for the overview. chart.js is fetched by this component alone (a dynamic
// import), so no other page carries it; the same figures are always there as a table, for screen
// readers and for a chart that fails to load.
import { useEffect, useId, useRef, useState } from 'react';
import { formatMoney } from '@shared/money-format';
import { TableWrap } from '../../../components/table-wrap';
import type { ChartDay } from '../lib/overview-view';

async function drawChart(canvas: HTMLCanvasElement, days: ChartDay[]) {
  const { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } = await import('chart.js');
  Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);
  const styles = getComputedStyle(document.documentElement);
  const color = (name: string, fallback: string) => styles.getPropertyValue(name).trim() || fallback;
  return new Chart(canvas, {
    type: 'bar',
    data: {
      labels: days.map((d) => d.label),
      datasets: [{ label: 'Revenue', data: days.map((d) => d.cents / 100), backgroundColor: color('--color-accent', '#e2b33c'), borderRadius: 3 }],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      scales: {
        x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkip: true, autoSkipPadding: 12, color: color('--color-muted', '#5b6577') } },
        y: { beginAtZero: true, ticks: { precision: 0, color: color('--color-muted', '#5b6577'), callback: (v) => formatMoney(Number(v) * 100) } },
      },
      plugins: {
        tooltip: { callbacks: { title: (items) => days[items[0].dataIndex].fullLabel, label: (item) => formatMoney(days[item.dataIndex].cents) } },
      },
    },
  });
}

export function RevenueChart({ days, totalCents }: { days: ChartDay[]; totalCents: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  const tableId = useId();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let chart: { destroy(): void } | undefined;
    let gone = false;
    drawChart(canvas, days).then(
      (c) => (gone ? c.destroy() : (chart = c)),
      () => !gone && setFailed(true),
    );
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [days]);

  const first = days[0]?.fullLabel ?? '';
  const last = days.at(-1)?.fullLabel ?? '';
  return (
    <div className="stack admin-chart-block">
      {!failed && (
        <div className="admin-chart">
          <canvas ref={canvasRef} role="img" aria-label={`Revenue by day from ${first} to ${last}, ${formatMoney(totalCents)} in all. The table below lists each day.`} />
        </div>
      )}
      {failed && <p className="muted">The chart could not be loaded; the table below has the same figures.</p>}
      <details className="admin-details" open={failed}>
        <summary aria-controls={tableId}>Revenue by day as a table</summary>
        <TableWrap label="Revenue by day">
          <table id={tableId} className="table admin-compact-table">
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col" className="admin-num">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <td>{d.fullLabel}</td>
                  <td className="admin-num">{formatMoney(d.cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      </details>
    </div>
  );
}
