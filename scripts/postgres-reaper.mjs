// Started by postgres-cluster.mjs beside a throwaway cluster (`node postgres-reaper.mjs <pid>
// '<stop command as JSON>' <folder>`): once the process <pid> that made it ends, however it ends
// (killed with -9 too, even before this one has started), this process has another parent, and it
// stops the cluster and removes its folder. A cluster stopped already makes the stop fail harmlessly.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const parent = Number(process.argv[2]);
const [command, args] = JSON.parse(process.argv[3]);
const dir = process.argv[4];
setInterval(() => {
  if (process.ppid === parent) return;
  spawnSync(command, args, { stdio: 'ignore' });
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}, 250);
