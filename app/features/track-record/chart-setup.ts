// chart.js, loaded only by the track record's charts (a chunk of its own, fetched after the
// page's figures show). Only the parts a line chart with a shaded band needs are registered.
import { CategoryScale, Chart, Filler, Legend, LineController, LineElement, LinearScale, PointElement, Tooltip } from 'chart.js';
import { BAND_LOW, LEGEND_LABELS, moneyDatasets, weeklyDatasets } from './chart-datasets';
import type { WeekPoint } from './figures';
import { formatNet, type NetPoint } from './money-figures';

Chart.register(CategoryScale, LinearScale, LineController, LineElement, PointElement, Filler, Legend, Tooltip);
Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;
Chart.defaults.color = '#1b2333';

/** Both charts: the canvas's box decides the size, no animation, one tooltip for all lines at a week. */
const LAYOUT = { responsive: true, maintainAspectRatio: false, animation: false, interaction: { mode: 'index', intersect: false } } as const;
const WEEKS = { ticks: { autoSkip: true, maxRotation: 0 }, title: { display: true, text: 'Week starting' } };

const pct = (v: number | null | undefined) => (v === null || v === undefined ? '–' : `${v.toFixed(v < 1 ? 2 : 1)}%`);

export function drawWeeklyChart(canvas: HTMLCanvasElement, points: readonly WeekPoint[], lineLabel: string): Chart<'line'> {
  return new Chart(canvas, {
    type: 'line',
    data: {
      labels: points.map((p) => p.label),
      datasets: weeklyDatasets(points, lineLabel),
    },
    options: {
      ...LAYOUT,
      scales: {
        y: { beginAtZero: true, ticks: { callback: (v) => `${v}%` }, title: { display: true, text: 'Share of numbers' } },
        x: WEEKS,
      },
      plugins: {
        legend: { position: 'bottom', labels: { ...LEGEND_LABELS, filter: (item) => item.text !== BAND_LOW } },
        tooltip: {
          filter: (item) => item.dataset.label !== BAND_LOW,
          callbacks: {
            label: (item) =>
              item.datasetIndex === 0 ? `Chance range: ${pct(points[item.dataIndex].low)} to ${pct(points[item.dataIndex].high)}` : `${item.dataset.label}: ${pct(item.parsed.y)}`,
          },
        },
      },
    },
  });
}

/** The running net of following every number with both $1 plays, against chance's running net. */
export function drawMoneyChart(canvas: HTMLCanvasElement, points: readonly NetPoint[]): Chart<'line'> {
  return new Chart(canvas, {
    type: 'line',
    data: {
      labels: points.map((p) => p.label),
      datasets: moneyDatasets(points),
    },
    options: {
      ...LAYOUT,
      scales: {
        y: { ticks: { callback: (v) => formatNet(Number(v)) }, title: { display: true, text: 'Net, dollars' } },
        x: WEEKS,
      },
      plugins: {
        legend: { position: 'bottom', labels: LEGEND_LABELS },
        tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${formatNet(item.parsed.y ?? 0)}` } },
      },
    },
  });
}
