// A process that starts a throwaway PostgreSQL cluster (scripts/postgres-cluster.mjs), prints its
// folder, and waits to be killed: api/reliability/ends-with-run.test.ts kills it with -9.
import { throwawayCluster } from '../../scripts/postgres-cluster.mjs';

const { url } = await throwawayCluster();
console.log(JSON.stringify({ url }));
setInterval(() => undefined, 60_000);
