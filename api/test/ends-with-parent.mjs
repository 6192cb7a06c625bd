// Loaded into a server process a test starts (node --import, server-process.ts, which names itself
// in ENDS_WITH_PID): once that process ends, however it ends (a test run stopped by SIGTERM, a
// runner killed with -9, even before this server has started), the server has another parent, and
// this ends it and every process it started (its cluster's workers, in its process group), so no
// server of a test run outlives the run. Processes the server starts (its cluster's workers, which
// end with it) are not given the setting.
const starter = Number(process.env.ENDS_WITH_PID);
delete process.env.ENDS_WITH_PID;
if (starter) {
  const check = setInterval(() => {
    if (process.ppid === starter) return;
    try {
      process.kill(-process.pid, 'SIGKILL');
    } catch {
      // Not the leader of a process group of its own: end this process alone.
    }
    process.exit(1);
  }, 250);
  // The check alone must not keep a server alive that is stopping by itself.
  check.unref();
}
