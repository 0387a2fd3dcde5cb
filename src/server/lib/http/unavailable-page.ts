import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from './html.ts';

const STYLE = `body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#faf7ff;color:#1f1633}
main{max-width:32rem;margin:1.5rem;padding:2rem;border-radius:1rem;background:#fff;box-shadow:0 4px 24px rgba(76,29,149,.12);text-align:center}
h1{margin:0 0 .75rem;font-size:1.5rem;color:#7c3aed}p{margin:0 0 1rem;line-height:1.5}
a{display:inline-block;padding:.6rem 1.2rem;border-radius:.5rem;background:#7c3aed;color:#fff;text-decoration:none;font-weight:600}`;

// The page carries its own small stylesheet, allowed by its hash: nothing else may run or load.
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');
const PAGE_CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** Whether a failed request was a browser asking for a page (not an API call, an image or a script). */
export function wantsHtmlPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url.startsWith('/api/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * A self-contained page for a page request the server cannot serve right now (database down,
 * server shedding load): the reason in words, and a link to try again. API calls keep their JSON.
 */
export function sendUnavailablePage(reply: FastifyReply, message: string, retryAfterSeconds: number) {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>Something went wrong · Confetti</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Something went wrong</h1>
<p>${escapeHtml(message)}</p>
<a href="">Try again</a>
</main>
</body>
</html>
`;
  return reply
    .status(503)
    .header('retry-after', String(retryAfterSeconds))
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAGE_CSP)
    .type('text/html; charset=utf-8')
    .send(html);
}
