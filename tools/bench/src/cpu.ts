// CPU time per request, by process: on a machine other engineers' tests load, latency says how long a request waited
// for a core as much as what it cost, while the CPU each process spent on it stays close to its cost.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';

/** Clock ticks per second of /proc's CPU times (USER_HZ; 100 on Linux almost everywhere). */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU milliseconds a process (all its threads) has used so far; undefined once it is gone. */
export function processCpuMs(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After "pid (comm) ": state is field 3, utime field 14, stime field 15 (proc(5)); comm may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** The backends connected to the database of `databaseUrl` (the stack's pools), without the asking one. */
async function backendPids(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`);
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

export type CpuPerRequest = Record<string, number>;

/**
 * Starts counting the CPU of the named processes, of every Postgres backend on the database (summed as "postgres") and
 * of this process (the load generator, "autocannon"). `stop(requests)` gives each one's milliseconds per request.
 * A backend that connects during the run counts from its start; one that disconnects is lost (the pools keep theirs).
 * Postgres' parallel workers, if any, are not counted.
 */
export async function measureCpu(processes: Record<string, number | undefined>, databaseUrl: string): Promise<{ stop(requests: number): Promise<CpuPerRequest> }> {
  const named = Object.entries(processes).filter((entry): entry is [string, number] => entry[1] !== undefined);
  const startBackends = new Map((await backendPids(databaseUrl)).map((pid) => [pid, processCpuMs(pid) ?? 0]));
  const startNamed = named.map(([, pid]) => processCpuMs(pid) ?? 0);
  const startSelf = process.cpuUsage();
  return {
    async stop(requests) {
      const self = process.cpuUsage(startSelf);
      const used: CpuPerRequest = {};
      named.forEach(([name, pid], index) => {
        used[name] = (processCpuMs(pid) ?? startNamed[index]!) - startNamed[index]!;
      });
      let postgres = 0;
      for (const pid of new Set([...startBackends.keys(), ...(await backendPids(databaseUrl))])) {
        const before = startBackends.get(pid) ?? 0;
        postgres += (processCpuMs(pid) ?? before) - before;
      }
      used.postgres = postgres;
      used.autocannon = (self.user + self.system) / 1000;
      return Object.fromEntries(Object.entries(used).map(([name, ms]) => [name, requests ? ms / requests : NaN]));
    },
  };
}
