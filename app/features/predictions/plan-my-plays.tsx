// "Plan my plays" under a set of today's predictions (docs/app.md, "Predictions and the archive"):
// a closed panel whose body (plan-panel.tsx, with the states' play tables) loads when the member
// first opens it, and stays while the page does.
import { lazy, Suspense, useState } from 'react';
import type { PredictionBatchDto } from '@shared/predictions';

const PlanPanel = lazy(() => import('./plan-panel'));

export function PlanMyPlays({ batch, today }: { batch: PredictionBatchDto; today: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <details className="plan-plays" onToggle={(e) => (e.target as HTMLDetailsElement).open && setOpened(true)}>
      <summary>Plan my plays</summary>
      {opened && (
        <Suspense fallback={<p className="muted">Opening the planner…</p>}>
          <PlanPanel batch={batch} today={today} />
        </Suspense>
      )}
    </details>
  );
}
