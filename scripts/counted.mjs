// Runs one stage of npm test (`node counted.mjs <file> <program> [args…]`: node with those
// arguments) and, once it ends, writes to <file> the processor seconds the stage and every process
// it started used. Two stages running side by side are measured apart this way.
//
// Where Linux lets this process make a control group (root, cgroup v1's cpuacct or cgroup v2), the
// stage runs in one of its own and its usage is read: it counts every process the stage started,
// also those no parent waited for (Chromium's page processes, ended with the browser). Elsewhere,
// this process's cutime and cstime: only the processes that were waited for.
// Exits as the stage did.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const [file, ...args] = process.argv.slice(2);
const group = openGroup(`npm-test-stage-${process.pid}`);
const child = spawn(process.execPath, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  try {
    fs.writeFileSync(file, String(group?.seconds() ?? waitedForSeconds()));
  } catch {
    // No /proc: the table shows no processor time.
  }
  group?.close();
  if (signal) process.kill(process.pid, signal);
  process.exit(code ?? 1);
});

function waitedForSeconds() {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** A control group holding this process (so all it starts from now on), or null where none can be made. */
function openGroup(name) {
  const layouts = [
    // cgroup v1: cpuacct.usage in nanoseconds.
    { dir: '/sys/fs/cgroup/cpuacct', procs: 'cgroup.procs', usage: (d) => Number(fs.readFileSync(path.join(d, 'cpuacct.usage'), 'utf8')) / 1e9 },
    // cgroup v2: cpu.stat's usage_usec.
    { dir: '/sys/fs/cgroup', v2: true, procs: 'cgroup.procs', usage: (d) => Number(/usage_usec (\d+)/.exec(fs.readFileSync(path.join(d, 'cpu.stat'), 'utf8'))[1]) / 1e6 },
  ];
  for (const { dir, v2, procs, usage } of layouts) {
    if (v2 && !fs.existsSync(path.join(dir, 'cgroup.controllers'))) continue;
    const parent = path.join(dir, ownGroup(v2 ? '' : 'cpuacct'));
    const own = path.join(parent, name);
    try {
      fs.mkdirSync(own);
    } catch {
      continue;
    }
    try {
      fs.writeFileSync(path.join(own, procs), String(process.pid));
      usage(own);
      return {
        seconds: () => usage(own),
        close() {
          try {
            fs.writeFileSync(path.join(parent, procs), String(process.pid));
            fs.rmdirSync(own);
          } catch {
            // A process of the stage still ending: the empty group is left behind.
          }
        },
      };
    } catch {
      try {
        fs.rmdirSync(own);
      } catch {
        // Left behind, empty.
      }
    }
  }
  return null;
}

/** This process's group in a hierarchy: v1's line naming `controller`, or v2's (`0::`). */
function ownGroup(controller) {
  const lines = fs.readFileSync('/proc/self/cgroup', 'utf8').split('\n');
  const line = lines.find((l) => (controller ? l.split(':')[1]?.split(',').includes(controller) : l.startsWith('0::')));
  return line ? line.slice(line.indexOf(':', line.indexOf(':') + 1) + 1) : '/';
}
