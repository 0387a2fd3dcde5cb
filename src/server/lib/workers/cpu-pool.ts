import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { ServiceUnavailableError } from '../errors/app-errors.ts';
import type { RenderedPoster } from '../images/poster-engine.ts';
import type { PosterInput } from '../images/poster-svg.ts';

export type CpuPoolOptions = {
  /** Worker threads; default: one less than the cores, at least one, at most four. */
  threads?: number;
  /** Tasks waiting for a thread before new ones are refused with 503 (each account has at most one render, three sizes). */
  maxQueue?: number;
  /** A render past this is stopped (its thread is replaced) and answered with 503. */
  taskTimeoutMs?: number;
};

export type CpuPool = {
  renderPoster(input: PosterInput): Promise<RenderedPoster>;
  close(): Promise<void>;
};

// Source runs under tsx (dev, tests), the build runs plain JS beside the bundle.
const isSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(isSource ? './poster-worker.ts' : './poster-worker.js', import.meta.url).href;

/**
 * CPU-heavy work (poster layout and rasterising) on a small, bounded pool of worker threads, so a
 * long render never delays other requests: the event loop only waits for the answer.
 */
export function createCpuPool(options: CpuPoolOptions = {}): CpuPool {
  const threads = options.threads ?? Math.min(4, Math.max(1, availableParallelism() - 1));
  const maxQueue = options.maxQueue ?? 64;
  const timeoutMs = options.taskTimeoutMs ?? 20_000;
  const pool = new Piscina({
    filename: workerFile,
    minThreads: 0,
    maxThreads: threads,
    maxQueue,
    idleTimeout: 30_000,
    execArgv: isSource ? ['--import', 'tsx'] : [],
  });

  return {
    async renderPoster(input) {
      if (pool.queueSize >= maxQueue)
        throw new ServiceUnavailableError('The image engine is busy. Try again in a few seconds.', 5);
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        const out = (await pool.run(input, { signal })) as { png: Uint8Array; width: number; height: number };
        return {
          png: Buffer.from(out.png.buffer, out.png.byteOffset, out.png.byteLength),
          width: out.width,
          height: out.height,
        };
      } catch (error) {
        if (signal.aborted)
          throw new ServiceUnavailableError(
            `Drawing the image took longer than ${Math.round(timeoutMs / 1000)} seconds and was stopped. Try again with a shorter text.`,
            5,
          );
        if (error instanceof Error && /queue is at limit/i.test(error.message))
          throw new ServiceUnavailableError('The image engine is busy. Try again in a few seconds.', 5);
        throw error;
      }
    },
    close: () => pool.destroy(),
  };
}
