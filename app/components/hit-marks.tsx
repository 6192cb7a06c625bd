import { Link } from 'react-router-dom';
import type { HitDto } from '@shared/hits';
import { drawnLabel, HIT_KIND_LABELS, hitDrawLabel, officialResultPath } from '../lib/hit-labels';

/**
 * The badges of one number's hits: "1234 · Box hit · drawn 2143 · Texas Evening, Nov 23", the
 * draw linking to its stored official result (docs/product.md, "Hits and the track record").
 */
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
          {/* Spaces between the parts: the flex gap shows them apart, these read them apart. */} {drawnLabel(h) && <span className="hit-drawn">{drawnLabel(h)}</span>}{' '}
          <Link className="hit-draw" to={officialResultPath(h)}>
            {hitDrawLabel(h)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
