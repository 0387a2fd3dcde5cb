import { createHash } from 'node:crypto';
import { EARLY_CLICKS_SCRIPT } from '#shared/lib/early-clicks.ts';

/** The inline script that holds presses made before a server-rendered page is live. */
export const EARLY_CLICKS_TAG = `<script>${EARLY_CLICKS_SCRIPT}</script>`;

/** The CSP source that allows exactly that script and no other inline one. */
export const EARLY_CLICKS_CSP_SOURCE = `'sha256-${createHash('sha256').update(EARLY_CLICKS_SCRIPT).digest('base64')}'`;
