import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'check-boundaries.mjs');
let fixture: string | undefined;

/** Writes a throwaway tree of files (repository-relative path -> text) and runs the checker on it. */
function checkTree(files: Record<string, string>) {
  fixture = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(fixture, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
  const run = spawnSync(process.execPath, [script, '--root', fixture], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

afterEach(() => {
  if (fixture) rmSync(fixture, { recursive: true, force: true });
  fixture = undefined;
});

describe('import zones', () => {
  it('passes a tree where features build on lib and pages compose features', () => {
    const result = checkTree({
      'src/client/lib/api.ts': 'export const api = 1;\n',
      'src/client/features/events/list.ts':
        "import { api } from '#client/lib/api.ts';\nexport const list = api;\n",
      'src/client/app/routes/home.tsx':
        "import { list } from '../../features/events/list.ts';\nexport { list };\n",
      'src/server/lib/db.ts': 'export const db = 1;\n',
      'src/server/features/events/repo.ts':
        "import { db } from '../../lib/db.ts';\nexport const repo = db;\n",
    });
    expect(result.output).toContain('no forbidden imports');
    expect(result.status).toBe(0);
  });

  it('reports src/client/lib importing a client feature', () => {
    const result = checkTree({
      'src/client/features/events/list.ts': 'export const list = 1;\n',
      'src/client/lib/probe.ts':
        "import { list } from '#client/features/events/list.ts';\nexport { list };\n",
    });
    expect(result.status).toBe(1);
    expect(result.output).toContain("src/client/lib/probe.ts: import '#client/features/events/list.ts'");
    expect(result.output).toContain('src/client/lib never imports a feature');
  });

  it('reports src/server/lib importing a server feature', () => {
    const result = checkTree({
      'src/server/features/health/health.routes.ts': 'export const healthRoutes = 1;\n',
      'src/server/lib/errors/probe.test.ts':
        "import { healthRoutes } from '../../features/health/health.routes.ts';\nexport { healthRoutes };\n",
    });
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      "src/server/lib/errors/probe.test.ts: import '../../features/health/health.routes.ts'",
    );
    expect(result.output).toContain('src/server/lib never imports a feature');
  });

  it('reports a client feature importing a page from src/client/app/routes', () => {
    const result = checkTree({
      'src/client/app/routes/events/event-page.tsx': 'export const EventPage = 1;\n',
      'src/client/features/rsvp/probe.ts':
        "export { EventPage } from '../../app/routes/events/event-page.tsx';\n",
    });
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      "src/client/features/rsvp/probe.ts: import '../../app/routes/events/event-page.tsx'",
    );
    expect(result.output).toContain('A client feature never imports a page');
  });

  it('still reports one feature importing another', () => {
    const result = checkTree({
      'src/server/features/rsvp/rsvp.service.ts': 'export const rsvp = 1;\n',
      'src/server/features/events/probe.ts':
        "import { rsvp } from '#server/features/rsvp/rsvp.service.ts';\nexport { rsvp };\n",
    });
    expect(result.status).toBe(1);
    expect(result.output).toContain('Features never import each other: events -> rsvp');
  });
});

/** A module of exactly `count` lines. */
function linesOf(count: number): string {
  return Array.from({ length: count }, (_, i) => `export const line${i} = ${i};\n`).join('');
}

/** A .tsx module whose one component spans exactly `count` lines. */
function componentOf(name: string, count: number): string {
  const body = Array.from({ length: count - 3 }, (_, i) => `  const v${i} = ${i};\n`).join('');
  return `export function ${name}() {\n${body}  return null;\n}\n`;
}

describe('sizes', () => {
  it('reports a source file over 250 lines', () => {
    const result = checkTree({ 'src/server/lib/big.ts': linesOf(251), 'src/server/lib/ok.ts': linesOf(250) });
    expect(result.status).toBe(1);
    expect(result.output).toContain('src/server/lib/big.ts: file of 251 lines (at most 250)');
    expect(result.output).not.toContain('ok.ts');
  });

  it('reports a component over 120 lines', () => {
    const result = checkTree({
      'src/client/features/x/big.tsx': componentOf('BigPanel', 121),
      'src/client/features/x/ok.tsx': componentOf('OkPanel', 120),
    });
    expect(result.status).toBe(1);
    expect(result.output).toContain('src/client/features/x/big.tsx#BigPanel: component of 121 lines');
    expect(result.output).not.toContain('OkPanel');
  });

  it('counts neither tests nor data', () => {
    const result = checkTree({
      'src/server/features/x/x.routes.test.ts': linesOf(400),
      'src/client/features/x/x.test.tsx': componentOf('Harness', 200),
      'src/server/db/seed/demo-data-rows.ts': linesOf(400),
      'src/server/db/migrations/0001_x.ts': linesOf(400),
      'src/server/features/x/almanac.data.ts': linesOf(400),
      'src/server/lib/corpus/cases.json': `[${'1,\n'.repeat(400)}1]\n`,
    });
    expect(result.output).toContain('no file over 250 lines');
    expect(result.status).toBe(0);
  });

  it('lets an allowlisted file shrink but not grow, and asks to delete an entry back under the limit', () => {
    const allowlist = {
      files: {
        'src/server/lib/held.ts': 300,
        'src/server/lib/grown.ts': 260,
        'src/server/lib/fixed.ts': 300,
      },
      components: { 'src/client/features/x/p.tsx#Panel': 150 },
    };
    const result = checkTree({
      'scripts/size-allowlist.json': JSON.stringify(allowlist),
      'src/server/lib/held.ts': linesOf(290),
      'src/server/lib/grown.ts': linesOf(261),
      'src/server/lib/fixed.ts': linesOf(100),
      'src/client/features/x/p.tsx': componentOf('Panel', 140),
    });
    expect(result.status).toBe(1);
    expect(result.output).not.toContain('held.ts');
    expect(result.output).not.toContain('Panel');
    expect(result.output).toContain('src/server/lib/grown.ts: file grew to 261 lines (allowlisted at 260');
    expect(result.output).toContain('src/server/lib/fixed.ts: 100 lines, back under 250: delete it');
  });
});
