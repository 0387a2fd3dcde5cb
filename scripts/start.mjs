// `npm start`: builds when the build is missing or older than the sources, then serves app and API.
import { spawnSync } from 'node:child_process';
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
const server = spawnSync(process.execPath, ['--enable-source-maps', stamp], { stdio: 'inherit' });
process.exit(server.status ?? 0);
