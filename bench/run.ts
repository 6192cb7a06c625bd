// npm run bench: one table of ratios, each measured side by side in this run against a baseline
// on this machine. Servers run in their own processes; load comes from this one (autocannon).
// `npm run bench -- --db postgres`: the same rows with the servers on PostgreSQL (bench/database.ts),
// each floor that is a database's own work measured on PostgreSQL in the same run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useDialect } from '../api/platform/db/dialect';
import { freePort, loginToken, startServer } from '../api/test/server-process';
import { compare, forkReady, load, loadUntilStopped } from './load';
import { fmt, printTable, row, type BenchRow } from './report';
import { benchDatabase, onPostgres, usePostgres } from './database';

const dbArg = process.argv.indexOf('--db');
const engine = dbArg > 0 ? process.argv[dbArg + 1] : 'sqlite';
if (engine !== 'sqlite' && engine !== 'postgres') throw new Error(`--db must be sqlite or postgres, got "${engine}"`);
// `--only flood`: that row alone, on a server started as for the whole run (for working on it).
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? process.argv[onlyArg + 1] : undefined;
if (only !== undefined && only !== 'flood') throw new Error(`--only takes flood, got "${only}"`);
// The dialect before anything that imports the data layer (#db/*, docs/architecture.md, "The
// database"): the rows' modules that seed or read through it load below.
useDialect(engine === 'postgres' ? 'postgres://' : undefined);
const { floodBenchmark } = await import('./flood');
const { overviewBenchmark } = await import('./overview');
const { analyticsBenchmark } = await import('./analytics');
const { hitsBenchmarks } = await import('./hits');
const { ledgerBenchmarks } = await import('./ledger');
const { resultsBenchmarks } = await import('./results');
const { myNumbersBenchmarks } = await import('./my-numbers');
const { methodsBenchmarks } = await import('./methods');
const { manyWritersBenchmarks } = await import('./many-writers');
const { api, seedArchive, seedPushSubscribers, seedToday } = await import('./seed');

const HERE = import.meta.dirname;
const FANOUT = Number(process.env.BENCH_FANOUT ?? 10_000);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-'));
const rows: BenchRow[] = [];
const children: { kill: () => void }[] = [];
const step = (s: string) => console.log(`… ${s}`);

/** The headers of an answer that the baseline repeats: all but those about the connection, the date and the body's length and type. */
function answerHeaders(r: Response): Record<string, string> {
  const skip = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-type']);
  return Object.fromEntries([...r.headers].filter(([k]) => !skip.has(k)));
}

async function main() {
  if (engine === 'postgres') {
    const cluster = await usePostgres();
    children.push({ kill: cluster.stop });
  }
  const database = await benchDatabase(tmp);
  // The push-service stand-in first: the server sends only to the hosts PUSH_SERVICE_HOSTS lists.
  const subsFile = path.join(tmp, 'subs.json');
  const sink = await forkReady(path.join(HERE, 'push-sink.ts'), [String(FANOUT), subsFile], true);
  children.push(sink);
  const { origin: sinkOrigin, subs } = JSON.parse(fs.readFileSync(subsFile, 'utf8'));
  const admin = { email: 'bench@example.com', password: 'bench-password' };
  // The server as an operator runs it by default: one process, the request log on, written to a
  // file as a process manager's log would be.
  // TRUST_PROXY: the flood row names each request's address in X-Forwarded-For.
  const env = {
    ...database.env,
    DATA_DIR: tmp,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    PUSH_SERVICE_HOSTS: new URL(sinkOrigin).host,
    REQUEST_LOG: 'on',
    TRUST_PROXY: '1',
  };
  const server = await startServer(env, [], { logFile: path.join(tmp, 'server.log') });
  children.push({ kill: () => void server.stop() });
  const base = server.url;
  const adminToken = await loginToken(base, admin.email, admin.password);
  if (only === 'flood') {
    step('sign-ins during a flood');
    rows.push(await floodBenchmark(base, adminToken));
    return;
  }
  const end = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  await api(base, '/api/users/manual', { username: 'reader', email: 'reader@bench.test', password: 'reader-password', role: 'subscriber', subscriptionEnd: end }, adminToken);
  const reader = await loginToken(base, 'reader@bench.test', 'reader-password');
  const asReader = { Authorization: `Bearer ${reader}` };

  // 1. Hot read against raw node:http answering the same bytes, headers and body.
  step('hot read');
  await seedToday(base, adminToken);
  const answer = await fetch(`${base}/api/predictions`, { headers: asReader });
  const body = Buffer.from(await answer.arrayBuffer());
  const [bodyFile, headersFile] = [path.join(tmp, 'predictions.json'), path.join(tmp, 'predictions.headers.json')];
  fs.writeFileSync(bodyFile, body);
  fs.writeFileSync(headersFile, JSON.stringify(answerHeaders(answer)));
  const rawPort = await freePort();
  children.push(await forkReady(path.join(HERE, 'raw-server.mjs'), [String(rawPort), bodyFile, 'application/json', headersFile]));
  const hot = { url: `${base}/api/predictions`, headers: asReader };
  const read = await compare({ url: `http://127.0.0.1:${rawPort}/` }, hot);
  rows.push(
    row(
      'Hot read: throughput (request log on)',
      `${fmt(read.subject.rps)} req/s (${fmt(body.length / 1024, 1)} KB)`,
      `raw node:http ${fmt(read.baseline.rps)} req/s`,
      read.subject.rps / read.baseline.rps,
      '>=',
      0.5,
    ),
  );
  rows.push(
    row('Hot read: p99 latency', `${fmt(read.subject.p99, 1)} ms`, `raw node:http ${fmt(read.baseline.p99, 1)} ms`, read.subject.p99 / Math.max(read.baseline.p99, 1), '<=', 3),
  );

  // 1a. What the request log costs: the same server with REQUEST_LOG=off, alternately.
  step('hot read without the request log');
  const quiet = await startServer({ ...env, REQUEST_LOG: 'off' }, [], { logFile: path.join(tmp, 'server-quiet.log') });
  children.push({ kill: () => void quiet.stop() });
  const versusQuiet = await compare({ ...hot, url: `${quiet.url}/api/predictions` }, hot);
  rows.push(
    row(
      'Hot read: request log on against off',
      `${fmt(versusQuiet.subject.rps)} req/s`,
      `REQUEST_LOG=off ${fmt(versusQuiet.baseline.rps)} req/s`,
      versusQuiet.subject.rps / versusQuiet.baseline.rps,
      '>=',
      0.9,
    ),
  );
  await quiet.stop();

  // 1b. WORKERS=2 on the same database against the one process, alternately.
  step('hot read with WORKERS=2');
  const two = await startServer({ ...env, WORKERS: '2' }, [], { logFile: path.join(tmp, 'server-2.log') });
  children.push({ kill: () => void two.stop() });
  const versusTwo = await compare(hot, { ...hot, url: `${two.url}/api/predictions` });
  rows.push(
    row('Hot read: WORKERS=2', `${fmt(versusTwo.subject.rps)} req/s`, `WORKERS=1 ${fmt(versusTwo.baseline.rps)} req/s`, versusTwo.subject.rps / versusTwo.baseline.rps, '>=', 1),
  );
  await two.stop();

  // 2. Framework tax: Hono's hello world against raw node:http's.
  step('framework tax');
  const helloFile = path.join(tmp, 'hello.txt');
  fs.writeFileSync(helloFile, 'Hello World!');
  const [honoPort, rawHelloPort] = [await freePort(), await freePort()];
  children.push(await forkReady(path.join(HERE, 'hello-hono.ts'), [String(honoPort)], true));
  children.push(await forkReady(path.join(HERE, 'raw-server.mjs'), [String(rawHelloPort), helloFile, 'text/plain; charset=UTF-8']));
  const hello = await compare({ url: `http://127.0.0.1:${rawHelloPort}/` }, { url: `http://127.0.0.1:${honoPort}/` });
  rows.push(
    row(
      'Framework tax (hello world)',
      `Hono ${fmt(hello.subject.rps)} req/s`,
      `raw node:http ${fmt(hello.baseline.rps)} req/s`,
      hello.subject.rps / hello.baseline.rps,
      '>=',
      0.85,
    ),
  );

  // 5. Logins: hot-read p99 while logins run continuously, against idle.
  step('logins');
  // Idle and busy alternate twice and each keeps its best p99, as compare() does for throughput.
  const best = { idle: Infinity, busy: Infinity, logins: 0 };
  for (let round = 0; round < 2; round++) {
    best.idle = Math.min(best.idle, (await load({ ...hot, seconds: 5 })).p99);
    // Two at a time: one address holds two places in the hashing queue (docs/security.md).
    const logins = loadUntilStopped({
      url: `${base}/api/auth/login`,
      method: 'POST',
      connections: 2,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'reader@bench.test', password: 'reader-password' }),
    });
    best.busy = Math.min(best.busy, (await load({ ...hot, seconds: 5 })).p99);
    best.logins = Math.max(best.logins, (await logins.stop()).rps);
  }
  rows.push(
    row('Hot-read p99 during logins', `${fmt(best.busy, 1)} ms (${fmt(best.logins)} logins/s)`, `idle ${fmt(best.idle, 1)} ms`, best.busy / Math.max(best.idle, 1), '<=', 2),
  );

  // 5b. Real sign-ins during a flood of wrong logins from sixty addresses (bench/flood.ts).
  step('sign-ins during a flood');
  rows.push(await floodBenchmark(base, adminToken));

  // 3. Archive depth: the last page of three years against the first.
  step('archive (seeding three years)');
  await seedArchive(base, adminToken);
  const ids: string[] = [];
  for (let before = ''; ; ) {
    const page = (await (await fetch(`${base}/api/predictions/past?limit=200${before && `&before=${before}`}`, { headers: asReader })).json()) as { _id: string }[];
    if (page.length === 0) break;
    ids.push(...page.map((p) => p._id));
    before = page[page.length - 1]._id;
  }
  const lastPageBefore = ids[ids.length - 31];
  const archive = await compare(
    { url: `${base}/api/predictions/past?limit=30`, headers: asReader },
    { url: `${base}/api/predictions/past?limit=30&before=${lastPageBefore}`, headers: asReader },
  );
  rows.push(
    row(
      `Archive: last page of ${fmt(ids.length)} days`,
      `${fmt(archive.subject.rps)} req/s`,
      `first page ${fmt(archive.baseline.rps)} req/s`,
      archive.subject.rps / archive.baseline.rps,
      '>=',
      0.8,
    ),
  );

  // 4. Publish fan-out to FANOUT push subscriptions through a push-service stand-in. First the
  // publish's answer with no subscription at all, to compare the answer with FANOUT below: the
  // fan-out is queued in the publish's transaction, not done before the answer.
  const publishMs = async (n: number) => {
    const t0 = performance.now();
    await api(base, '/api/predictions', { sharedContent: `Answer ${n}`, predictions: [{ number1: '123', number2: '4567' }] }, adminToken);
    return performance.now() - t0;
  };
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  const bare: number[] = [];
  for (let i = 0; i < 7; i++) bare.push(await publishMs(i));
  step(`fan-out to ${fmt(FANOUT)}`);
  await seedPushSubscribers(database.target, subs);
  const stats = () =>
    new Promise<{ received: number; errors: string[] }>((resolve) => {
      sink.once('message', (m) => resolve(m as { received: number; errors: string[] }));
      sink.send('stats');
    });
  /** Publishes a batch and waits until the stand-in has every push; seconds from the publish, and the answer's ms. */
  const fanOut = async (n: number) => {
    const target = (await stats()).received + FANOUT;
    const t0 = performance.now();
    await api(base, '/api/predictions', { sharedContent: `Fan-out ${n}`, predictions: [{ number1: '123', number2: '4567' }] }, adminToken);
    const answerMs = performance.now() - t0;
    let s = await stats();
    while (s.received < target && performance.now() - t0 < 60_000) {
      await new Promise((r) => setTimeout(r, 50));
      s = await stats();
    }
    if (s.errors.length) console.log('push stand-in errors:', s.errors);
    return { seconds: (performance.now() - t0) / 1000, delivered: s.received - target + FANOUT, answerMs };
  };
  // First the delivery alone; then again while readers saturate the server, where the delivery
  // threads run at a lower priority and take only what the readers leave (push.worker.ts).
  const alone = await fanOut(1);
  rows.push(row(`Publish fan-out: ${fmt(FANOUT)} pushes`, `${fmt(alone.seconds, 2)} s (${fmt(alone.delivered)} delivered)`, '5 s target', alone.seconds / 5, '<=', 1));
  // The answer with FANOUT subscriptions, each publish after the last one's pushes are out.
  const withSubs = [alone.answerMs];
  for (let i = 0; i < 4; i++) withSubs.push((await fanOut(10 + i)).answerMs);
  rows.push(
    row(
      `Publish answer with ${fmt(FANOUT)} push subscriptions`,
      `${fmt(median(withSubs), 1)} ms median of ${withSubs.length}`,
      `with none ${fmt(median(bare), 1)} ms median of ${bare.length}`,
      median(withSubs) / median(bare),
      '<=',
      2,
    ),
  );
  const idleRead = await load({ ...hot, seconds: 4 });
  const during = loadUntilStopped(hot);
  const contended = await fanOut(2);
  const duringRead = await during.stop();
  rows.push(
    row(
      'Hot read during fan-out',
      `${fmt(duringRead.rps)} req/s (fan-out took ${fmt(contended.seconds, 1)} s)`,
      `idle ${fmt(idleRead.rps)} req/s`,
      duringRead.rps / idleRead.rps,
      '>=',
      0.5,
    ),
  );

  // BENCH_ONLY=server stops here: the rows of the server under load, for working on them.
  if (process.env.BENCH_ONLY === 'server') return;

  // 8. Results: importing years of draws, and the Results page's reads with them stored (bench/results.ts).
  rows.push(...(await resultsBenchmarks({ tmp, step })));
  // 8a. The same import with 10,000 accounts keeping 20 numbers each, and their notices (bench/my-numbers.ts).
  rows.push(...(await myNumbersBenchmarks({ tmp, step })));
  // 8b. Two servers on one database: the other's writes during a ten-year import, and (PostgreSQL)
  // 400 sign-outs at once (bench/many-writers.ts).
  rows.push(...(await manyWritersBenchmarks({ tmp, step })));

  // Their floors are SQLite's own reads through a connection of their own: on PostgreSQL, not yet.
  if (!onPostgres()) {
    // 10. Hits: scoring three years of predictions, the track record of a year, a result's hits made visible (bench/hits.ts).
    rows.push(...(await hitsBenchmarks({ step })));
    // 10a. The lab over ten years of the seven states, against reading those results (bench/methods.ts).
    rows.push(...(await methodsBenchmarks({ step })));

    // 9. The operator's overview on 100,000 users and 200,000 receipts, in this process.
    step('overview (seeding 100,000 users)');
    rows.push(await overviewBenchmark());
    rows.push(await analyticsBenchmark());
  }

  // 6-7. Browser-side rows (start-up JavaScript, calculator).
  const browser = path.join(HERE, 'browser.ts');
  if (!process.env.BENCH_SKIP_BROWSER && fs.existsSync(browser) && fs.existsSync(path.resolve(HERE, '../dist/index.html'))) {
    step('browser');
    const { browserBenchmarks } = (await import(browser)) as { browserBenchmarks: (o: { baseURL: string; adminToken: string }) => Promise<BenchRow[]> };
    rows.push(...(await browserBenchmarks({ baseURL: base, adminToken })));
    // 11. The public record checked in the browser: a server of its own with 10,000 entries (bench/ledger.ts).
    rows.push(...(await ledgerBenchmarks({ step })));
  }
}

try {
  await main();
} finally {
  for (const c of children) c.kill();
  const table = printTable(rows);
  console.log(
    `\n${table}\n\nmachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  // One row alone does not replace the last whole table.
  if (!only) {
    fs.mkdirSync(path.join(HERE, 'results'), { recursive: true });
    fs.writeFileSync(path.join(HERE, 'results', onPostgres() ? 'latest-postgres.md' : 'latest.md'), `${table}\n`);
  }
  // The servers hold the files open until they exit; on Linux the folder can go regardless.
  fs.rmSync(tmp, { recursive: true, force: true });
}
