// `npm run bench -- <name> [args]`: runs one benchmark from bench/ and prints its figures.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const available = readdirSync('bench')
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.includes('-helpers'))
  .map((f) => f.replace(/\.ts$/, ''));
const [name, ...args] = process.argv.slice(2);
if (!name || !existsSync(`bench/${name}.ts`)) {
  console.log(`usage: npm run bench -- <name> [args]\navailable: ${available.join(', ')}`);
  process.exit(name ? 1 : 0);
}
const result = spawnSync(process.execPath, ['--import', 'tsx', `bench/${name}.ts`, ...args], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
