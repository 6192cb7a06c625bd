/** The time source every service uses; tests hand in a fixed one. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that stands still until moved: for tests of today, expiry and token lifetimes. */
export function fixedClock(start: string | number | Date): Clock & { set(t: string | number | Date): void; advance(ms: number): void } {
  let t = new Date(start).getTime();
  return {
    now: () => t,
    set: (v) => {
      t = new Date(v).getTime();
    },
    advance: (ms) => {
      t += ms;
    },
  };
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
