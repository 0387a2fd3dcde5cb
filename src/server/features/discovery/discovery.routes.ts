import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#shared/contracts/common.ts';
import {
  discoverErrorSchema,
  discoverQuerySchema,
  discoverResponseSchema,
} from '#shared/contracts/discovery.ts';
import { requireUser } from '../../plugins/session.ts';
import { DiscoveryInputError, type DiscoveryService } from './discovery.service.ts';

const responses = {
  200: discoverResponseSchema,
  ...errorResponses,
  400: discoverErrorSchema.or(errorResponses[400]),
};

export const discoveryRoutes: FastifyPluginAsyncZod<{ service: DiscoveryService }> = async (
  app,
  { service },
) => {
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof DiscoveryInputError) {
      return reply.status(400).send({
        message: error.error,
        code: 'VALIDATION_FAILED',
        error: error.error,
        details: error.details,
      });
    }
    throw error;
  });

  app.get(
    '/events/discover',
    { schema: { querystring: discoverQuerySchema, response: responses } },
    async (request) => service.discover(request.query),
  );

  app.post(
    '/events/discover',
    {
      schema: { body: discoverQuerySchema, response: responses },
      onRequest: async (request) => void requireUser(request),
    },
    async (request) => service.discoverAndStore(request.body),
  );
};
