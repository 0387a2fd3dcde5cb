// One vitest run of `npm test`, with its JSON report, and a watch on workers that never finish.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { watchStuckWorkers } from './stuck-workers.mjs';

const VITEST = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));

function runOnce({ label, args, file, env, stuckSeconds, cwd }) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const child = spawn(
    process.execPath,
    [VITEST, 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    { stdio: 'inherit', env: { ...process.env, ...env }, cwd },
  );
  const stopWatching = Number.isFinite(stuckSeconds)
    ? watchStuckWorkers(child.pid, {
        limitSeconds: stuckSeconds,
        onKill: (worker) =>
          console.log(
            `\n! stopped test worker ${worker.pid}: one file ran ${Math.round(worker.ageSeconds)} s`,
          ),
      })
    : () => 0;
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      const killed = stopWatching();
      const status = code ?? (signal ? 1 : 0);
      console.log(`${status === 0 ? '✔' : '✘'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      const path = resolvePath(cwd, file);
      const report = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
      resolve({ status, killed, report });
    });
  });
}

/**
 * Files a stopped worker left unfinished: the report lists the tests it never reached as pending
 * (a test skipped on purpose is "skipped"), or the file with no time spent in it and not every test
 * skipped. A file whose tests are all skipped on purpose also shows no time, and is not rerun.
 */
function unfinishedFiles(report) {
  return report.testResults.filter(
    (r) =>
      r.assertionResults.some((t) => t.status === 'pending') ||
      (r.endTime === r.startTime && !r.assertionResults.every((t) => t.status === 'skipped')),
  );
}

/** What a test says when PGlite's backend stopped under it (the test setup adds it to every test). */
const BACKEND_LOST = 'PGLITE_BACKEND_LOST';

/**
 * Files that failed only because the embedded database stopped under them: the file's own error, or
 * every failed test of it, names the lost backend. A file with any other failure is not among them.
 */
function lostBackendFiles(report) {
  return report.testResults.filter((r) => {
    if (r.status !== 'failed') return false;
    const failed = r.assertionResults.filter((t) => t.status === 'failed');
    if (failed.length === 0) return String(r.message ?? '').includes(BACKEND_LOST);
    return failed.every((t) => t.failureMessages.some((m) => m.includes(BACKEND_LOST)));
  });
}

const count = (files, status) =>
  files.reduce((n, file) => n + file.assertionResults.filter((t) => t.status === status).length, 0);

/**
 * Runs a vitest stage. A worker that runs one file past `stuckSeconds` is stopped (see
 * stuck-workers.mjs). When the run's only faults were such stops and files whose embedded database
 * stopped under them (a PGlite fault, not the code's), those files run once more on their own and
 * decide the stage. `appWentDown`, asked after a failed run, says whether the app the tests drive
 * stopped answering during it: then no failure of the run can be told from the outage (a journey's
 * sign-in in `beforeAll` fails before any test could name it), and every failed file runs once more
 * on a fresh app. Resolves with the exit status and the counts.
 */
export async function runVitestStage({
  label,
  args,
  file,
  env = {},
  stuckSeconds,
  cwd = process.cwd(),
  appWentDown = () => false,
}) {
  const first = await runOnce({ label, args, file, env, stuckSeconds, cwd });
  const report = first.report;
  if (first.status === 0 || !report) return { status: first.status, json: report };
  const lost = lostBackendFiles(report);
  const failedFiles = report.testResults.filter((r) => r.status === 'failed');
  const onlyThose = lost.length === failedFiles.length && (lost.length > 0 || first.killed > 0);
  const unfinished = onlyThose && first.killed > 0 ? unfinishedFiles(report) : [];
  const again = appWentDown() ? failedFiles : onlyThose ? [...new Set([...lost, ...unfinished])] : [];
  if (again.length === 0) return { status: first.status, json: report };

  // Flags stay; path filters go, so the rerun is exactly those files.
  const flags = args.filter((arg, i) => arg.startsWith('--') || args[i - 1]?.startsWith('--'));
  const rerun = await runOnce({
    label: `${label}: the ${again.length} file(s) a stopped worker, database or app left, again`,
    args: [...flags, ...again.map((r) => r.name)],
    file: `${file.replace(/\.json$/, '')}.rerun.json`,
    env,
    stuckSeconds,
    cwd,
  });
  if (!rerun.report) return { status: rerun.status || 1, json: report };
  return {
    status: rerun.status,
    json: {
      numPassedTests: report.numPassedTests - count(again, 'passed') + rerun.report.numPassedTests,
      numFailedTests: rerun.report.numFailedTests,
      // Vitest counts skipped tests as pending; those a stopped worker never reached it does not count.
      numPendingTests: report.numPendingTests - count(again, 'skipped') + rerun.report.numPendingTests,
      numTodoTests: report.numTodoTests + rerun.report.numTodoTests,
      numFailedTestSuites: rerun.report.numFailedTestSuites ?? 0,
    },
  };
}
