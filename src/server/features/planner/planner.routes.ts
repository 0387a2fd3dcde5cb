import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, okResponseSchema } from '#shared/contracts/common.ts';
import {
  chatConversationResponseSchema,
  chatPlannerBodySchema,
  chatPlannerResponseSchema,
} from '#shared/contracts/planner.ts';
import { requireUser } from '../../plugins/session.ts';
import type { PlannerService } from './planner.service.ts';

export const plannerRoutes: FastifyPluginAsyncZod<{ service: PlannerService }> = async (app, { service }) => {
  app.post(
    '/chat-planner',
    {
      schema: {
        body: chatPlannerBodySchema,
        response: { 200: chatPlannerResponseSchema, ...errorResponses },
      },
    },
    async (request) => service.send(requireUser(request), request.body.message, request.ip),
  );

  app.get(
    '/chat-planner',
    { schema: { response: { 200: chatConversationResponseSchema, ...errorResponses } } },
    async (request) => service.conversation(requireUser(request)),
  );

  app.delete(
    '/chat-planner',
    { schema: { response: { 200: okResponseSchema, ...errorResponses } } },
    async (request) => {
      await service.reset(requireUser(request));
      return { ok: true as const };
    },
  );
};
