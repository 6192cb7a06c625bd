// "Plan my plays" under a set of today's predictions (docs/app.md, "Predictions and the archive"):
// a closed panel whose body (plan-panel.tsx, with the states' play tables) loads when the member
// first opens it, and stays while the page does. Opening it reads the member's monthly limit (a
// read on a click, not the page's: docs/app.md, "How a page reads data").
import { lazy, Suspense, useState } from 'react';
import type { MonthlyLimitDto } from '@shared/account';
import type { PredictionBatchDto } from '@shared/predictions';
import { answer, client } from '../../lib/api-client';

const PlanPanel = lazy(() => import('./plan-panel'));

export function PlanMyPlays({ batch, today }: { batch: PredictionBatchDto; today: string }) {
  // The limit in force and what was paid this month, read when the panel is first opened.
  const [limit, setLimit] = useState<Promise<MonthlyLimitDto> | null>(null);
  const open = () => {
    if (limit) return;
    const read = answer(client.account.$get()).then((a) => a.limit);
    // Shown by the panel (its own words when it fails), once its code has arrived.
    read.catch(() => undefined);
    setLimit(read);
  };
  return (
    <details className="plan-plays" onToggle={(e) => (e.target as HTMLDetailsElement).open && open()}>
      <summary>Plan my plays</summary>
      {limit && (
        <Suspense fallback={<p className="muted">Opening the planner…</p>}>
          <PlanPanel batch={batch} today={today} limit={limit} />
        </Suspense>
      )}
    </details>
  );
}
