// One chart of the Business page: a few series over the periods, bars or lines. chart.js is fetched
// by the console's chart components alone (a dynamic import), so no other page carries it; the
// same figures are always in the page's table, for screen readers and for a chart that fails to load.
import { useEffect, useRef, useState } from 'react';

export interface Series {
  label: string;
  values: number[];
  /** A CSS colour variable of the site's sheet, and the colour without it. */
  color: [variable: string, fallback: string];
}

async function drawChart(canvas: HTMLCanvasElement, kind: 'bar' | 'line', labels: string[], series: Series[], format: (v: number) => string) {
  const { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } = await import('chart.js');
  Chart.register(BarController, BarElement, CategoryScale, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip);
  const styles = getComputedStyle(document.documentElement);
  const color = ([name, fallback]: [string, string]) => styles.getPropertyValue(name).trim() || fallback;
  const muted = color(['--color-muted', '#5b6577']);
  return new Chart(canvas, {
    type: kind,
    data: {
      labels,
      datasets: series.map((s) => ({ label: s.label, data: s.values, backgroundColor: color(s.color), borderColor: color(s.color), borderRadius: 3, tension: 0.2 })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      scales: {
        x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkip: true, autoSkipPadding: 12, color: muted } },
        y: { beginAtZero: true, ticks: { precision: 0, color: muted, callback: (v) => format(Number(v)) } },
      },
      plugins: {
        legend: { labels: { color: muted, boxWidth: 12 } },
        tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${format(Number(item.raw))}` } },
      },
    },
  });
}

export function BusinessChart({ title, kind, labels, series, format }: { title: string; kind: 'bar' | 'line'; labels: string[]; series: Series[]; format: (v: number) => string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let chart: { destroy(): void } | undefined;
    let gone = false;
    drawChart(canvas, kind, labels, series, format).then(
      (c) => (gone ? c.destroy() : (chart = c)),
      () => !gone && setFailed(true),
    );
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [kind, labels, series, format]);

  return (
    <figure className="card stack business-chart">
      <figcaption>
        <h2>{title}</h2>
      </figcaption>
      {failed ? (
        <p className="muted">The chart could not be loaded; the table below has the same figures.</p>
      ) : (
        <div className="admin-chart">
          <canvas ref={canvasRef} role="img" aria-label={`${title}: ${series.map((s) => s.label).join(', ')} by period. The table below lists each period.`} />
        </div>
      )}
    </figure>
  );
}
