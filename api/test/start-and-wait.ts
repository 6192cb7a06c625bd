// A process that starts a server (server-process.ts) with WORKERS=2 in the DATA_DIR given,
// prints the server's address and the pids of every process of it, and waits to be killed:
// api/reliability/ends-with-run.test.ts kills it with -9, as a test run can end.
import { startServer } from './server-process';

const server = await startServer({ DATA_DIR: process.argv[2]!, WORKERS: '2' });
console.log(JSON.stringify({ url: server.url, pid: server.child.pid }));
setInterval(() => undefined, 60_000);
