import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, okResponseSchema } from '#shared/contracts/common.ts';
import {
  postQuoteMessageBodySchema,
  quoteRequestIdParamSchema,
  quoteThreadSchema,
  quoteUnreadCountSchema,
} from '#shared/contracts/vendors.ts';
import { type SiteOrigin, siteUrlOf } from '../../lib/http/site-url.ts';
import { requireUser } from '../../plugins/session.ts';
import type { QuoteThreadsService } from './quote-threads.service.ts';

type Options = { threads: QuoteThreadsService; site: SiteOrigin };

// Sign-in is checked before the body, so a guest hears 401 whatever they sent.
const signedIn = {
  onRequest: async (request: Parameters<typeof requireUser>[0]) => void requireUser(request),
};

/** A quote request's conversation: read it, write in it, mark it read, count what is unread. */
export const quoteThreadsRoutes: FastifyPluginAsyncZod<Options> = async (app, { threads, site }) => {
  app.get(
    '/quote-requests/unread-count',
    { schema: { response: { 200: quoteUnreadCountSchema, ...errorResponses } }, ...signedIn },
    async (request) => threads.countUnread(requireUser(request)),
  );

  app.get(
    '/quote-requests/:id',
    {
      schema: { params: quoteRequestIdParamSchema, response: { 200: quoteThreadSchema, ...errorResponses } },
      ...signedIn,
    },
    async (request) => threads.getThread(requireUser(request), request.params.id),
  );

  app.post(
    '/quote-requests/:id/messages',
    {
      schema: {
        params: quoteRequestIdParamSchema,
        body: postQuoteMessageBodySchema,
        response: { 201: quoteThreadSchema, ...errorResponses },
      },
      ...signedIn,
    },
    async (request, reply) =>
      reply.status(201).send(
        await threads.postMessage(requireUser(request), request.params.id, request.body, {
          siteUrl: siteUrlOf(request, site),
        }),
      ),
  );

  app.post(
    '/quote-requests/:id/read',
    {
      schema: { params: quoteRequestIdParamSchema, response: { 200: okResponseSchema, ...errorResponses } },
      ...signedIn,
    },
    async (request) => {
      await threads.markRead(requireUser(request), request.params.id);
      return { ok: true as const };
    },
  );
};
