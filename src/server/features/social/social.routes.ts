import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#shared/contracts/common.ts';
import { eventPathParamSchema } from '#shared/contracts/events.ts';
import {
  createSocialEntryBodySchema,
  createSocialPostBodySchema,
  socialPostRecordSchema,
} from '#shared/contracts/social.ts';
import { type SiteOrigin, siteUrlOf } from '../../lib/http/site-url.ts';
import { requireUser } from '../../plugins/session.ts';
import type { SocialService } from './social.service.ts';

export const socialRoutes: FastifyPluginAsyncZod<{ service: SocialService; site: SiteOrigin }> = async (
  app,
  { service, site },
) => {
  // Signed-in only: a guest hears 401 before any word about the body.
  app.addHook('preValidation', async (request) => void requireUser(request));

  app.post(
    '/events/:id/social-posts',
    {
      config: { idempotency: true },
      schema: {
        params: eventPathParamSchema,
        body: createSocialPostBodySchema,
        response: { 201: socialPostRecordSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const post = await service.recordSharedPost(
        requireUser(request),
        request.params.id,
        request.body,
        siteUrlOf(request, site),
      );
      return reply.status(201).send(post);
    },
  );

  app.post(
    '/events/:id/social',
    {
      config: { idempotency: true },
      schema: {
        params: eventPathParamSchema,
        body: createSocialEntryBodySchema,
        response: { 201: socialPostRecordSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const post = await service.recordEntry(requireUser(request), request.params.id, request.body);
      return reply.status(201).send(post);
    },
  );
};
