import { createLlmClient } from '../../lib/llm/llm-client.ts';
import { createRateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import type { AppContext, FeatureModule } from '../module.ts';
import type { PlannerDiscovery, PlannerHosting, PlannerPosters } from './planner.deps.ts';
import { createPlannerRepository } from './planner.repository.ts';
import { plannerRoutes } from './planner.routes.ts';
import { createPlannerService } from './planner.service.ts';

/** Enough for a long planning session; low enough that one account cannot flood the server. */
const TURNS_PER_HOUR = 120;

/**
 * The AI party planner chat. Hosting and posters come from the app shell (the same services as
 * /create-event and its image button), so this feature imports neither.
 */
export function buildPlannerModule(
  ctx: AppContext,
  {
    hosting,
    posters,
    discovery,
  }: { hosting: PlannerHosting; posters: PlannerPosters; discovery: PlannerDiscovery },
): FeatureModule {
  const service = createPlannerService({
    db: ctx.db,
    repo: createPlannerRepository(ctx.db),
    hosting,
    posters,
    discovery,
    rateLimiter: createRateLimiter(ctx.db),
    limit: { perHour: TURNS_PER_HOUR },
    defaultLocation: ctx.settings.defaultLocation,
    affiliateTag: ctx.env.AMAZON_AFFILIATE_TAG || null,
    clock: ctx.clock,
    llm:
      ctx.env.LLM_BASE_URL && ctx.env.LLM_MODEL
        ? createLlmClient({
            baseUrl: ctx.env.LLM_BASE_URL,
            apiKey: ctx.env.LLM_API_KEY,
            model: ctx.env.LLM_MODEL,
            timeoutMs: ctx.env.LLM_TIMEOUT_SECONDS * 1000,
            log: ctx.log,
          })
        : null,
  });
  return {
    routes: async (app) => {
      await app.register(plannerRoutes, { service });
    },
  };
}
