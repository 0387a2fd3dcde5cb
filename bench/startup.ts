// Cold start of the built app on an existing data folder, and the first-load JavaScript (gzip).
// Run: npm run build && node --import tsx bench/startup.ts [runs]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const runs = Number(process.argv[2] ?? 5);
const dist = process.env.BUILD_DIR ?? 'dist';
const port = 3390;

async function startOnce(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [`${dist}/server/main.js`], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Each start is timed alone, without the demo poster job drawing behind it.
      DEMO_POSTERS: 'false',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 60_000) throw new Error('the app did not become healthy within 60 s');
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

function firstLoadBytes(): { js: number; css: number; files: string[] } {
  const html = readFileSync(`${dist}/client/index.html`, 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(join(dist, 'client', file))).length;
    if (file.endsWith('.js')) js += size;
    else css += size;
  }
  return { js, css, files };
}

const dataDir = mkdtempSync(join(tmpdir(), 'confetti-bench-'));
try {
  const first = await startOnce(dataDir);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await startOnce(dataDir));
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(`first start (new database: migrations + demo seed): ${first.toFixed(0)} ms`);
  console.log(
    `cold start on the existing database, ${runs} runs: median ${median.toFixed(0)} ms, min ${times[0]!.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const bytes = firstLoadBytes();
console.log(
  `first-load assets referenced by index.html (gzip): JS ${(bytes.js / 1024).toFixed(1)} kB, CSS ${(bytes.css / 1024).toFixed(1)} kB (${bytes.files.join(', ')})`,
);
