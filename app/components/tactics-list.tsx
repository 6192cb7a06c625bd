// The two tactics the pages name, each with what it means (TACTIC_GUIDE, app/content/marketing.ts):
// on How it works and with every set.
import { TACTIC_GUIDE, TACTICS_CAVEAT } from '../content/marketing';

export function TacticsList({ className }: { className?: string }) {
  return (
    <>
      <dl className={className}>
        {TACTIC_GUIDE.map((t) => (
          <div key={t.name} className="tactic">
            <dt>{t.name}</dt>
            <dd>{t.how}</dd>
          </div>
        ))}
      </dl>
      <p className="muted">{TACTICS_CAVEAT}</p>
    </>
  );
}
