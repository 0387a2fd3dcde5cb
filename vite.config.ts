import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

const buildDir = process.env.BUILD_DIR ?? 'dist';

// react-router's package exports name its development build for every condition; the production
// build beside it leaves out the development warnings (0.6 KB gzip of every page). The server's
// render uses it too, so both sides render with the same code.
const productionRouter = {
  alias: { 'react-router': resolve('node_modules/react-router/dist/production/index.mjs') },
};

/**
 * `vite build --ssr`: the same pages as one module the server imports to render a page's first HTML
 * (dist/ssr/entry-server.js), with every dependency bundled in, so the production server needs no
 * client packages at run time.
 */
const ssrBuild: UserConfig = {
  root: 'src/client',
  plugins: [react()],
  resolve: productionRouter,
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: resolve(buildDir, 'ssr'),
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
  },
};

// The client lives in src/client; the production server (src/server) serves dist/client.
export default defineConfig(({ isSsrBuild, mode }) =>
  isSsrBuild
    ? ssrBuild
    : {
        root: 'src/client',
        publicDir: 'public',
        plugins: [react(), tailwindcss()],
        resolve: mode === 'production' ? productionRouter : {},
        build: {
          // BUILD_DIR lets parallel builds (e.g. separate e2e runs) keep apart; dist/ by default.
          outDir: resolve(buildDir, 'client'),
          emptyOutDir: true,
          sourcemap: false,
          // The chunk graph (.vite/manifest.json): the server preloads a page's own chunks with the HTML,
          // and `npm run bench -- bundle` sums the first-load JavaScript from it.
          manifest: true,
          // Every browser the app supports has modulepreload; the polyfill would only add to the entry.
          // A page's chunk, loaded by the router from the entry (index-*.js), asks for what it imports itself: the
          // list of every page's imports would cost each first visit 2 KB gzip of entry, and the server
          // already preloads the chunks of the pages it renders. Lazily loaded parts of a page keep
          // theirs, so they load in one round trip, except dialogs and the buttons that open them
          // (`*-dialog`, `*-button` files): they load on a press, and their lists rode along in every
          // list page's first load (0.7 KB gzip on the home page).
          modulePreload: {
            polyfill: false,
            resolveDependencies: (file, deps, { hostId }) =>
              /^assets\/index-/.test(hostId) || /-dialog-|-button-/.test(file) ? [] : deps,
          },
          chunkSizeWarningLimit: 400,
          rolldownOptions: {
            output: {
              codeSplitting: {
                // TanStack Query in one chunk: left to the automatic split, which pages import
                // useMutation moved its shared classes between chunks, and each extra chunk the entry
                // loads costs its first load import and export code.
                groups: [{ name: 'tanstack-query', test: /node_modules[\\/]@tanstack[\\/]/ }],
              },
            },
          },
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
