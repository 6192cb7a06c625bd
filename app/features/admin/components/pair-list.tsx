// A batch's pairs as "first - second", each with its own small delete button when allowed.
import type { PairFields } from '@shared/predictions';
import type { HitDto } from '@shared/hits';
import { hitsOf } from '../../../lib/hit-labels';
import { HitMarks } from '../../../components/hit-marks';
import { pairLabel, visiblePairs } from '../lib/todays-batches';

type PairDto = PairFields & { hits?: HitDto[] };

export interface PairListProps {
  pairs: PairDto[];
  /** What the list holds, for the delete buttons' names ("prediction", "alternative"). */
  noun: string;
  /**
   * Show at most this many and say "+N more" (docs/app.md, "Client constants": 10 alternatives on
   * the today view).
   */
  max?: number;
  onDelete?(index: number): void;
  disabled?: boolean;
}

export function PairList({ pairs, noun, max = Infinity, onDelete, disabled }: PairListProps) {
  if (pairs.length === 0) return <span className="muted">None</span>;
  const { shown, hidden } = visiblePairs(pairs, max);
  return (
    <ul className="admin-pair-list">
      {shown.map((p, i) => (
        <li key={`${i}-${p.number1}-${p.number2}`} className="admin-pair">
          <span>{pairLabel(p)}</span>
          {onDelete && (
            <button
              type="button"
              className="admin-pair-delete"
              aria-label={`Delete ${noun} ${pairLabel(p)}`}
              title={`Delete ${noun}`}
              disabled={disabled}
              onClick={() => onDelete(i)}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
          {[...new Set([p.number1, p.number2])].map((n) => n !== '' && <HitMarks key={n} number={n} hits={hitsOf(p, n)} />)}
        </li>
      ))}
      {hidden > 0 && <li className="admin-more">+{hidden} more</li>}
    </ul>
  );
}
