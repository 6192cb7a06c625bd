// Loaded into a server process with node --import: moves its clock CLOCK_SHIFT_MS ahead, so a
// browser test can let days pass for a real server (e2e/trial-length.spec.ts). Timers still run
// at the real pace; only what the clock reads moves.
const shift = Number(process.env.CLOCK_SHIFT_MS || 0);
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
