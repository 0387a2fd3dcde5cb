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
// Sizes. A source file (.ts, .tsx, .js, .mjs, .jsx, .mts) in src/ may hold at most 250 lines, and a
// React component (a top-level PascalCase function or const in a .tsx file) at most 120, counted
// from its first line to its closing brace. What is not hand-written logic is not counted:
//   - tests: `*.test.*` and `*.spec.*` files;
//   - data: anything that is not a source file (json, sql, css, md), and source files that only
//     hold rows: under a `migrations/`, `generated/` or `db/seed/` folder, or named `*.data.ts`.
// scripts/size-allowlist.json lists files and components over the limit with their size today: an
// entry may shrink, never grow, and an entry back under the limit must be deleted. It is temporary
// and only ever loses entries; a file over the limit is split by responsibility, not added to it.
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

const MAX_FILE_LINES = 250;
const MAX_COMPONENT_LINES = 120;
const isTest = (file) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(file);
const isData = (file) =>
  /(^|\/)(migrations|generated)\//.test(file) || file.includes('/db/seed/') || /\.data\.ts$/.test(file);

function lineCount(text) {
  return text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
}

/** Top-level components of a .tsx file with their length in lines. */
function componentsOf(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lines = (node) =>
    source.getLineAndCharacterOfPosition(node.end).line -
    source.getLineAndCharacterOfPosition(node.getStart(source)).line +
    1;
  const isComponentName = (name) => /^[A-Z]/.test(name);
  const found = [];
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && isComponentName(statement.name.text)) {
      found.push({ name: statement.name.text, lines: lines(statement) });
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (!ts.isIdentifier(declaration.name) || !isComponentName(declaration.name.text) || !init) continue;
        if (ts.isArrowFunction(init) || ts.isFunctionExpression(init) || ts.isCallExpression(init)) {
          found.push({ name: declaration.name.text, lines: lines(declaration) });
        }
      }
    }
  }
  return found;
}

function readAllowlist() {
  try {
    return JSON.parse(readFileSync(path.join(root, 'scripts/size-allowlist.json'), 'utf8'));
  } catch (err) {
    if (err.code === 'ENOENT') return { files: {}, components: {} };
    throw err;
  }
}

const allowlist = readAllowlist();
const allowedFiles = { ...allowlist.files };
const allowedComponents = { ...allowlist.components };
const sizeProblems = [];
/** An item over its limit passes only while the allowlist holds it at its size or less. */
function checkSize(kind, key, lines, limit, allowed) {
  const entry = allowed[key];
  delete allowed[key];
  if (lines <= limit) {
    if (entry !== undefined) {
      sizeProblems.push(
        `${key}: ${lines} lines, back under ${limit}: delete it from scripts/size-allowlist.json`,
      );
    }
    return;
  }
  if (entry === undefined) {
    sizeProblems.push(`${key}: ${kind} of ${lines} lines (at most ${limit}); split it by responsibility`);
  } else if (lines > entry) {
    sizeProblems.push(
      `${key}: ${kind} grew to ${lines} lines (allowlisted at ${entry}, limit ${limit}); split it`,
    );
  }
}
for (const file of files) {
  const relative = path.relative(root, file).split(path.sep).join('/');
  if (isTest(relative) || isData(relative)) continue;
  const text = readFileSync(file, 'utf8');
  checkSize('file', relative, lineCount(text), MAX_FILE_LINES, allowedFiles);
  if (!relative.endsWith('.tsx')) continue;
  for (const component of componentsOf(relative, text)) {
    const key = `${relative}#${component.name}`;
    checkSize('component', key, component.lines, MAX_COMPONENT_LINES, allowedComponents);
  }
}
for (const key of [...Object.keys(allowedFiles), ...Object.keys(allowedComponents)]) {
  sizeProblems.push(`${key}: no longer exists: delete it from scripts/size-allowlist.json`);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\nimport zones: ${problems.length} forbidden import(s) in ${files.length} files.`);
}
if (sizeProblems.length > 0) {
  console.error(sizeProblems.join('\n'));
  console.error(
    `\nsizes: ${sizeProblems.length} problem(s): files over ${MAX_FILE_LINES} lines or components over ${MAX_COMPONENT_LINES}.`,
  );
}
if (problems.length > 0 || sizeProblems.length > 0) process.exit(1);
console.log(`import zones: ${files.length} files checked, no forbidden imports.`);
console.log(
  `sizes: no file over ${MAX_FILE_LINES} lines, no component over ${MAX_COMPONENT_LINES} (${Object.keys(allowlist.files).length + Object.keys(allowlist.components).length} allowlisted).`,
);
