/**
 * Renders a page as the production server does, in a Node process of its own (`node --import tsx
 * render-page-in-node.tsx`): reads `{ url, data }` as JSON on standard input and writes the page's
 * HTML to standard output. A test process that also renders in jsdom cannot render on the server
 * itself: React's server and browser renderers would share the same contexts.
 */
import { text } from 'node:stream/consumers';
import { renderPage } from '../entry-server.tsx';

const { url, data } = JSON.parse(await text(process.stdin));
process.stdout.write((await renderPage(url, data)) ?? '');
