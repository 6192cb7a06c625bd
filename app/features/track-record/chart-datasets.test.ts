// A legend entry looks like what it names on the chart (docs/app.md, "The track record"): the line
// with dots shows such a dot, a dashed line without dots a stroke, the band a filled box.
import { describe, expect, it } from 'vitest';
import { BAND_LOW, LEGEND_LABELS, moneyDatasets, weeklyDatasets, type LineDataset } from './chart-datasets';

const week = { label: 'Nov 2', high: 3, low: 1, expected: 2, rate: 2.5 } as unknown as Parameters<typeof weeklyDatasets>[0][number];
const net = { label: 'Nov 2', chance: -10, net: -4 } as unknown as Parameters<typeof moneyDatasets>[0][number];

/** The mark a dataset's own drawing shows, from how it is drawn. */
function drawnMark(d: LineDataset): LineDataset['pointStyle'] {
  if (d.pointRadius > 0) return 'circle';
  if (d.fill) return 'rect';
  return 'line';
}

describe('the charts’ legends', () => {
  it('use each dataset’s mark, not a box for every entry', () => {
    expect(LEGEND_LABELS.usePointStyle).toBe(true);
  });

  for (const [name, sets] of [
    ['weekly', weeklyDatasets([week], 'Numbers with a straight hit')],
    ['money', moneyDatasets([net])],
  ] as const) {
    it(`${name}: every named entry shows the mark its line draws, in its colours`, () => {
      for (const d of sets.filter((s) => s.label !== BAND_LOW)) {
        expect(d.pointStyle, d.label).toBe(drawnMark(d));
        if (d.pointRadius > 0) {
          // The dot's fill and ring, as on the chart.
          expect(d.backgroundColor, d.label).toBeDefined();
          expect(d.pointBorderColor ?? d.borderColor, d.label).toBeDefined();
        }
      }
    });
  }

  it('weekly: the dots of the numbers’ line are gold with a navy ring, and so is its entry', () => {
    const line = weeklyDatasets([week], 'Numbers with a straight hit').at(-1)!;
    expect(line).toMatchObject({ pointStyle: 'circle', backgroundColor: '#c99a22', pointBorderColor: '#13294b' });
  });
});
