// Runs one stage of npm test (`node counted.mjs <file> <program> [args…]`: node with those
// arguments) and, once it ends, writes to <file> the processor seconds the stage and every process
// it started used (Linux's cutime and cstime of this process, whose only child the stage is). Two
// stages running side by side are measured apart this way. Exits as the stage did.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const [file, ...args] = process.argv.slice(2);
const child = spawn(process.execPath, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    fs.writeFileSync(file, String((Number(fields[13]) + Number(fields[14])) / 100));
  } catch {
    // No /proc: the table shows no processor time.
  }
  if (signal) process.kill(process.pid, signal);
  process.exit(code ?? 1);
});
