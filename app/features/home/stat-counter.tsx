import { COUNTER_ANIMATION_MS } from '../../lib/constants';
import { useCountUp } from '../../lib/use-count-up';

/** A number that counts up over 2 s once its section is in view (docs/app.md, "Home and plans"). */
export function StatCounter({ value, suffix, label, source, start }: { value: number; suffix: string; label: string; source?: string; start: boolean }) {
  const shown = useCountUp(value, COUNTER_ANIMATION_MS, start);
  return (
    <div className="stat">
      <span className="stat-value" aria-hidden="true">
        {/* A whole number, no grouping: toLocaleString here made a formatter every frame. */}
        {shown}
        {suffix}
      </span>
      {/* Screen readers get the final figure, not every frame of the count. */}
      <span className="sr-only">
        {value}
        {suffix}
      </span>
      <span className="stat-label">{label}</span>
      {source && <span className="stat-source">{source}</span>}
    </div>
  );
}
