// `npm test`: the whole suite, in order. Lint, types, unit + API tests on PGlite, the API tests
// again on a PostgreSQL server, the production build, then end-to-end journeys in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import pg from 'pg';

const isCi = process.env.CI === 'true';
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const reports = 'test-results/reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `${result.status === 0 ? '✔' : '✘'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (result.status !== 0) {
    printTotals();
    process.exit(result.status ?? 1);
  }
}
function vitest(label, args, report, env) {
  run(
    label,
    'npx',
    [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/${report}.json`,
    ],
    env,
  );
  if (existsSync(`${reports}/${report}.json`)) {
    const json = JSON.parse(readFileSync(`${reports}/${report}.json`, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
  }
}
function printTotals() {
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}

async function canReachPostgres() {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (err) {
    return err;
  }
}

run('lint (biome, import zones, unused exports)', 'npm', ['run', 'lint']);
run('typecheck (tsc)', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
vitest('unit, client and API tests on PGlite', [], 'pglite');

const reachable = await canReachPostgres();
if (reachable === true) {
  vitest('API tests on PostgreSQL', ['--project', 'server', 'src/server'], 'postgres', {
    TEST_DATABASE_URL: pgUrl,
  });
} else if (isCi) {
  console.error(`✘ PostgreSQL at ${pgUrl} cannot be reached under CI=true: ${reachable.message}`);
  process.exit(1);
} else {
  console.warn(
    `! skipped the PostgreSQL run: ${pgUrl} cannot be reached (${reachable.message}). CI fails here instead.`,
  );
}

run('production build', 'npm', ['run', 'build']);
vitest('end-to-end journeys in Chromium', ['--config', 'vitest.e2e.config.ts'], 'e2e');
printTotals();
