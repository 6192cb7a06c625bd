import type { HitDto } from '@shared/hits';
import { HIT_KIND_LABELS, hitDrawLabel } from '../lib/hit-labels';

/** The badges of one number's hits: "047 · Straight hit · Texas Evening, Nov 23". */
export function HitMarks({ number, hits }: { number: string; hits: HitDto[] }) {
  if (hits.length === 0) return null;
  return (
    <ul className="hit-marks" aria-label={`Hits of ${number}`}>
      {hits.map((h) => (
        <li key={`${h.kind}-${h.state}-${h.drawDate}-${h.drawTime}`} className={`hit-mark hit-${h.kind}`}>
          <span className="hit-number">{number}</span>
          <span className="hit-kind">
            <span aria-hidden="true">{h.kind === 'straight' ? '★ ' : '◆ '}</span>
            {HIT_KIND_LABELS[h.kind]}
          </span>
          <span className="hit-draw">{hitDrawLabel(h)}</span>
        </li>
      ))}
    </ul>
  );
}
