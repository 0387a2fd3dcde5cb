import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

/**
 * The client is written against React's API and runs on Preact (preact/compat): React DOM alone was
 * 62 KB gzip of a 150 KB first load, Preact is about 11 KB. Every import of react, react-dom and the
 * JSX runtime, ours and our dependencies', resolves to Preact; the unit tests use the same aliases.
 */
export const preactAliases = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

const buildDir = process.env.BUILD_DIR ?? 'dist';

/**
 * `vite build --ssr`: the same pages as one module the server imports to render a page's first HTML
 * (dist/ssr/entry-server.js), with every dependency bundled in so they resolve to Preact as in the
 * browser.
 */
const ssrBuild: UserConfig = {
  root: 'src/client',
  plugins: [react()],
  resolve: { alias: preactAliases },
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: resolve(buildDir, 'ssr'),
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
  },
};

// The client lives in src/client; the production server (src/server) serves dist/client.
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? ssrBuild
    : {
        root: 'src/client',
        publicDir: 'public',
        plugins: [react(), tailwindcss()],
        resolve: { alias: preactAliases },
        build: {
          // BUILD_DIR lets parallel builds (e.g. separate e2e runs) keep apart; dist/ by default.
          outDir: resolve(buildDir, 'client'),
          emptyOutDir: true,
          sourcemap: false,
          // The chunk graph (.vite/manifest.json): the server preloads a page's own chunks with the HTML,
          // and `npm run bench -- bundle` sums the first-load JavaScript from it.
          manifest: true,
          // Every browser the app supports has modulepreload; the polyfill would only add to the entry.
          modulePreload: { polyfill: false },
          chunkSizeWarningLimit: 400,
        },
        server: {
          port: 5173,
          // changeOrigin stays false: the API's CSRF check compares Origin with the Host the browser used.
          proxy: Object.fromEntries(
            ['/api', '/images', '/banners', '/og-image.jpg'].map((path) => [
              path,
              { target: 'http://localhost:3000', changeOrigin: false },
            ]),
          ),
        },
      },
);
