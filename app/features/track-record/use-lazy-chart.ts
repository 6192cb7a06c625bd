import { useEffect, useRef, useState, type RefObject } from 'react';

type ChartSetup = typeof import('./chart-setup');

/** Draws on the canvas with chart.js's setup, and answers how to take the chart down. */
export type ChartDraw = (setup: ChartSetup, canvas: HTMLCanvasElement) => { destroy(): void };

/**
 * Draws a chart on the canvas once chart.js has loaded: its chunk (chart-setup.ts) is fetched by
 * the track record's charts only, after the page's figures show, never at start-up. The chart is
 * drawn again when `draw` changes (the caller's useCallback names what it draws); `failed` says
 * the chunk could not be loaded (the table says the same).
 */
export function useLazyChart(draw: ChartDraw): {
  canvas: RefObject<HTMLCanvasElement | null>;
  failed: boolean;
} {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    let chart: { destroy(): void } | undefined;
    import('./chart-setup')
      .then((setup) => {
        if (live && canvas.current) chart = draw(setup, canvas.current);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      chart?.destroy();
    };
  }, [draw]);
  return { canvas, failed };
}
