// Loaded into a server process with node --import: moves its clock CLOCK_SHIFT_MS ahead (negative:
// back), so a browser test can let days pass for a real server (e2e/trial-length.spec.ts) or have
// it publish on a day before the draws it then scores (fixtures.ts, `server.moveClock`). Timers
// still run at the real pace; only what the clock reads moves.
//
// With CLOCK_FILE set, the shift can change while the server runs: on SIGUSR2 the process reads
// the new shift from that file and writes it back to CLOCK_FILE.ack, which the test waits for.
import fs from 'node:fs';

let shift = Number(process.env.CLOCK_SHIFT_MS || 0);
const RealDate = Date;

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + shift);
    else super(...args);
  }
  static now() {
    return RealDate.now() + shift;
  }
}

globalThis.Date = ShiftedDate;

const file = process.env.CLOCK_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    shift = Number(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(`${file}.ack`, String(shift));
  });
}
