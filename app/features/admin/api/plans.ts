// The console's plans (docs/api.md, "Plans"): every plan, also those no longer offered; a new one;
// a change.
import { useEffect, useState } from 'react';
import type { AdminPlanDto, CreatePlanInput, UpdatePlanInput } from '@shared/plan-rules';
import { answer, client, requestOptions } from '../../../lib/api-client';

export function getPlans(signal?: AbortSignal) {
  return answer(client.admin.plans.$get(undefined, requestOptions({ signal })));
}

export function createPlan(plan: CreatePlanInput) {
  return answer(client.admin.plans.$post({ json: plan }));
}

export function updatePlan(id: string, change: UpdatePlanInput) {
  return answer(client.admin.plans[':id'].$put({ param: { id }, json: change }));
}

/**
 * Every plan, for naming the plans of payments and receipts (also those retired); null until they
 * come or when they could not be had. For a dialog opened on demand; a page reads the plans in its
 * route's loader (docs/app.md, "How a page reads data").
 */
export function useConsolePlans(): AdminPlanDto[] | null {
  const [plans, setPlans] = useState<AdminPlanDto[] | null>(null);
  useEffect(() => {
    let live = true;
    getPlans().then(
      (p) => live && setPlans(p),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return plans;
}
