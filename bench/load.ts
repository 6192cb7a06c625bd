// Load from this process (a second process to the servers under test), with autocannon.
import { fork, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p99: number;
  errors: number;
}

export interface LoadOptions {
  url: string;
  seconds?: number;
  connections?: number;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
}

function options(o: LoadOptions) {
  return {
    url: o.url,
    connections: o.connections ?? 50,
    duration: o.seconds ?? 5,
    headers: o.headers,
    method: o.method ?? 'GET',
    body: o.body,
  };
}

/**
 * Collects the time of every 2xx answer. autocannon's own percentiles count whole milliseconds,
 * too coarse when a p99 is 2 to 6 ms: one step would move a ratio by a third.
 */
function responseTimes(instance: autocannon.Instance): () => number {
  const times: number[] = [];
  instance.on('response', (_client, statusCode, _bytes, ms) => {
    if (statusCode >= 200 && statusCode < 300) times.push(ms);
  });
  return () => {
    if (times.length === 0) return 0;
    times.sort((a, b) => a - b);
    return times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)];
  };
}

function summarize(r: autocannon.Result, p99: number): LoadResult {
  return { rps: r.requests.total / Math.max(r.duration, 0.001), p99, errors: r.errors + r.timeouts + r.non2xx };
}

export function load(o: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options(o), (err, result) => (err ? reject(err) : resolve(summarize(result, p99()))));
    const p99 = responseTimes(instance);
  });
}

/** Starts load that runs until stop() is called (for "throughput while X happens"). */
export function loadUntilStopped(o: LoadOptions): { stop: () => Promise<LoadResult> } {
  let done!: (r: LoadResult) => void;
  const finished = new Promise<LoadResult>((resolve) => (done = resolve));
  const instance = autocannon({ ...options(o), duration: 600 }, (err, result) => done(err ? { rps: 0, p99: 0, errors: 1 } : summarize(result, p99())));
  const p99 = responseTimes(instance);
  return {
    stop: () => {
      instance.stop();
      return finished;
    },
  };
}

/** Alternates baseline and subject `rounds` times and keeps the best of each (noise only slows things down). */
export async function compare(baseline: LoadOptions, subject: LoadOptions, rounds = 2) {
  const best = { baseline: { rps: 0, p99: Infinity, errors: 0 }, subject: { rps: 0, p99: Infinity, errors: 0 } };
  await load({ ...subject, seconds: 1 }); // warm up (JIT, caches)
  await load({ ...baseline, seconds: 1 });
  for (let i = 0; i < rounds; i++) {
    for (const k of ['baseline', 'subject'] as const) {
      const r = await load(k === 'baseline' ? baseline : subject);
      best[k] = { rps: Math.max(best[k].rps, r.rps), p99: Math.min(best[k].p99, r.p99), errors: best[k].errors + r.errors };
    }
  }
  return best;
}

/** Forks a helper script and waits for its 'ready' message. */
export function forkReady(script: string, args: string[], tsx = false): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = fork(script, args, { execArgv: tsx ? ['--import', 'tsx'] : [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (m) => (m === 'ready' ? resolve(child) : reject(new Error(String(m)))));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}
