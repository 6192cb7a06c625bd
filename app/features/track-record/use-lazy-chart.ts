import { useEffect, useRef, useState, type RefObject } from 'react';

type ChartSetup = typeof import('./chart-setup');

/**
 * Draws a chart on the canvas once chart.js has loaded: its chunk (chart-setup.ts) is fetched by
 * the track record's charts only, after the page's figures show, never at start-up. `draw` runs
 * again when `deps` change; `failed` says the chunk could not be loaded (the table says the same).
 */
export function useLazyChart(
  draw: (setup: ChartSetup, canvas: HTMLCanvasElement) => { destroy(): void },
  deps: readonly unknown[],
): { canvas: RefObject<HTMLCanvasElement | null>; failed: boolean } {
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
    // `draw` is made anew each render; what it draws is named by `deps`.
  }, deps);
  return { canvas, failed };
}
