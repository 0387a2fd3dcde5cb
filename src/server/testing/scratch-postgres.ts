import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

/** The newest installed PostgreSQL's bin folder (Debian layout), or null when none is installed. */
function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')) && existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/** Why the scratch-server tests cannot run here, or null when they can. */
export function scratchPostgresUnavailable(): string | null {
  if (!postgresBinDir())
    return 'no PostgreSQL server binaries (pg_ctl, initdb) under /usr/lib/postgresql/*/bin';
  if (process.getuid?.() === 0 && spawnSync('id', ['-u', 'postgres']).status !== 0)
    return 'running as root without a postgres account to run the server as';
  return null;
}

export type ScratchPostgres = {
  url: string;
  /** Freezes the server and its backends (SIGSTOP): connections stay open, nothing answers. */
  pause(): void;
  resume(): void;
  /** Stops the server at once, as a crash would. */
  stop(): void;
  start(): void;
  destroy(): void;
};

/**
 * A throwaway PostgreSQL server the test owns: initdb in a temporary folder, trust auth, a free
 * port on 127.0.0.1, no fsync. As root the server runs as the `postgres` account (it refuses root).
 */
export async function startScratchPostgres(): Promise<ScratchPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL binaries not found');
  const dir = mkdtempSync(join(tmpdir(), 'confetti-pg-'));
  const dataDir = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args];
    execFileSync(file as string, argv as string[], { stdio: 'pipe', timeout: 60_000 });
  };
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=30`;
  const start = () =>
    run('pg_ctl', ['-D', dataDir, '-o', options, '-w', '-t', '60', '-l', join(dir, 'log'), 'start']);
  start();

  /** The postmaster and every backend it forked, read from /proc. */
  const serverPids = (): number[] => {
    const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = readdirSync('/proc')
      .filter((p) => /^\d+$/.test(p))
      .filter((p) => {
        try {
          const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
        } catch {
          return false;
        }
      })
      .map(Number);
    return [postmaster, ...children];
  };
  const signalAll = (signal: NodeJS.Signals) => {
    for (const pid of serverPids()) {
      try {
        process.kill(pid, signal);
      } catch {
        /* already gone */
      }
    }
  };
  const stop = () => run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pause: () => signalAll('SIGSTOP'),
    resume: () => signalAll('SIGCONT'),
    stop,
    start,
    destroy() {
      try {
        signalAll('SIGCONT');
        stop();
      } catch {
        /* already stopped */
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
