// What the track record's two charts draw, kept apart from chart.js (chart-setup.ts) so the
// chunk that draws them holds only the drawing, and the data's look can be tested without a canvas.
// Each dataset names the mark its legend entry shows (`pointStyle`, with the legend's
// `usePointStyle`): the line with dots shows a dot like them, a dashed line a dashed stroke, the
// band a filled box, so a legend entry looks like what it names on the chart.
import type { WeekPoint } from './figures';
import type { NetPoint } from './money-figures';

export const NAVY = '#13294b';
export const GOLD = '#c99a22';
export const BAND = 'rgba(37, 99, 184, 0.16)';
export const CHANCE = '#5b6577';

/** The weekly chart's lower edge of the band: drawn, never named in the legend or tooltip. */
export const BAND_LOW = 'chance-low';

export interface LineDataset {
  label: string;
  data: (number | null)[];
  pointStyle: 'circle' | 'line' | 'rect';
  borderColor?: string;
  backgroundColor?: string;
  borderDash?: number[];
  borderWidth: number;
  pointRadius: number;
  pointBorderColor?: string;
  fill?: string | false;
}

export function weeklyDatasets(points: readonly WeekPoint[], lineLabel: string): LineDataset[] {
  return [
    // The band: filled from the upper edge down to the next dataset, the lower edge.
    {
      label: 'Chance range (95 of 100)',
      data: points.map((p) => p.high),
      pointStyle: 'rect',
      borderWidth: 0,
      pointRadius: 0,
      backgroundColor: BAND,
      borderColor: BAND,
      fill: '+1',
    },
    { label: BAND_LOW, data: points.map((p) => p.low), pointStyle: 'rect', borderWidth: 0, pointRadius: 0, fill: false },
    { label: 'Pure chance', data: points.map((p) => p.expected), pointStyle: 'line', borderColor: CHANCE, borderDash: [6, 4], borderWidth: 1.5, pointRadius: 0 },
    { label: lineLabel, data: points.map((p) => p.rate), pointStyle: 'circle', borderColor: NAVY, backgroundColor: GOLD, borderWidth: 2.5, pointRadius: 3, pointBorderColor: NAVY },
  ];
}

export function moneyDatasets(points: readonly NetPoint[]): LineDataset[] {
  return [
    {
      label: "Chance's expectation",
      data: points.map((p) => p.chance),
      pointStyle: 'circle',
      borderColor: CHANCE,
      backgroundColor: CHANCE,
      borderDash: [6, 4],
      borderWidth: 1.5,
      pointRadius: 2,
    },
    {
      label: 'Following our numbers',
      data: points.map((p) => p.net),
      pointStyle: 'circle',
      borderColor: NAVY,
      backgroundColor: GOLD,
      borderWidth: 2.5,
      pointRadius: 3,
      pointBorderColor: NAVY,
    },
  ];
}

/** The legend's labels for both charts: each entry the dataset's own mark, at the text's size. */
export const LEGEND_LABELS = { usePointStyle: true, boxHeight: 8 } as const;
