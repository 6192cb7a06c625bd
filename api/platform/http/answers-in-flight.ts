// Work a request promised starts after the answers this process is making have gone out
// (docs/runtime.md, "Promised work"). A publish adds a push job in its transaction; the job's
// first step reads the whole audience and splits it, some tens of milliseconds of this process's
// time with ten thousand subscriptions, which must not come before the publish's own answer, nor
// before the answers of the requests that arrived meanwhile. When requests never stop coming, the
// work waits at most `maxWaitMs`.
import type { HttpBindings } from '@hono/node-server';
import { createMiddleware } from 'hono/factory';

/** The longest promised work waits for answers in flight, when there are always some. */
const MAX_WAIT_MS = 50;

export function answersInFlight(maxWaitMs = MAX_WAIT_MS) {
  let open = 0;
  let waiting: (() => void)[] = [];
  let timer: NodeJS.Timeout | undefined;

  const release = () => {
    clearTimeout(timer);
    timer = undefined;
    const due = waiting;
    waiting = [];
    for (const f of due) f();
  };
  const ended = () => {
    open--;
    // On the next turn of the event loop: what the caller does with the answer (an in-process
    // request's caller, the socket's own bookkeeping) comes first.
    if (open === 0 && waiting.length > 0) setImmediate(release);
  };

  return {
    /**
     * Counts a request from its arrival until its answer has been handed to the connection (the
     * response's `close`), or, in-process (tests, no socket), until the app has answered.
     */
    middleware: createMiddleware<{ Bindings: Partial<HttpBindings> }>(async (c, next) => {
      open++;
      const outgoing = c.env?.outgoing;
      if (outgoing) outgoing.once('close', ended);
      try {
        await next();
      } finally {
        if (!outgoing) ended();
      }
    }),

    /** Runs `f` once no answer is in flight, and at the latest after `maxWaitMs`. */
    after(f: () => void): void {
      if (open === 0) {
        // Still on the next turn of the event loop: the caller (a commit) finishes first.
        setImmediate(f);
        return;
      }
      waiting.push(f);
      timer ??= setTimeout(release, maxWaitMs);
    },

    /** Answers being made now. */
    get open() {
      return open;
    },
  };
}
