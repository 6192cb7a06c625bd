// Loaded into a server process a test starts (node --import, server-process.ts): when the process
// that started it ends, however it ends (a test run stopped by SIGTERM, a runner killed with -9),
// the IPC channel to it closes, and this ends the server and every process it started (its
// cluster's workers, in its process group), so no server of a test run outlives the run.
// A cluster's worker (NODE_UNIQUE_ID) has a channel to its primary instead, and ends with it as
// Node's cluster has it.
if (process.channel && !process.env.NODE_UNIQUE_ID) {
  // The channel alone must not keep a server alive that is stopping by itself.
  process.channel.unref();
  process.once('disconnect', () => {
    try {
      process.kill(-process.pid, 'SIGKILL');
    } catch {
      // Not the leader of a process group of its own: end this process alone.
    }
    process.exit(1);
  });
}
