import type { Env } from '../../config/env.ts';
import { createBuiltInImageEngine, createOpenAiImageEngine } from '../../lib/images/image-service.ts';
import type { CpuPool } from '../../lib/workers/cpu-pool.ts';
import { createLayoutRenderer, createSingleShotRenderer, type PosterRenderer } from './poster-renderers.ts';

const DEFAULT_PROVIDER_MODEL = 'dall-e-3';

/**
 * The built-in poster engine unless IMAGE_BASE_URL names an OpenAI-compatible provider. A provider
 * failure reaches the user as a 502 with the provider's message: there is no silent fallback.
 * Without a provider the built-in engine works with no account anywhere.
 */
export function createPosterRenderer(env: Readonly<Env>, cpuPool: CpuPool): PosterRenderer {
  if (!env.IMAGE_BASE_URL) return createLayoutRenderer(createBuiltInImageEngine(cpuPool.renderPoster));
  return createSingleShotRenderer(
    createOpenAiImageEngine({
      baseUrl: env.IMAGE_BASE_URL,
      apiKey: env.IMAGE_API_KEY,
      model: env.IMAGE_MODEL ?? DEFAULT_PROVIDER_MODEL,
    }),
  );
}
