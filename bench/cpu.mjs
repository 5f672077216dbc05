// CPU time spent per request during a load run, split between the server's process, PostgreSQL's
// backends serving its database and the load generator (this process), read from /proc (Linux).
// Throughput on a shared two-core machine moves with whatever else runs; CPU time per request does
// not, so it is the figure to compare between two versions measured in different sittings.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

/** Clock ticks per second of /proc's utime and stime (getconf CLK_TCK; 100 on Linux in practice). */
const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU milliseconds a process has used, or null when it is gone (or not Linux). */
export function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: the fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
  } catch {
    return null;
  }
}

/** A CPU figure of cpuMeter's (ms per request) as the results print it: two decimals, or '-' when not measured. */
export function formatCpuMs(ms) {
  return ms == null ? '-' : ms.toFixed(2);
}

/** Busy and total CPU milliseconds of the whole machine (all cores), from /proc/stat. */
function machineCpuMs() {
  try {
    const [line] = readFileSync('/proc/stat', 'utf8').split('\n');
    const values = line.trim().split(/\s+/).slice(1).map(Number);
    const total = values.reduce((sum, v) => sum + v, 0);
    const idle = values[3] + (values[4] ?? 0);
    return { busy: ((total - idle) * 1000) / TICKS, total: (total * 1000) / TICKS };
  } catch {
    return null;
  }
}

/**
 * A meter over one run: `start()` before it, `stop(requests)` after, giving milliseconds of CPU per
 * request for the server, the database's backends (`backendPids` lists them; PostgreSQL only,
 * PGlite runs inside the server) and the load generator, and how busy the machine was in all.
 */
export function cpuMeter({ serverPid, backendPids }) {
  let before;
  const sample = async () => {
    const pids = backendPids ? await backendPids() : [];
    const backends = new Map(pids.map((pid) => [pid, processCpuMs(pid)]));
    return { server: processCpuMs(serverPid), backends, self: process.cpuUsage(), machine: machineCpuMs() };
  };
  return {
    async start() {
      before = await sample();
    },
    async stop(requests) {
      const after = await sample();
      const per = (ms) => (ms === null || !(requests > 0) ? null : ms / requests);
      let database = backendPids ? 0 : null;
      for (const [pid, ms] of after.backends) {
        // A connection the pool opened during the run counts from zero.
        if (ms !== null && database !== null) database += ms - (before.backends.get(pid) ?? 0);
      }
      const self = process.cpuUsage(before.self);
      const machine =
        before.machine && after.machine ? (after.machine.busy - before.machine.busy) / (after.machine.total - before.machine.total) : null;
      return {
        server: per(after.server !== null && before.server !== null ? after.server - before.server : null),
        database: per(database),
        loadGenerator: per((self.user + self.system) / 1000),
        machineBusy: machine,
      };
    },
  };
}
