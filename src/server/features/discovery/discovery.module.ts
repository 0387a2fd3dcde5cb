import type { DiscoveredEvent } from '#shared/contracts/discovery.ts';
import { createLlmClient } from '../../lib/llm/llm-client.ts';
import type { AppContext, FeatureModule } from '../module.ts';
import { createAlmanacSource } from './almanac-source.ts';
import { createDiscoveryRepository } from './discovery.repository.ts';
import { discoveryRoutes } from './discovery.routes.ts';
import { createDiscoveryService } from './discovery.service.ts';
import { createIcsSource, parseFeedList } from './ics-source.ts';
import { createLlmSource } from './llm-source.ts';

/**
 * Event discovery by city, state and radius: the built-in almanac, the operator's iCalendar feeds and,
 * when LLM_* are set, the OpenAI-compatible provider.
 */
export function buildDiscoveryModule(ctx: AppContext): FeatureModule & {
  /** Finds events around a city, each marked when it duplicates a stored one; stores nothing. */
  find(query: { city: string; region: string; radius: number }): Promise<DiscoveredEvent[]>;
} {
  const { LLM_BASE_URL, LLM_MODEL } = ctx.env;
  const sources = [
    createAlmanacSource(),
    ...parseFeedList(ctx.env.DISCOVERY_ICS_FEEDS).map((url) => createIcsSource(url)),
    // The provider is one more source beside the others, never a replacement for them.
    ...(LLM_BASE_URL && LLM_MODEL
      ? [
          createLlmSource(
            createLlmClient({
              baseUrl: LLM_BASE_URL,
              apiKey: ctx.env.LLM_API_KEY,
              model: LLM_MODEL,
              timeoutMs: ctx.env.LLM_TIMEOUT_SECONDS * 1000,
              log: ctx.log,
            }),
            new URL(LLM_BASE_URL).host,
          ),
        ]
      : []),
  ];
  const service = createDiscoveryService({
    repo: createDiscoveryRepository(ctx.db),
    sources,
    clock: ctx.clock,
  });
  return {
    find: (query) => service.find(query),
    routes: async (app) => {
      await app.register(discoveryRoutes, { service });
    },
  };
}
