// How api/compose.ts builds the features (docs/architecture.md, "Adding a feature"): one `add`
// line each, in the order they stand on each other. Each is built once, from the platform pieces
// and the features added before it (`built`), and is kept under its name for the routes. What it
// runs in the background (its jobs, schedules, part of the clean-up) it declares itself on what
// it returns (Background's fields), and the set hands those over named by the feature.
import type { Background, NamedBackground } from './jobs/background';

export interface FeatureSet<S extends object> {
  /**
   * Builds the feature `name` from those built so far. Its `jobs`, `timeLimitsMs`, `schedules`,
   * `sweeps` and `erase`, when it has them, are its background work; `declared` is the background
   * work of those built before it (deleting an account runs their erase parts). A name added twice
   * is an error.
   */
  add<K extends string, T extends object>(name: K, make: (built: S, declared: readonly NamedBackground[]) => T & Background): FeatureSet<S & { readonly [P in K]: T }>;
  /** Every feature built, by name. */
  readonly built: S;
  /** The background work of every feature that declares some, in the order they were added. */
  readonly background: readonly NamedBackground[];
}

export function featureSet(): FeatureSet<object> {
  return grow({}, []);
}

function grow<S extends object>(built: S, background: readonly NamedBackground[]): FeatureSet<S> {
  return {
    built,
    background,
    add<K extends string, T extends object>(name: K, make: (built: S, declared: readonly NamedBackground[]) => T & Background) {
      if (Object.hasOwn(built, name)) throw new Error(`The feature "${name}" is added twice.`);
      const feature = make(built, background);
      const { jobs, timeLimitsMs, schedules, sweeps, erase } = feature;
      const declares = jobs !== undefined || timeLimitsMs !== undefined || schedules !== undefined || sweeps !== undefined || erase !== undefined;
      return grow({ ...built, [name]: feature } as S & { readonly [P in K]: T }, declares ? [...background, [name, { jobs, timeLimitsMs, schedules, sweeps, erase }]] : background);
    },
  };
}
