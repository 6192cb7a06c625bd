// The methods feature (docs/product.md, "Methods"): the lab's replays (lab.ts) and the publishing
// schedule with its background work (schedule.ts).
import type { Deps } from '../../platform/deps';
import type { JobQueue } from '../../platform/jobs/jobs.queue';
import { dayOf } from '@shared/calendar';
import { createLab } from './lab';
import { createPublishSchedule, type ScheduleInbox, type SchedulePublisher } from './schedule';

export function createMethodsService(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'log'>, queue: JobQueue, publisher: SchedulePublisher, inbox: ScheduleInbox) {
  const lab = createLab(deps);
  const schedule = createPublishSchedule(deps, queue, publisher, inbox);
  return {
    today: () => dayOf(deps.clock.now(), deps.config.timeZone),
    lab: lab.run,
    schedule: { read: schedule.get, save: schedule.set },
    // Its background work: each minute's look for rounds due, and each round's publish.
    jobs: schedule.jobs,
    schedules: schedule.schedules,
  };
}

export type MethodsService = ReturnType<typeof createMethodsService>;
