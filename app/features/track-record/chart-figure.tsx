import type { ReactNode, RefObject } from 'react';
import { TableWrap } from '../../components/table-wrap';

/**
 * A chart of the track record: the canvas is a picture (`label` says what it shows); the table
 * `title` holds the same figures for anyone who cannot see it, folded below it.
 */
export function ChartFigure({
  canvas,
  failed,
  label,
  title,
  children,
}: {
  canvas: RefObject<HTMLCanvasElement | null>;
  failed: boolean;
  label: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <figure className="weekly-chart">
      <div className="weekly-chart-canvas">
        {failed ? <p className="muted">The chart could not be loaded; the figures are in the table below.</p> : <canvas ref={canvas} role="img" aria-label={label} />}
      </div>
      <details className="weekly-table">
        <summary>{title} as a table</summary>
        <TableWrap label={title}>{children}</TableWrap>
      </details>
    </figure>
  );
}
