import type { PredictionBatchDto } from '@shared/predictions';
import { formatCalendarDay } from '../../../lib/dates';
import { batchHitLine, validThroughLabel } from '../../hits/hit-labels';

/** The Date cell of the admin's batch tables: the day, morning or evening, and how the batch scored. */
export function BatchDay({ batch }: { batch: PredictionBatchDto }) {
  return (
    <>
      {formatCalendarDay(batch.date)}
      <br />
      <span className="muted">{batch.timeOfDay}</span>
      <span className="admin-batch-score">
        <strong>{batchHitLine(batch)}</strong>
        <br />
        {validThroughLabel(batch)}
      </span>
    </>
  );
}
