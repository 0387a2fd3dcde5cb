import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildApp } from './app.ts';
import { ensureAdmin } from './bootstrap/admin.ts';
import { scheduleMaintenance } from './bootstrap/maintenance.ts';
import { seedDemoDataIfEmpty } from './bootstrap/seed.ts';
import { loadEnv } from './config/env.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { createPasswordHasher } from './lib/security/password.ts';
import type { RenderPage } from './plugins/client-app.ts';

const startedAt = performance.now();
let env: ReturnType<typeof loadEnv>;
try {
  env = loadEnv();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

let stop: (code: number) => void | Promise<void> = (code) => process.exit(code);
const handle = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : {
        kind: 'pglite',
        dataDir: env.DATA_DIR,
        // Every query fails once the embedded database has stopped: the server stops too, so that
        // `npm start` (or whatever runs it) starts it again on the same data.
        onBackendLost: (err) => {
          console.error(`${err.message}\nConfetti is stopping; starting it again reopens the database.`);
          setImmediate(() => stop(1));
        },
      },
);
await migrateDatabase(handle);
if (env.ADMIN_USERNAME && env.ADMIN_PASSWORD && env.ADMIN_EMAIL) {
  const outcome = await ensureAdmin(handle.db, createPasswordHasher(env.PASSWORD_HASH_COST), {
    username: env.ADMIN_USERNAME,
    password: env.ADMIN_PASSWORD,
    email: env.ADMIN_EMAIL,
  });
  console.log(`Administrator ${env.ADMIN_USERNAME} ${outcome}.`);
}
if (env.SEED_DEMO_DATA) await seedDemoDataIfEmpty(handle.db, new Date());

// The bundle lives in dist/server; the client build sits beside it in dist/client.
const clientDir = fileURLToPath(new URL('../client', import.meta.url));
// The client's server render (vite build --ssr) sits beside it in dist/ssr.
const ssrEntry = fileURLToPath(new URL('../ssr/entry-server.js', import.meta.url));
const renderPage = existsSync(ssrEntry)
  ? ((await import(pathToFileURL(ssrEntry).href)) as { renderPage: RenderPage }).renderPage
  : undefined;
const app = await buildApp({
  db: handle.db,
  dbKind: handle.kind,
  env,
  clientDir: existsSync(clientDir) ? clientDir : undefined,
  ...(renderPage ? { renderPage } : {}),
});
await app.listen({ port: env.PORT, host: env.HOST });
const stopMaintenance = scheduleMaintenance(handle.db, (err) => app.log.error({ err }, 'maintenance failed'));
const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}`;
console.log(
  `Confetti is ready on http://localhost:${env.PORT} (${where}) in ${Math.round(performance.now() - startedAt)} ms`,
);

let closing = false;
stop = async (code: number) => {
  if (closing) return;
  closing = true;
  stopMaintenance();
  await app.close();
  await handle.close();
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0));
