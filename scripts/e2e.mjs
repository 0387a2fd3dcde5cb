// `npm run test:e2e`: builds when needed, then runs the end-to-end journeys against the built app.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('dist/server/main.js') || process.argv.includes('--build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
