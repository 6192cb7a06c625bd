// WORKERS=N (docs/runtime.md, "Several processes"): this primary process prepares the database once
// (migrations, generated secrets, the first admin), then runs N server processes that share the
// port (Node's cluster: the primary accepts connections and hands them out in turn). Every rule
// that must hold across the processes lives in the database, not in any one of them
// (docs/architecture.md). A server process that dies is started again; SIGTERM stops them all
// gracefully.
import cluster, { type Worker } from 'node:cluster';
import { bootstrap } from './bootstrap';
import type { Config } from './platform/config';
import { SECOND } from './platform/clock';
import { DRAIN_MS } from './server';

/** A process that dies this soon after starting is not restarted at once (a crash loop). */
const RESTART_DELAY_MS = 1 * SECOND;

export async function runPrimary(config: Config): Promise<void> {
  const deps = await bootstrap(config);
  const { log } = deps;
  await deps.db.close();

  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) return;
    log.error(`server process ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); starting another`);
    setTimeout(fork, RESTART_DELAY_MS);
  });
  for (let i = 0; i < config.workers; i++) fork();
  log.info(`started ${config.workers} server processes`);

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: stopping the ${config.workers} server processes`);
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    let left = workers.length;
    const done = () => {
      log.info('stopped');
      log.flush();
      process.exit(0);
    };
    if (left === 0) done();
    for (const w of workers) {
      w.on('exit', () => --left === 0 && done());
      w.process.kill(signal);
    }
    // Each process drains for DRAIN_MS; one that hangs beyond it is ended.
    setTimeout(
      () => {
        for (const w of workers) if (!w.isDead()) w.process.kill('SIGKILL');
      },
      DRAIN_MS + 5 * SECOND,
    ).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
