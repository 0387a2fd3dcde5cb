import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runVitestStage } from './vitest-stage.mjs';

let fixture: string | undefined;
afterEach(() => {
  if (fixture) rmSync(fixture, { recursive: true, force: true });
  fixture = undefined;
});

/** A throwaway vitest project: one file that passes and one that spins until `spinsUntil` exists. */
function project(spinsOnce: boolean) {
  fixture = mkdtempSync(path.join(tmpdir(), 'vitest-stage-'));
  const mark = path.join(fixture, 'spun-once');
  writeFileSync(
    path.join(fixture, 'vitest.config.mjs'),
    "export default { test: { globals: true, include: ['*.test.mjs'] } };\n",
  );
  writeFileSync(path.join(fixture, 'a-ok.test.mjs'), "it('passes', () => expect(1).toBe(1));\n");
  // A file skipped on purpose (as the PostgreSQL-only tests are on PGlite) spends no time: not stuck.
  writeFileSync(path.join(fixture, 'c-skipped.test.mjs'), "it.skip('is skipped', () => {});\n");
  // The spinning file blocks its worker's event loop, as a stuck WebAssembly call does, after one
  // test has passed, so the file has spent time and its last test is never reached.
  writeFileSync(
    path.join(fixture, 'b-spin.test.mjs'),
    `import { existsSync, writeFileSync } from 'node:fs';
it('passes first', () => expect(1).toBe(1));
it('finishes unless it spins', () => {
  const spin = ${spinsOnce} ? !existsSync(${JSON.stringify(mark)}) : true;
  if (spin) { writeFileSync(${JSON.stringify(mark)}, ''); for (;;) {} }
  expect(1).toBe(1);
});
it('runs last', () => expect(1).toBe(1));
`,
  );
  return fixture;
}

/**
 * A throwaway project whose one file loses its database on the first run: from its second test on,
 * every test fails naming PGLITE_BACKEND_LOST, as the server tests' setup makes them. With
 * `realFailure`, another file fails for a reason of its own.
 */
function lostBackendProject(realFailure: boolean) {
  fixture = mkdtempSync(path.join(tmpdir(), 'vitest-stage-'));
  const mark = path.join(fixture, 'lost-once');
  writeFileSync(
    path.join(fixture, 'vitest.config.mjs'),
    "export default { test: { globals: true, include: ['*.test.mjs'] } };\n",
  );
  writeFileSync(
    path.join(fixture, 'a-ok.test.mjs'),
    `it('passes', () => expect(1).toBe(${realFailure ? 2 : 1}));\n`,
  );
  writeFileSync(
    path.join(fixture, 'b-lost.test.mjs'),
    `import { existsSync, writeFileSync } from 'node:fs';
const lost = !existsSync(${JSON.stringify(mark)});
afterAll(() => writeFileSync(${JSON.stringify(mark)}, ''));
it('passes before the loss', () => expect(1).toBe(1));
it('meets the loss', () => { if (lost) throw new Error('PGLITE_BACKEND_LOST: the embedded database stopped'); });
it('comes after it', () => { if (lost) throw new Error('PGLITE_BACKEND_LOST: the embedded database stopped'); });
`,
  );
  return fixture;
}

/**
 * A throwaway project of journeys whose app goes away once: the first run's sign-in in `beforeAll`
 * fails (no test gets to name a lost database), and the next run, on a fresh app, passes.
 */
function appOutageProject() {
  fixture = mkdtempSync(path.join(tmpdir(), 'vitest-stage-'));
  const mark = path.join(fixture, 'down-once');
  writeFileSync(
    path.join(fixture, 'vitest.config.mjs'),
    "export default { test: { globals: true, include: ['*.test.mjs'] } };\n",
  );
  writeFileSync(path.join(fixture, 'a-ok.test.mjs'), "it('passes', () => expect(1).toBe(1));\n");
  writeFileSync(
    path.join(fixture, 'b-journey.test.mjs'),
    `import { existsSync, writeFileSync } from 'node:fs';
beforeAll(() => {
  if (existsSync(${JSON.stringify(mark)})) return;
  writeFileSync(${JSON.stringify(mark)}, '');
  throw new Error('login fixture failed: connect ECONNREFUSED');
});
it('signs in', () => expect(1).toBe(1));
it('books', () => expect(1).toBe(1));
`,
  );
  return fixture;
}

const quiet = { label: 'fixture', args: [], file: 'report.json', stuckSeconds: 3 };

describe('runVitestStage', () => {
  it('stops a worker stuck in one file and passes when the file then passes alone', async () => {
    const cwd = project(true);
    const { status, json } = await runVitestStage({ ...quiet, cwd });
    expect(status).toBe(0);
    expect(json).toMatchObject({ numPassedTests: 4, numFailedTests: 0, numPendingTests: 1 });
  });

  it('fails the stage when the file is stuck again', async () => {
    const cwd = project(false);
    const { status, json } = await runVitestStage({ ...quiet, cwd });
    expect(status).not.toBe(0);
    // The file that passes, and the spinning file's first test when its second run reports it.
    expect(json?.numPassedTests).toBeGreaterThanOrEqual(1);
    expect(json?.numPassedTests).toBeLessThanOrEqual(2);
  });

  it('runs a file again whose database stopped under it, and counts the second run', async () => {
    const cwd = lostBackendProject(false);
    const { status, json } = await runVitestStage({ ...quiet, cwd });
    expect(status).toBe(0);
    expect(json).toMatchObject({ numPassedTests: 4, numFailedTests: 0 });
  });

  it('runs every failed file again when the app under test went down during the run', async () => {
    const cwd = appOutageProject();
    const { status, json } = await runVitestStage({ ...quiet, cwd, appWentDown: () => true });
    expect(status).toBe(0);
    expect(json).toMatchObject({ numPassedTests: 3, numFailedTests: 0, numPendingTests: 0 });
  });

  it('runs a failed journey again only when the app went down', async () => {
    const cwd = appOutageProject();
    const { status } = await runVitestStage({ ...quiet, cwd, appWentDown: () => false });
    expect(status).not.toBe(0);
  });

  it('runs nothing again when another file failed for a reason of its own', async () => {
    const cwd = lostBackendProject(true);
    const { status, json } = await runVitestStage({ ...quiet, cwd });
    expect(status).not.toBe(0);
    expect(json).toMatchObject({ numPassedTests: 1, numFailedTests: 3 });
  });
});
