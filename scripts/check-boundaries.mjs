#!/usr/bin/env node
// Import zones (docs/architecture.md). Every import, re-export, dynamic import and vi.mock in src/
// is resolved to a file path, aliases (#shared/*, #server/*, #client/*) and relative paths alike,
// and checked against these rules:
//   - src/shared imports nothing from src/client or src/server;
//   - src/client never imports src/server (and src/server never imports src/client);
//   - a client feature never imports another client feature;
//   - src/client/components never imports src/client/features;
//   - a server feature never imports another server feature;
//   - src/client/lib and src/server/lib never import a feature (a feature builds on them, never the
//     reverse);
//   - a client feature never imports src/client/app/routes (pages compose features, not the reverse).
// What two features share lives one level down: src/client/lib, src/server/lib or src/shared.
//
// `node scripts/check-boundaries.mjs [--root <dir>]` checks <dir>/src (default: this repository);
// scripts/check-boundaries.test.ts runs it on small fixture trees to prove each rule fires.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const rootFlag = process.argv.indexOf('--root');
const root =
  rootFlag >= 0 && process.argv[rootFlag + 1]
    ? path.resolve(process.argv[rootFlag + 1])
    : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'src');
const aliases = { '#shared/': 'src/shared/', '#server/': 'src/server/', '#client/': 'src/client/' };

function listSources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listSources(full);
    return /\.(ts|tsx|mts|js|mjs|jsx)$/.test(entry.name) ? [full] : [];
  });
}

/** Repository-relative target of a specifier, or null for a package import. */
function resolveSpecifier(fromFile, specifier) {
  for (const [alias, target] of Object.entries(aliases)) {
    if (specifier.startsWith(alias)) return path.posix.join(target, specifier.slice(alias.length));
  }
  if (specifier.startsWith('.')) {
    return path
      .relative(root, path.resolve(path.dirname(fromFile), specifier))
      .split(path.sep)
      .join('/');
  }
  return null;
}

/** The zone a repository-relative path belongs to, e.g. { root: 'client', feature: 'auth' }. */
function zoneOf(file) {
  const parts = file.split('/');
  if (parts[0] !== 'src') return { root: 'outside' };
  const rootName = parts[1];
  // A file directly in features/ (server/features/module.ts) is the features' shared contract.
  if ((rootName === 'client' || rootName === 'server') && parts[2] === 'features' && parts.length > 4) {
    return { root: rootName, area: 'features', feature: parts[3] };
  }
  // Pages: src/client/app/routes/...; the rest of src/client/app is the shell (router, providers).
  if (rootName === 'client' && parts[2] === 'app' && parts[3] === 'routes')
    return { root: rootName, area: 'routes' };
  return { root: rootName, area: parts[2] };
}

function violation(fromZone, toZone) {
  if (fromZone.root === 'shared' && (toZone.root === 'client' || toZone.root === 'server')) {
    return 'src/shared is plain TypeScript and zod only: it imports nothing from src/client or src/server.';
  }
  if (fromZone.root === 'client' && toZone.root === 'server') return 'The client never imports server code.';
  if (fromZone.root === 'server' && toZone.root === 'client') return 'The server never imports client code.';
  if (fromZone.root === 'client' && fromZone.area === 'components' && toZone.area === 'features') {
    return 'src/client/components never imports a feature; pass data in as props or move the piece to src/client/lib.';
  }
  if (fromZone.root === toZone.root && fromZone.area === 'lib' && toZone.area === 'features') {
    return `src/${fromZone.root}/lib never imports a feature: features build on lib, not the reverse. Move the piece into lib, or compose the two in a ${fromZone.root === 'client' ? 'route' : 'module'}.`;
  }
  if (fromZone.root === 'client' && fromZone.area === 'features' && toZone.area === 'routes') {
    return 'A client feature never imports a page in src/client/app/routes: pages compose features. Move what both need into the feature or src/client/lib.';
  }
  if (
    fromZone.root === toZone.root &&
    fromZone.area === 'features' &&
    toZone.feature !== undefined &&
    fromZone.feature !== toZone.feature
  ) {
    const lib = fromZone.root === 'client' ? 'src/client/lib' : 'src/server/lib';
    return `Features never import each other: ${fromZone.feature} -> ${toZone.feature}. Compose them in a route, or move what they share to ${lib} (or src/shared).`;
  }
  return null;
}

const mockCall = /\bvi\.(?:mock|doMock|importActual)\(\s*['"]([^'"]+)['"]/g;
const problems = [];
const files = listSources(src);
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const specifiers = ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
  for (const match of text.matchAll(mockCall)) specifiers.push(match[1]);
  const from = path.relative(root, file).split(path.sep).join('/');
  const fromZone = zoneOf(from);
  for (const specifier of new Set(specifiers)) {
    const target = resolveSpecifier(file, specifier);
    if (target === null) continue;
    const message = violation(fromZone, zoneOf(target));
    if (message) problems.push(`${from}: import '${specifier}'\n  ${message}`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\nimport zones: ${problems.length} forbidden import(s) in ${files.length} files.`);
  process.exit(1);
}
console.log(`import zones: ${files.length} files checked, no forbidden imports.`);
