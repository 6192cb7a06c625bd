// A write() started inside another write's callback would wait for itself: SQLite's writer takes
// one write at a time, and on PostgreSQL it would run outside the transaction that called it. The
// callback must use the transaction it was given (docs/architecture.md, "The database").
//
// Telling a nested call from a concurrent one needs the async context of the call, and keeping
// that context (AsyncLocalStorage, on Node 20 a hook on every promise and every native handle)
// cost the hot read about a seventh of its throughput. So the check runs where every write path
// is exercised, the test suites (VITEST), and a running server pays nothing for it.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface NestedWriteCheck {
  /** Runs a write's callback, marked as inside a write. */
  inside<T>(fn: () => Promise<T>): Promise<T>;
  /** Throws when called from inside a write's callback. */
  assertOutside(): void;
}

export function nestedWriteCheck(enabled = process.env.VITEST !== undefined): NestedWriteCheck {
  if (!enabled) return { inside: (fn) => fn(), assertOutside: () => {} };
  const inWrite = new AsyncLocalStorage<true>();
  return {
    inside: (fn) => inWrite.run(true, fn),
    assertOutside: () => {
      if (inWrite.getStore()) throw new Error('db.write() was called inside a write; pass the transaction down instead.');
    },
  };
}
