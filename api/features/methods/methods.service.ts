// The methods feature (docs/product.md, "Methods"): the lab's replays (lab.ts) and, from the next
// step on, the publishing schedule (schedule.ts).
import type { Deps } from '../../platform/deps';
import { dayOf } from '@shared/calendar';
import { createLab } from './lab';

export function createMethodsService(deps: Pick<Deps, 'db' | 'clock' | 'config'>) {
  const lab = createLab(deps);
  return {
    today: () => dayOf(deps.clock.now(), deps.config.timeZone),
    lab: lab.run,
  };
}

export type MethodsService = ReturnType<typeof createMethodsService>;
