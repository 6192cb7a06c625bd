import type { PredictionBatchDto } from '@shared/predictions';
import { formatCalendarDay } from '../../../lib/dates';
import { batchHitLine, validThroughLabel } from '../../../lib/hit-labels';
import { publishedLabel } from '../../../components/batch-card';

/**
 * The Date cell of the admin's batch tables: the day (marked when it is not today's, `mark`),
 * morning or evening, a late entry said as such, and how the batch scored.
 */
export function BatchDay({ batch, mark }: { batch: PredictionBatchDto; mark?: string | null }) {
  const published = publishedLabel(batch);
  // One box: on phones the cell is a two-column grid of label and value.
  return (
    <div>
      {mark && <span className="admin-day-mark">{mark}</span>}
      {formatCalendarDay(batch.date)}
      <br />
      <span className="muted">{batch.timeOfDay}</span>
      {published.startsWith('Entered') && (
        <>
          <br />
          <span className="muted">{published}</span>
        </>
      )}
      <span className="admin-batch-score">
        <strong>{batchHitLine(batch)}</strong>
        <br />
        {validThroughLabel(batch)}
      </span>
    </div>
  );
}
