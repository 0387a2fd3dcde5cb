// `npm start`: builds when the build is missing or older than the sources, then serves app and API.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const stamp = 'dist/server/main.js';

function newestMtime(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const sources = ['src', 'package.json', 'package-lock.json', 'vite.config.ts'].filter(existsSync);
const isStale =
  !existsSync(stamp) ||
  !existsSync('dist/client/index.html') ||
  !existsSync('dist/ssr/entry-server.js') ||
  Math.max(...sources.map(newestMtime)) > statSync(stamp).mtimeMs;
if (isStale) {
  console.log('Building Confetti (first start or sources changed)…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server stops itself when it cannot go on (its embedded database stopped, say): it is started
// again on the same data, unless it fails again within a minute of starting (a fault that a restart
// does not cure, such as a bad setting) or is stopped on purpose.
const QUICK_FAILURE_MS = 60_000;
let stopping = false;
let child;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    child?.kill(signal);
  });
}
for (;;) {
  const startedAt = Date.now();
  child = spawn(process.execPath, ['--enable-source-maps', stamp], { stdio: 'inherit' });
  const [code, signal] = await once(child, 'exit');
  if (stopping || code === 0) process.exit(code ?? 0);
  if (Date.now() - startedAt < QUICK_FAILURE_MS) process.exit(code ?? 1);
  console.error(`Confetti stopped (${signal ?? `exit code ${code}`}); starting it again.`);
}
