// The daily move (DAILY_MOVE_HOUR, midnight unless set otherwise or off; docs/product.md,
// "Predictions"): at the operator's hour in APP_TIMEZONE the sets whose window has closed
// (validThrough before today) move to the past by themselves, once a day whatever the number of
// processes (one schedule round); sets still valid stay.
import type { Deps } from '../../platform/deps';
import { DAILY_MOVE_ACTOR, type Actor } from '../../platform/audit/audit';
import type { Background } from '../../platform/jobs/background';
import { nextHourAfter, type Schedule } from '../../platform/jobs/jobs.schedule';
import { dayOf } from '@shared/calendar';

/** The daily move's rounds, at `hour` in `timeZone`. */
export function dailyMoveSchedule(hour: number, timeZone: string): Schedule {
  // Named by its hour: a changed hour starts its own rounds instead of waiting for the old one.
  return { name: `daily-move@${hour}`, everyMs: 0, nextAfter: (now) => nextHourAfter(now, hour, timeZone), job: { kind: 'daily-move' } };
}

/** The `daily-move` job, and its schedule unless DAILY_MOVE_HOUR is off (the job stays, for rounds already queued). */
export function dailyMove(deps: Pick<Deps, 'clock' | 'config'>, moveToPast: (actor: Actor, before: string) => Promise<number>): Required<Pick<Background, 'jobs' | 'schedules'>> {
  const { clock, config } = deps;
  return {
    jobs: { 'daily-move': async () => void (await moveToPast(DAILY_MOVE_ACTOR, dayOf(clock.now(), config.timeZone))) },
    schedules: config.dailyMoveHour === null ? [] : [dailyMoveSchedule(config.dailyMoveHour, config.timeZone)],
  };
}
