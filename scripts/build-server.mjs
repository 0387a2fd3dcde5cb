// Bundles the server to dist/server/main.js (or $BUILD_DIR/server) (dependencies stay in node_modules) and copies the
// SQL migrations beside it, where the bundle looks for them.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const outDir = process.env.BUILD_DIR ?? 'dist';
rmSync(`${outDir}/server`, { recursive: true, force: true });
await build({
  // The worker pool loads poster-worker.js from beside the bundle in its own threads.
  entryPoints: { main: 'src/server/main.ts', 'poster-worker': 'src/server/lib/workers/poster-worker.ts' },
  outdir: `${outDir}/server`,
  // Dynamic imports (the demo seed) become their own chunks, loaded only when they run. Chunks sit
  // beside main.js, so import.meta.url paths (migrations, ../client) resolve the same from each.
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', `${outDir}/server/migrations`, { recursive: true });
console.log(`server built: ${outDir}/server/main.js`);
