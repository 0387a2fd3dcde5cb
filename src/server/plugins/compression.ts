import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
const MIN_BYTES = 1024;

/**
 * Brotli or gzip (whichever the browser prefers) for API answers and pages above 1 KiB. Quality 4
 * is brotli's fast setting for answers made per request; the built assets are compressed at build
 * time at maximum quality instead (scripts/compress-assets.mjs) and sent as they are.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: MIN_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});
