// `npm test`: the whole suite, in order. Lint, types, unit + API tests on PGlite, the API tests
// again on a PostgreSQL server, the production build, then end-to-end journeys in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import pg from 'pg';
import { runVitestStage } from './vitest-stage.mjs';

const isCi = process.env.CI === 'true';
// No unit or API test file takes more than about 40 s, even on a busy machine.
const STUCK_WORKER_SECONDS = 600;
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const reports = 'test-results/reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Stages that failed, with what each one said about itself. */
const failedStages = [];

function spawnStage(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `${result.status === 0 ? '✔' : '✘'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return result.status ?? 1;
}
function stop(label, status) {
  failedStages.push(label);
  printTotals();
  process.exit(status);
}
function run(label, command, args, env = {}) {
  const status = spawnStage(label, command, args, env);
  if (status !== 0) stop(label, status);
}
/** A vitest stage: its own counts are read from its JSON report and printed, failed or not. */
async function vitest(label, args, report, env, stuckSeconds = STUCK_WORKER_SECONDS, appWentDown) {
  const { status, json } = await runVitestStage({
    label,
    args,
    file: `${reports}/${report}.json`,
    env,
    stuckSeconds,
    appWentDown,
  });
  if (json) {
    const stage = {
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      skipped: json.numPendingTests + json.numTodoTests,
      // A file that fails to load or errors outside a test fails no test of its own.
      failedFiles: json.numFailedTestSuites ?? 0,
    };
    totals.passed += stage.passed;
    totals.failed += stage.failed;
    totals.skipped += stage.skipped;
    console.log(
      `  ${label}: ${stage.passed} passed, ${stage.failed} failed, ${stage.skipped} skipped` +
        (stage.failedFiles ? ` (${stage.failedFiles} test files failed)` : ''),
    );
  } else if (status !== 0) {
    console.log(`  ${label}: no report was written (the run ended before it could count)`);
  }
  if (status !== 0) stop(label, status);
}
function printTotals() {
  const line = `tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`;
  if (failedStages.length === 0) {
    console.log(`\n${line}`);
    return;
  }
  // A stage can fail with no failed test counted (lint, types, a file that did not load, a crash):
  // the closing line then names the stage and never reads "0 failed".
  const failed = totals.failed > 0 ? `${totals.failed} failed` : 'no test counted as failed';
  console.log(
    `\nFAILED (${failedStages.join(', ')}): tests: ${totals.passed} passed, ${failed}, ${totals.skipped} skipped`,
  );
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
await vitest('unit, client and API tests on PGlite', [], 'pglite');

const reachable = await canReachPostgres();
if (reachable === true) {
  await vitest('API tests on PostgreSQL', ['--project', 'server', 'src/server'], 'postgres', {
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
// A journey file drives a browser for minutes; the app it tests runs in a process of its own.
// The journeys' app writes each time it stopped answering (an exit, a restart) to this file.
const appOutages = `${reports}/e2e-app-outages.log`;
await vitest(
  'end-to-end journeys in Chromium',
  ['--config', 'vitest.e2e.config.ts'],
  'e2e',
  {},
  Infinity,
  () => existsSync(appOutages),
);
printTotals();
