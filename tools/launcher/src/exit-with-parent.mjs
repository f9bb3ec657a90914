// Preloaded (`node --import`) into every process the launcher spawns. Those run in their own process group so the
// launcher alone decides the shutdown order; the price is that nothing kills them if the launcher itself dies
// without cleaning up (SIGKILL, crash). Then the OS re-parents them, which this notices: they stop themselves.
const launcherPid = process.ppid;
const watch = setInterval(() => {
  if (process.ppid === launcherPid) return;
  clearInterval(watch);
  process.kill(process.pid, 'SIGTERM');
  setTimeout(() => process.exit(1), 10_000).unref();
}, 1000);
watch.unref();
