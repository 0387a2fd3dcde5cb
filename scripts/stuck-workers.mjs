// Stops a test worker that has run one file for far longer than any file takes. PGlite can spin
// for ever inside one synchronous call once its backend exits mid-message (upstream
// electric-sql/pglite#1058: the protocol loop catches and retries every error); nothing in the
// worker's own event loop can interrupt that, so a test timeout never fires and the whole run
// stalls until CI gives up. A stopped worker fails its file, which the runner then reruns alone.
import { readdirSync, readFileSync } from 'node:fs';

const CLOCK_TICKS = 100; // USER_HZ on Linux
const WORKER = /vitest[\\/]dist[\\/]workers[\\/]forks\.js/;

function readStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), startTicks: Number(fields[19]) };
  } catch {
    return null;
  }
}

function uptimeSeconds() {
  return Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]);
}

/** The vitest fork workers under `rootPid`, with how long each has run, in seconds. */
function workersUnder(rootPid) {
  const parents = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(name);
    if (stat) parents.set(Number(name), stat);
  }
  const isUnder = (pid) => {
    for (let p = pid, hops = 0; p > 1 && hops < 20; hops++) {
      if (p === rootPid) return true;
      p = parents.get(p)?.ppid ?? 0;
    }
    return false;
  };
  const now = uptimeSeconds();
  const found = [];
  for (const [pid, stat] of parents) {
    if (pid === rootPid || !isUnder(pid)) continue;
    let cmdline = '';
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (WORKER.test(cmdline)) found.push({ pid, ageSeconds: now - stat.startTicks / CLOCK_TICKS });
  }
  return found;
}

/**
 * Watches the workers of the vitest run `rootPid` and kills any older than `limitSeconds`.
 * Returns a stop function that answers how many were killed. Linux only: elsewhere it does nothing.
 */
export function watchStuckWorkers(rootPid, { limitSeconds, onKill }) {
  let killed = 0;
  let available = true;
  try {
    readFileSync('/proc/uptime');
  } catch {
    available = false;
  }
  const timer = setInterval(() => {
    if (!available) return;
    for (const worker of workersUnder(rootPid)) {
      if (worker.ageSeconds <= limitSeconds) continue;
      try {
        process.kill(worker.pid, 'SIGKILL');
        killed += 1;
        onKill?.(worker);
      } catch {
        // already gone
      }
    }
  }, 5000);
  return () => {
    clearInterval(timer);
    return killed;
  };
}
