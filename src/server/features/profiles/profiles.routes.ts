import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#shared/contracts/common.ts';
import { publicProfileParamSchema, publicProfileSchema } from '#shared/contracts/profiles.ts';
import type { ProfilesService } from './profiles.service.ts';

export const profilesRoutes: FastifyPluginAsyncZod<{ service: ProfilesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/profiles/:username',
    {
      schema: {
        params: publicProfileParamSchema,
        response: { 200: publicProfileSchema, ...errorResponses },
      },
    },
    async (request) => service.getPublicProfile(request.params.username),
  );
};
