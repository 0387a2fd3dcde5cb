// First-load JavaScript by page, from the built client's chunk graph (dist/client/.vite/manifest.json):
// what index.html references (the entry and its static imports), and for each page route the entry
// plus the route's chunk and everything it imports statically, all gzip -9 as sent. Lists each
// page's own chunks largest first, so it is plain what a page pulls in.
// Run: npm run build:client && npm run bench -- bundle [route-file-substring ...]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };

const client = join(process.env.BUILD_DIR ?? 'dist', 'client');
const manifest = JSON.parse(readFileSync(join(client, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;
const sizes = new Map<string, number>();
const gzipOf = (file: string) => {
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(client, file)), { level: 9 }).length;
    sizes.set(file, size);
  }
  return size;
};

function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (keys: Iterable<string>) =>
  [...keys].reduce((sum, key) => sum + gzipOf(manifest[key]!.file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
const entry = closure([entryKey]);
console.log(`index.html (entry and its static imports): JS ${kb(total(entry))} gzip in ${entry.size} files`);

const wanted = process.argv.slice(2);
const routes = Object.keys(manifest).filter(
  (key) =>
    key.startsWith('app/routes/') &&
    (wanted.length ? wanted.some((w) => key.includes(w)) : /home-page|events\/event-page/.test(key)),
);
for (const route of routes) {
  const all = closure([entryKey, route]);
  const own = [...all]
    .filter((key) => !entry.has(key))
    .sort((a, b) => gzipOf(manifest[b]!.file) - gzipOf(manifest[a]!.file));
  console.log(
    `\n${route}: first-load JS ${kb(total(all))} gzip (entry ${kb(total(entry))} + page ${kb(total(own))})`,
  );
  for (const key of own.slice(0, 15))
    console.log(`  ${kb(gzipOf(manifest[key]!.file)).padStart(9)}  ${manifest[key]!.file}`);
  if (own.length > 15) console.log(`  ... ${own.length - 15} more`);
}
